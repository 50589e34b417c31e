import Foundation
import OmbreGraphics
import OmbreLayout

/// Which of the constraints the engine makes for an item: the item, and a slot number.
struct GeneratedKey: Hashable {
    let item: ObjectIdentifier
    let slot: Int
}

/// The constraints the engine makes for a tree at one pass, in the order they go in: the root
/// held to the window, autoresizing views' frames, intrinsic sizes, the views' own guides.
@MainActor struct GeneratedConstraints {
    var constraints: [GeneratedKey: LayoutConstraint] = [:]
    var order: [GeneratedKey] = []

    mutating func add(
        _ item: AnyObject, _ slot: Int, _ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression,
        priority: Float = 1000, label: @autoclosure () -> String
    ) {
        let key = GeneratedKey(item: ObjectIdentifier(item), slot: slot)
        constraints[key] = LayoutConstraint(lhs, relation, rhs, priority: priority, label: label())
        order.append(key)
    }

    mutating func add(
        for view: UIView, root: UIView, fitting: (size: CGSize, priorities: (UILayoutPriority, UILayoutPriority))?
    ) {
        let v = view.layoutVariables
        if view === root {
            addRoot(view, v, fitting: fitting)
        } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
            addAutoresizing(view, v, superview)
        }
        if !view.translatesAutoresizingMaskIntoConstraints || view === root && fitting != nil {
            addIntrinsicSize(view, v)
        }
        for guide in view.systemGuides { addGuide(guide, of: view) }
    }

    private mutating func addRoot(
        _ view: UIView, _ v: LayoutItemVariables,
        fitting: (size: CGSize, priorities: (UILayoutPriority, UILayoutPriority))?
    ) {
        let name: (String) -> String = { "<NSAutoresizingMaskLayoutConstraint \(view.layoutName).\($0)   (active)>" }
        add(view, 0, LinearExpression(v.left), .equal, LinearExpression(), label: name("minX == 0"))
        add(view, 1, LinearExpression(v.top), .equal, LinearExpression(), label: name("minY == 0"))
        if let fitting {
            let target = fitting.size
            add(
                view, 2, LinearExpression(v.width), .equal, LinearExpression(constant: Double(target.width)),
                priority: min(fitting.priorities.0.rawValue, 999), label: name("width == \(target.width)"))
            add(
                view, 3, LinearExpression(v.height), .equal, LinearExpression(constant: Double(target.height)),
                priority: min(fitting.priorities.1.rawValue, 999), label: name("height == \(target.height)"))
        } else {
            let size = view.bounds.size
            add(
                view, 2, LinearExpression(v.width), .equal, LinearExpression(constant: Double(size.width)),
                label: name("width == \(NSLayoutConstraint.number(size.width))"))
            add(
                view, 3, LinearExpression(v.height), .equal, LinearExpression(constant: Double(size.height)),
                label: name("height == \(NSLayoutConstraint.number(size.height))"))
        }
    }

    /// The frame as set, following the superview's size by the autoresizing mask: UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`s. Autoresizing is affine in the superview's size,
    /// so each edge is `superview edge + slope · superview size + offset`.
    private mutating func addAutoresizing(_ view: UIView, _ v: LayoutItemVariables, _ superview: UIView) {
        let s = superview.layoutVariables
        let size = view.bounds.size
        let frame = Rect(
            x: Double(view.center.x - size.width / 2), y: Double(view.center.y - size.height / 2),
            width: Double(size.width), height: Double(size.height))
        let from = Size(superview.bounds.size)
        let grown = view.autoresizingMask.resize(
            frame, from: from, to: Size(width: from.width + 1, height: from.height + 1))
        let mask = view.autoresizingMask
        let flags = { (lead: Bool, length: Bool, trail: Bool) in
            (lead ? "&" : "-") + (length ? "&" : "-") + (trail ? "&" : "-")
        }
        let h = flags(
            mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
        let vf = flags(
            mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        let name: (String) -> String = {
            "<NSAutoresizingMaskLayoutConstraint h=\(h) v=\(vf) \(view.layoutName).\($0)   (active)>"
        }
        let slopes = (
            x: grown.minX - frame.minX, y: grown.minY - frame.minY, w: grown.width - frame.width,
            h: grown.height - frame.height
        )
        add(
            view, 0, LinearExpression(v.left), .equal,
            s.left + s.width * slopes.x + (frame.minX - slopes.x * from.width),
            label: name("minX == \(NSLayoutConstraint.number(CGFloat(frame.minX)))"))
        add(
            view, 1, LinearExpression(v.top), .equal,
            s.top + s.height * slopes.y + (frame.minY - slopes.y * from.height),
            label: name("minY == \(NSLayoutConstraint.number(CGFloat(frame.minY)))"))
        add(
            view, 2, LinearExpression(v.width), .equal,
            s.width * slopes.w + (frame.width - slopes.w * from.width),
            label: name("width == \(NSLayoutConstraint.number(CGFloat(frame.width)))"))
        add(
            view, 3, LinearExpression(v.height), .equal,
            s.height * slopes.h + (frame.height - slopes.h * from.height),
            label: name("height == \(NSLayoutConstraint.number(CGFloat(frame.height)))"))
    }

    /// Content hugging (at most the intrinsic size) and compression resistance (at least
    /// it), each at the view's priority for the axis: UIKit's `NSContentSizeLayoutConstraint`s.
    private mutating func addIntrinsicSize(_ view: UIView, _ v: LayoutItemVariables) {
        let size = view.intrinsicContentSize
        let axes: [(CGFloat, LayoutVariable, NSLayoutConstraint.Axis, String, Int)] = [
            (size.width, v.width, .horizontal, "width", 4), (size.height, v.height, .vertical, "height", 6),
        ]
        for (length, variable, axis, name, slot) in axes where length >= 0 {
            let hug = view.contentHuggingPriority(for: axis).rawValue
            let resist = view.contentCompressionResistancePriority(for: axis).rawValue
            let label: () -> String = {
                "<NSContentSizeLayoutConstraint \(view.layoutName).\(name) == \(NSLayoutConstraint.number(length)) "
                    + "Hug:\(Int(hug)) CompressionResistance:\(Int(resist))   (active)>"
            }
            add(
                view, slot, LinearExpression(variable), .lessThanOrEqual, LinearExpression(constant: Double(length)),
                priority: hug, label: label())
            add(
                view, slot + 1, LinearExpression(variable), .greaterThanOrEqual,
                LinearExpression(constant: Double(length)), priority: resist, label: label())
        }
    }

    /// A system guide inset from its view: the safe area by the safe-area insets, the
    /// margins guide by the effective margins, the readable guide centered in the margins
    /// guide at most `readableContentWidth` wide.
    private mutating func addGuide(_ guide: SystemLayoutGuide, of view: UIView) {
        let g = guide.layoutVariables
        let name: (String) -> String = { "<NSLayoutConstraint \(guide.layoutName).\($0)   (active)>" }
        let base: LayoutItemVariables
        let insets: UIEdgeInsets
        switch guide.kind {
        case .safeArea:
            base = view.layoutVariables
            insets = view.safeAreaInsets
            view.autoLayout.safeAreaInsets = insets
        case .layoutMargins:
            base = view.layoutVariables
            insets = view.effectiveLayoutMargins
        case .readableContent:
            let m = view.layoutMarginsGuide.layoutVariables
            add(guide, 0, g.left + g.width * 0.5, .equal, m.left + m.width * 0.5, label: name("centerX"))
            add(
                guide, 1, LinearExpression(g.width), .lessThanOrEqual,
                LinearExpression(constant: Double(readableContentWidth)), label: name("width <= 672"))
            add(guide, 2, LinearExpression(g.width), .lessThanOrEqual, LinearExpression(m.width), label: name("width"))
            add(
                guide, 3, LinearExpression(g.width), .equal, LinearExpression(m.width), priority: 999,
                label: name("width"))
            add(guide, 4, LinearExpression(g.top), .equal, LinearExpression(m.top), label: name("top"))
            add(guide, 5, LinearExpression(g.height), .equal, LinearExpression(m.height), label: name("height"))
            return
        }
        add(guide, 0, LinearExpression(g.left), .equal, base.left + Double(insets.left), label: name("left"))
        add(guide, 1, LinearExpression(g.top), .equal, base.top + Double(insets.top), label: name("top"))
        add(
            guide, 2, LinearExpression(g.width), .equal, base.width - Double(insets.left + insets.right),
            label: name("width"))
        add(
            guide, 3, LinearExpression(g.height), .equal, base.height - Double(insets.top + insets.bottom),
            label: name("height"))
    }
}

import Foundation
import OmbreLayout

extension UIStackView {
    /// What a generated constraint does for the view it places; its key with the view.
    enum Role: Int {
        case hidingLength = 100, hidingStart, canvasStart, canvasEnd, spacing, minimumSpacing, distributing
        case spacerFit, equalLength, proportion, acrossFit, alignment, alignmentEnd, spanningStart, spanningEnd
        case spanningFit
    }

    /// The edges of one axis as attributes: start, end, length and center.
    private struct AxisAttributes {
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let length: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute

        static let horizontal = AxisAttributes(start: .leading, end: .trailing, length: .width, center: .centerX)
        static let vertical = AxisAttributes(start: .top, end: .bottom, length: .height, center: .centerY)
    }

    private func spacer(_ index: Int) -> LayoutVariable {
        while spacers.count <= index { spacers.append(LayoutVariable("\(layoutName).spacer\(spacers.count)")) }
        return spacers[index]
    }

    /// The constraints UIKit's stack view makes (its `UISV-…` constraints), added to the
    /// engine's generated ones.
    func addArrangement(to wanted: inout GeneratedConstraints) {
        let container: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let along = axis == .horizontal ? AxisAttributes.horizontal : AxisAttributes.vertical
        let across = axis == .horizontal ? AxisAttributes.vertical : AxisAttributes.horizontal
        let views = arrangedSubviews.filter { $0.superview === self }
        let shown = views.filter { !$0.isHidden }
        // Each constraint is keyed by the view it places and its role, so that it keeps its
        // key (and is changed in place) when other views come and go.
        func add(
            _ item: LayoutItem, _ role: Role, _ lhs: LinearExpression, _ relation: LayoutRelation,
            _ rhs: LinearExpression, priority: Float = 1000, _ name: String
        ) {
            wanted.add(
                item, role.rawValue, lhs, relation, rhs, priority: priority,
                label: "<NSLayoutConstraint '\(name)' \(item.layoutName)   (active)>")
        }
        func e(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
            item.expression(for: attribute)
        }

        // Hidden views collapse where they stand: no length, at the end of the view before.
        var previous: UIView?
        for view in views {
            if view.isHidden {
                add(view, .hidingLength, e(view, along.length), .equal, LinearExpression(), "UISV-hiding")
                let start = previous.map { e($0, along.end) } ?? e(container, along.start)
                add(view, .hidingStart, e(view, along.start), .equal, start, "UISV-hiding")
            } else {
                previous = view
            }
        }

        if let first = shown.first, let last = shown.last {
            add(first, .canvasStart, e(first, along.start), .equal, e(container, along.start), "UISV-canvas-connection")
            add(last, .canvasEnd, e(last, along.end), .equal, e(container, along.end), "UISV-canvas-connection")
        }
        let totalSpacing = zip(shown, shown.dropFirst()).reduce(0.0) { $0 + Double(spacing(after: $1.0)) }
        for (a, b) in zip(shown, shown.dropFirst()) {
            let gap = Double(spacing(after: a))
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(b, .spacing, e(b, along.start), .equal, e(a, along.end) + gap, "UISV-spacing")
            case .equalSpacing:
                let space = spacer(0)
                add(
                    b, .distributing, e(b, along.start), .equal, e(a, along.end) + LinearExpression(space),
                    "UISV-distributing-edge")
                add(b, .minimumSpacing, e(b, along.start), .greaterThanOrEqual, e(a, along.end) + gap, "UISV-spacing")
            case .equalCentering:
                let distance = spacer(0)
                add(
                    b, .distributing, e(b, along.center), .equal, e(a, along.center) + LinearExpression(distance),
                    "UISV-distributing-edge")
                add(b, .minimumSpacing, e(b, along.start), .greaterThanOrEqual, e(a, along.end) + gap, "UISV-spacing")
            }
        }
        if distribution == .equalSpacing || distribution == .equalCentering, shown.count > 1 {
            // Without a length from outside, the gaps are as small as the spacing allows.
            add(
                self, .spacerFit, LinearExpression(spacer(0)), .equal, LinearExpression(), priority: 1,
                "UISV-canvas-fit")
        }
        switch distribution {
        case .fillEqually:
            if let first = shown.first {
                for view in shown.dropFirst() {
                    add(view, .equalLength, e(view, along.length), .equal, e(first, along.length), "UISV-fill-equally")
                }
            }
        case .fillProportionally:
            // Each view's share of the length less the spacing is its share of the intrinsic
            // lengths, a little below required so that a fixed length can still win.
            let lengths = shown.map { view -> Double in
                let size = view.intrinsicContentSize
                return max(0, Double(axis == .horizontal ? size.width : size.height))
            }
            let total = lengths.reduce(0, +)
            if total > 0 {
                for (view, length) in zip(shown, lengths) {
                    let share = length / total
                    add(
                        view, .proportion, e(view, along.length), .equal,
                        (e(container, along.length) - totalSpacing) * share,
                        priority: 999, "UISV-fill-proportionally")
                }
            }
        case .fill, .equalSpacing, .equalCentering: break
        }
        addAlignment(views, container, across) { add($0, $1, $2, $3, $4, priority: $5, $6) }
    }

    private func addAlignment(
        _ views: [UIView], _ container: LayoutItem, _ across: AxisAttributes,
        add: (LayoutItem, Role, LinearExpression, LayoutRelation, LinearExpression, Float, String) -> Void
    ) {
        func e(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
            item.expression(for: attribute)
        }
        let start = e(container, across.start)
        let end = e(container, across.end)
        let baseline: NSLayoutConstraint.Attribute? =
            axis == .horizontal
            ? (alignment == .firstBaseline ? .firstBaseline : alignment == .lastBaseline ? .lastBaseline : nil) : nil
        if alignment != .fill {
            // The stack fits around its tallest (widest) view unless something sizes it.
            add(self, .acrossFit, e(container, across.length), .equal, LinearExpression(), 1, "UISV-canvas-fit")
        }
        for view in views {
            switch alignment {
            case .fill:
                add(view, .alignment, e(view, across.start), .equal, start, 1000, "UISV-alignment")
                add(view, .alignmentEnd, e(view, across.end), .equal, end, 1000, "UISV-alignment")
            case .leading:
                add(view, .alignment, e(view, across.start), .equal, start, 1000, "UISV-alignment")
                add(view, .spanningEnd, e(view, across.end), .lessThanOrEqual, end, 1000, "UISV-spanning-boundary")
            case .trailing:
                add(view, .alignment, e(view, across.end), .equal, end, 1000, "UISV-alignment")
                add(
                    view, .spanningStart, e(view, across.start), .greaterThanOrEqual, start, 1000,
                    "UISV-spanning-boundary")
            case .center:
                add(
                    view, .alignment, e(view, across.center), .equal, e(container, across.center), 1000,
                    "UISV-alignment")
                add(
                    view, .spanningStart, e(view, across.start), .greaterThanOrEqual, start, 1000,
                    "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                guard let baseline, let first = views.first else {
                    // Baselines across a vertical stack mean its leading edges, as in UIKit.
                    add(view, .alignment, e(view, across.start), .equal, start, 1000, "UISV-alignment")
                    add(view, .spanningEnd, e(view, across.end), .lessThanOrEqual, end, 1000, "UISV-spanning-boundary")
                    continue
                }
                if view !== first {
                    add(view, .alignment, e(view, baseline), .equal, e(first, baseline), 1000, "UISV-alignment")
                }
                add(
                    view, .spanningStart, e(view, across.start), .greaterThanOrEqual, start, 1000,
                    "UISV-spanning-boundary")
                add(view, .spanningEnd, e(view, across.end), .lessThanOrEqual, end, 1000, "UISV-spanning-boundary")
                // The view reaching furthest from the baseline touches the edge.
                let edge = baseline == .firstBaseline ? across.start : across.end
                add(view, .spanningFit, e(view, edge), .equal, e(container, edge), 2, "UISV-spanning-fit")
            }
        }
    }
}

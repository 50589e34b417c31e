import OmbreGraphics

/// Where a scene's views are, for the preview's layout overlay (the `l` key): every visible
/// view's frame in window points, and a description of the view under a point.
package struct LayoutOutline: Equatable, Sendable {
    /// One view's frame in window points (the bounding box of its corners after transforms).
    package struct Box: Equatable, Sendable {
        package var frame: Rect
        /// Whether the view's constraints leave its frame undetermined (`hasAmbiguousLayout`).
        package var isAmbiguous: Bool

        package init(frame: Rect, isAmbiguous: Bool = false) {
            self.frame = frame
            self.isAmbiguous = isAmbiguous
        }
    }

    /// The views' frames, from the root down, subviews in drawing order.
    package var boxes: [Box]
    /// The view under the point: a line naming it and its frame, then one line per constraint
    /// affecting it; empty when no point was asked about or nothing is there.
    package var pointed: [String]
    /// The frame of the view under the point, in window points.
    package var pointedFrame: Rect?

    package init(boxes: [Box], pointed: [String] = [], pointedFrame: Rect? = nil) {
        self.boxes = boxes
        self.pointed = pointed
        self.pointedFrame = pointedFrame
    }

    /// The outline of an Ombre view tree whose root fills the window, with the deepest visible
    /// view under `point` (window points) named as `Type 'name' with LayerType (x y; w h)`
    /// (the name and layer when it has them).
    package init(root: View, at point: Point?) {
        var boxes: [Box] = []
        var hit: (view: View, frame: Rect)?
        func visit(_ view: View, toWindow: AffineTransform) {
            guard !view.isHidden else { return }
            let frame = Rect(bounding: view.bounds.corners.map { $0.applying(toWindow) })
            boxes.append(Box(frame: frame))
            if let point, frame.contains(point) { hit = (view, frame) }
            for child in view.subviews { visit(child, toWindow: child.transformToSuperview.concatenating(toWindow)) }
        }
        visit(root, toWindow: root.transformToSuperview)
        self.init(boxes: boxes)
        if let hit {
            let named = hit.view.name.map { " '\($0)'" } ?? ""
            // A plain view says what draws it: `View with GradientLayer`.
            let layer = type(of: hit.view.layer) == Layer.self ? "" : " with \(type(of: hit.view.layer))"
            pointed = ["\(type(of: hit.view))\(named)\(layer) \(Self.describe(hit.frame))"]
            pointedFrame = hit.frame
        }
    }

    /// `(x y; w h)`, as UIKit prints frames.
    package static func describe(_ rect: Rect) -> String {
        "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }

    /// A coordinate as briefly as it reads exactly: whole points without decimals.
    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.2f", value)
    }
}

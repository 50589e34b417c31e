import Foundation
import OmbreGraphics
import OmbreViews

extension UIKitHostView {
    /// The hosted views' frames in the host's coordinates (the window's points), those with an
    /// ambiguous layout marked, and the deepest visible view under `point` named as UIKit
    /// names it, with its frame and the active constraints whose first or second item it is,
    /// as each `NSLayoutConstraint` describes itself.
    ///
    /// Frames are the views' model frames (what `frame` reads), not an animation's moment.
    @MainActor package func layoutOutline(at point: Point?) -> LayoutOutline {
        guard let root = rootView else { return LayoutOutline(boxes: []) }
        return withWorld {
            var boxes: [LayoutOutline.Box] = []
            var hit: (view: UIView, frame: Rect)?
            var views: [UIView] = []
            @MainActor func visit(_ view: UIView) {
                guard !view.isHidden else { return }
                views.append(view)
                let frame = Self.windowFrame(of: view)
                boxes.append(LayoutOutline.Box(frame: frame, isAmbiguous: view.hasAmbiguousLayout))
                if let point, frame.contains(point) { hit = (view, frame) }
                for child in view.subviews { visit(child) }
            }
            visit(root)
            var outline = LayoutOutline(boxes: boxes)
            guard let hit else { return outline }
            let view = hit.view
            var head = "\(view.layoutName) frame = \(LayoutOutline.describe(Self.rect(view.frame)))"
            if view.hasAmbiguousLayout { head += " (ambiguous layout)" }
            let constraints = views.flatMap(\.constraints).filter { $0.firstItem === view || $0.secondItem === view }
            outline.pointed = [head] + constraints.map(\.description)
            outline.pointedFrame = hit.frame
            return outline
        }
    }

    /// `view`'s bounds in its root's coordinates: the box of its corners.
    @MainActor private static func windowFrame(of view: UIView) -> Rect {
        Rect(
            bounding: rect(view.bounds).corners.map {
                let p = view.convert(CGPoint(x: $0.x, y: $0.y), to: nil)
                return Point(x: Double(p.x), y: Double(p.y))
            })
    }

    private static func rect(_ r: CGRect) -> Rect {
        Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
    }
}

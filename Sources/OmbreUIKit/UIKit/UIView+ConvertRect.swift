import Foundation

extension UIView {
    /// `rect` in this view's coordinates mapped to `view`'s (the window's for nil).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CALayer.box(rect) { convert($0, to: view) }
    }

    /// `rect` in `view`'s coordinates mapped to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CALayer.box(rect) { convert($0, from: view) }
    }
}

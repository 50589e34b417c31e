import Foundation

/// The boxes UIKit and Core Animation put geometry in, for animation values written as
/// `NSValue(cgPoint:)`, as Objective-C-era code writes them.
extension NSValue {
    /// The Objective-C type this module boxes a `CATransform3D` as: its sixteen numbers in a
    /// row (Foundation on Linux boxes no structures of its own making).
    static let transformType = "[16d]"

    /// A box holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// A box holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// A box holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// A box holding `transform`.
    public convenience init(caTransform3D transform: CATransform3D) {
        var copy = transform
        self.init(bytes: &copy, objCType: NSValue.transformType)
    }

    /// The point held (zero unless the box holds a point).
    public var cgPointValue: CGPoint { heldPoint ?? .zero }

    /// The size held (zero unless the box holds a size).
    public var cgSizeValue: CGSize { heldSize ?? .zero }

    /// The rectangle held (zero unless the box holds a rectangle).
    public var cgRectValue: CGRect { heldRect ?? .zero }

    /// The transform held (the identity unless the box holds a transform).
    public var caTransform3DValue: CATransform3D { heldTransform ?? CATransform3DIdentity }

    var heldPoint: CGPoint? { holds("{CGPoint=dd}") ? pointValue : nil }
    var heldSize: CGSize? { holds("{CGSize=dd}") ? sizeValue : nil }
    var heldRect: CGRect? { holds("{CGRect={CGPoint=dd}{CGSize=dd}}") ? rectValue : nil }
    var heldTransform: CATransform3D? {
        guard holds(NSValue.transformType) else { return nil }
        var t = CATransform3DIdentity
        withUnsafeMutableBytes(of: &t) { getValue($0.baseAddress!) }
        return t
    }

    /// Whether the box holds a value of the Objective-C type `type`.
    private func holds(_ type: String) -> Bool { String(cString: objCType) == type }
}

import Foundation
import OmbreGraphics

/// The curve of a layer's rounded corners, as Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles of `cornerRadius` (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous-curvature corners, as `UIBezierPath(roundedRect:cornerRadius:)`
    /// draws them: each reaches 1.528665 radii along its sides.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CALayer {
    /// How much farther along its sides a corner of `curve` reaches than its radius: 1 for
    /// circular corners, 1.528665 for continuous ones.
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? CGFloat(Path.continuousCornerReach) : 1
    }
}

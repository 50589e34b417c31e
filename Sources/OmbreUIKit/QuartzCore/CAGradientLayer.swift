import Foundation
import OmbreGraphics

/// The kind of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the line from start to end (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// An ellipse centered at start reaching end.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around start, from the direction of end.
    public static let conic = CAGradientLayerType(rawValue: "conic")

    var kind: OmbreGraphics.Gradient.Kind {
        switch self {
        case .radial: .radial
        case .conic: .conic
        default: .axial
        }
    }
}

/// A layer that fills its bounds with a gradient, as Core Animation's `CAGradientLayer`.
///
/// `colors` holds CGColors, `locations` NSNumbers (nil spaces the stops evenly), and the
/// points are in the unit space of the bounds, (0, 0) top left. Colors mix unpremultiplied,
/// and the fill is dithered, as on a current device. `colors`, `locations`, `startPoint` and
/// `endPoint` animate; `type` does not.
open class CAGradientLayer: CALayer {
    open var colors: [Any]? {
        get { self[LayerKey.colors] }
        set { set(LayerKey.colors, newValue) }
    }
    open var locations: [NSNumber]? {
        get { self[LayerKey.locations] }
        set { set(LayerKey.locations, newValue) }
    }
    open var startPoint: CGPoint {
        get { self[LayerKey.startPoint] }
        set { set(LayerKey.startPoint, newValue) }
    }
    open var endPoint: CGPoint {
        get { self[LayerKey.endPoint] }
        set { set(LayerKey.endPoint, newValue) }
    }
    open var type: CAGradientLayerType {
        get { self[LayerKey.type] }
        set { set(LayerKey.type, newValue) }
    }
    /// Ordered dithering of the fill (on, as a current device shows gradients).
    public var dithers = true

    open override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        if let other = other as? CAGradientLayer { dithers = other.dithers }
    }

    /// The gradient as shown at `time`.
    func presentedGradient(at time: Double) -> OmbreGraphics.Gradient? {
        let list = presented("colors", ColorList.read(colors) ?? ColorList(colors: nil), at: time).colors ?? []
        guard !list.isEmpty else { return nil }
        let stops = presented("locations", NumberList(numbers: locations?.map(\.doubleValue)), at: time).numbers
        return OmbreGraphics.Gradient(
            kind: type.kind, colors: list, locations: stops.flatMap { $0.count == list.count ? $0 : nil },
            startPoint: Point(presented("startPoint", startPoint, at: time)),
            endPoint: Point(presented("endPoint", endPoint, at: time)))
    }

    override func content(at time: Double, bounds: CGRect) -> LayerContent {
        guard let gradient = presentedGradient(at: time) else { return .none }
        return .gradient(gradient, dither: dithers)
    }
}

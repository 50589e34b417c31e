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
        didSet { changed("colors", from: ColorList.read(oldValue) ?? ColorList(colors: nil)) }
    }
    open var locations: [NSNumber]? {
        didSet { changed("locations", from: NumberList(numbers: oldValue?.map(\.doubleValue))) }
    }
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { if startPoint != oldValue { changed("startPoint", from: oldValue) } }
    }
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { if endPoint != oldValue { changed("endPoint", from: oldValue) } }
    }
    open var type: CAGradientLayerType = .axial
    /// Ordered dithering of the fill (on, as a current device shows gradients).
    public var dithers = true

    open override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        guard let other = other as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
        dithers = other.dithers
    }

    open override func applyPresentation(of source: CALayer, at time: Double) {
        super.applyPresentation(of: source, at: time)
        guard let source = source as? CAGradientLayer else { return }
        colors = source.presented("colors", ColorList.read(source.colors) ?? ColorList(colors: nil), at: time)
            .colors?.map { CGColor($0) }
        locations = source.presented(
            "locations", NumberList(numbers: source.locations?.map(\.doubleValue)), at: time
        ).numbers?.map { NSNumber(value: $0) }
        startPoint = source.presented("startPoint", source.startPoint, at: time)
        endPoint = source.presented("endPoint", source.endPoint, at: time)
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

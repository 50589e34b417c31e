import Foundation
import OmbreGraphics

/// How a shape layer's ends are stroked.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var ombre: StrokeStyle.Cap { self == .round ? .round : self == .square ? .square : .butt }
}

/// How a shape layer's corners are stroked.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var ombre: StrokeStyle.Join { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

/// The fill rule of a shape layer.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")

    var ombre: FillRule { self == .evenOdd ? .evenOdd : .nonZero }
}

/// A layer that fills and strokes a path, as Core Animation's `CAShapeLayer`.
///
/// Defaults as on a device: black fill, no stroke, width 1, butt caps, miter joins, the whole
/// path stroked (`strokeStart` 0, `strokeEnd` 1), no dashes. `strokeStart`, `strokeEnd`,
/// `lineWidth`, `lineDashPhase`, `fillColor` and `strokeColor` animate.
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor? = .black {
        didSet { if fillColor != oldValue { changed("fillColor", from: OptionalColor(color: oldValue)) } }
    }
    open var strokeColor: CGColor? {
        didSet { if strokeColor != oldValue { changed("strokeColor", from: OptionalColor(color: oldValue)) } }
    }
    open var lineWidth: CGFloat = 1 { didSet { if lineWidth != oldValue { changed("lineWidth", from: oldValue) } } }
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var strokeStart: CGFloat = 0 {
        didSet { if strokeStart != oldValue { changed("strokeStart", from: oldValue) } }
    }
    open var strokeEnd: CGFloat = 1 { didSet { if strokeEnd != oldValue { changed("strokeEnd", from: oldValue) } } }
    /// Lengths that alternate painted and unpainted along the stroke; nil strokes solid.
    open var lineDashPattern: [NSNumber]?
    /// How far into `lineDashPattern` the stroke starts.
    open var lineDashPhase: CGFloat = 0 {
        didSet { if lineDashPhase != oldValue { changed("lineDashPhase", from: oldValue) } }
    }

    open override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        guard let other = other as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        miterLimit = other.miterLimit
        fillRule = other.fillRule
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
    }

    open override func applyPresentation(of source: CALayer, at time: Double) {
        super.applyPresentation(of: source, at: time)
        guard let source = source as? CAShapeLayer else { return }
        fillColor = source.presented("fillColor", OptionalColor(color: source.fillColor), at: time).color
        strokeColor = source.presented("strokeColor", OptionalColor(color: source.strokeColor), at: time).color
        lineWidth = source.presented("lineWidth", source.lineWidth, at: time)
        strokeStart = source.presented("strokeStart", source.strokeStart, at: time)
        strokeEnd = source.presented("strokeEnd", source.strokeEnd, at: time)
        lineDashPhase = source.presented("lineDashPhase", source.lineDashPhase, at: time)
    }

    override func content(at time: Double, bounds: CGRect) -> LayerContent {
        guard let path = path?.path, !path.isEmpty else { return .none }
        let start = Double(presented("strokeStart", strokeStart, at: time))
        let end = Double(presented("strokeEnd", strokeEnd, at: time))
        let width = Double(presented("lineWidth", lineWidth, at: time))
        return .shape(
            ShapeContent(
                fill: path, fillColor: presented("fillColor", OptionalColor(color: fillColor), at: time).color?.color,
                rule: fillRule.ombre, stroke: path.trimmed(from: start, to: end),
                strokeColor: presented("strokeColor", OptionalColor(color: strokeColor), at: time).color?.color,
                style: StrokeStyle(
                    width: width, join: lineJoin.ombre, miterLimit: miterLimit, cap: lineCap.ombre,
                    dash: lineDashPattern?.map(\.doubleValue) ?? [],
                    dashPhase: Double(presented("lineDashPhase", lineDashPhase, at: time)))))
    }
}

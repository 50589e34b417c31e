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
    open var path: CGPath? {
        get { self[LayerKey.path] }
        set { set(LayerKey.path, newValue) }
    }
    open var fillColor: CGColor? {
        get { self[LayerKey.fillColor] }
        set { set(LayerKey.fillColor, newValue) }
    }
    open var strokeColor: CGColor? {
        get { self[LayerKey.strokeColor] }
        set { set(LayerKey.strokeColor, newValue) }
    }
    open var lineWidth: CGFloat {
        get { self[LayerKey.lineWidth] }
        set { set(LayerKey.lineWidth, newValue) }
    }
    open var lineCap: CAShapeLayerLineCap {
        get { self[LayerKey.lineCap] }
        set { set(LayerKey.lineCap, newValue) }
    }
    open var lineJoin: CAShapeLayerLineJoin {
        get { self[LayerKey.lineJoin] }
        set { set(LayerKey.lineJoin, newValue) }
    }
    open var miterLimit: CGFloat {
        get { self[LayerKey.miterLimit] }
        set { set(LayerKey.miterLimit, newValue) }
    }
    open var fillRule: CAShapeLayerFillRule {
        get { self[LayerKey.fillRule] }
        set { set(LayerKey.fillRule, newValue) }
    }
    open var strokeStart: CGFloat {
        get { self[LayerKey.strokeStart] }
        set { set(LayerKey.strokeStart, newValue) }
    }
    open var strokeEnd: CGFloat {
        get { self[LayerKey.strokeEnd] }
        set { set(LayerKey.strokeEnd, newValue) }
    }
    /// Lengths that alternate painted and unpainted along the stroke; nil strokes solid.
    open var lineDashPattern: [NSNumber]? {
        get { self[LayerKey.lineDashPattern] }
        set { set(LayerKey.lineDashPattern, newValue) }
    }
    /// How far into `lineDashPattern` the stroke starts.
    open var lineDashPhase: CGFloat {
        get { self[LayerKey.lineDashPhase] }
        set { set(LayerKey.lineDashPhase, newValue) }
    }

    override func content(at time: Double, bounds: CGRect) -> LayerContent {
        // Without a shape, what the layer drew or was given (a subclass's `draw(in:)`) shows.
        guard let path = path?.path, !path.isEmpty else { return super.content(at: time, bounds: bounds) }
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

import Foundation

/// The keys of the built-in layer properties, their slots in a layer's store and their
/// defaults, as Core Animation documents them.
enum LayerKey {
    /// The one spelling of `path` this layer model uses ("transform.rotation.z" is
    /// "transform.rotation"; "transform.scale.xy", which Core Animation takes though it does not
    /// document it, scales x and y alike, as "transform.scale" does in a flat picture).
    static func canonical(_ path: String) -> String {
        switch path {
        case "transform.rotation.z": "transform.rotation"
        case "transform.scale.xy": "transform.scale"
        default: path
        }
    }

    /// The built-in keys in slot order: CALayer's, then its subclasses'. `bounds` comes first
    /// (a layer checks slot 0 to lay out after a change of size).
    static let names = [
        "bounds", "position", "anchorPoint", "transform", "opacity", "zPosition", "sublayerTransform", "hidden",
        "masksToBounds", "cornerRadius", "cornerCurve", "backgroundColor", "borderWidth", "borderColor",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath", "mask",
        "needsDisplayOnBoundsChange", "contents", "contentsScale", "contentsGravity", "drawsAsynchronously",
        "shouldRasterize", "rasterizationScale", "name",
        "actions", "style", "speed", "timeOffset", "beginTime", "duration", "repeatCount", "repeatDuration",
        "autoreverses", "fillMode",
        // CAGradientLayer
        "colors", "locations", "startPoint", "endPoint", "type",
        // CAShapeLayer
        "path", "fillColor", "strokeColor", "lineWidth", "lineCap", "lineJoin", "miterLimit", "fillRule",
        "strokeStart", "strokeEnd", "lineDashPattern", "lineDashPhase",
        // CATextLayer
        "string", "font", "fontSize", "foregroundColor", "wrapped", "alignmentMode", "truncationMode",
    ]
    static let slots = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })

    static let bounds = LayerProperty(animatable: "bounds", CGRect.zero)
    static let position = LayerProperty(animatable: "position", CGPoint.zero)
    static let anchorPoint = LayerProperty(animatable: "anchorPoint", CGPoint(x: 0.5, y: 0.5))
    static let transform = LayerProperty(animatable: "transform", CATransform3DIdentity)
    static let opacity = LayerProperty(animatable: "opacity", Float(1))
    static let zPosition = LayerProperty(animatable: "zPosition", CGFloat(0))
    static let sublayerTransform = LayerProperty(animatable: "sublayerTransform", CATransform3DIdentity)
    static let hidden = LayerProperty("hidden", false)
    static let masksToBounds = LayerProperty("masksToBounds", false)
    static let cornerRadius = LayerProperty(animatable: "cornerRadius", CGFloat(0))
    static let cornerCurve = LayerProperty("cornerCurve", CALayerCornerCurve.circular)
    static let backgroundColor = color("backgroundColor", nil)
    static let borderWidth = LayerProperty(animatable: "borderWidth", CGFloat(0))
    static let borderColor = color("borderColor", .black)
    static let shadowColor = color("shadowColor", .black)
    static let shadowOpacity = LayerProperty(animatable: "shadowOpacity", Float(0))
    static let shadowOffset = LayerProperty(animatable: "shadowOffset", CGSize(width: 0, height: -3))
    static let shadowRadius = LayerProperty(animatable: "shadowRadius", CGFloat(3))
    static let shadowPath = LayerProperty(any: "shadowPath", CGPath?.none)
    static let mask = LayerProperty(any: "mask", CALayer?.none)
    static let needsDisplayOnBoundsChange = LayerProperty("needsDisplayOnBoundsChange", false)
    static let contents = LayerProperty(any: "contents", Any?.none)
    static let contentsScale = LayerProperty("contentsScale", CGFloat(1))
    static let contentsGravity = LayerProperty("contentsGravity", CALayerContentsGravity.resize)
    static let drawsAsynchronously = LayerProperty("drawsAsynchronously", false)
    static let shouldRasterize = LayerProperty("shouldRasterize", false)
    static let rasterizationScale = LayerProperty("rasterizationScale", CGFloat(1))
    static let name = LayerProperty("name", String?.none)
    static let actions = LayerProperty(any: "actions", [String: any CAAction]?.none)
    static let style = LayerProperty(any: "style", [AnyHashable: Any]?.none)
    static let speed = LayerProperty("speed", Float(1))
    static let timeOffset = LayerProperty("timeOffset", CFTimeInterval(0))
    static let beginTime = LayerProperty("beginTime", CFTimeInterval(0))
    static let duration = LayerProperty("duration", CFTimeInterval(0))
    static let repeatCount = LayerProperty("repeatCount", Float(0))
    static let repeatDuration = LayerProperty("repeatDuration", CFTimeInterval(0))
    static let autoreverses = LayerProperty("autoreverses", false)
    static let fillMode = LayerProperty("fillMode", CAMediaTimingFillMode.removed)

    static let colors = LayerProperty(
        animatable: "colors", [Any]?.none, as: { ColorList.read($0) ?? ColorList(colors: nil) },
        back: { $0.colors?.map { CGColor($0) } }, same: nil)
    static let locations = LayerProperty(
        animatable: "locations", [NSNumber]?.none, as: { NumberList(numbers: $0?.map(\.doubleValue)) },
        back: { $0.numbers?.map { NSNumber(value: $0) } }, same: ==)
    static let startPoint = LayerProperty(animatable: "startPoint", CGPoint(x: 0.5, y: 0))
    static let endPoint = LayerProperty(animatable: "endPoint", CGPoint(x: 0.5, y: 1))
    static let type = LayerProperty("type", CAGradientLayerType.axial)

    static let path = LayerProperty(any: "path", CGPath?.none)
    static let fillColor = color("fillColor", .black)
    static let strokeColor = color("strokeColor", nil)
    static let lineWidth = LayerProperty(animatable: "lineWidth", CGFloat(1))
    static let lineCap = LayerProperty("lineCap", CAShapeLayerLineCap.butt)
    static let lineJoin = LayerProperty("lineJoin", CAShapeLayerLineJoin.miter)
    static let miterLimit = LayerProperty("miterLimit", CGFloat(10))
    static let fillRule = LayerProperty("fillRule", CAShapeLayerFillRule.nonZero)
    static let strokeStart = LayerProperty(animatable: "strokeStart", CGFloat(0))
    static let strokeEnd = LayerProperty(animatable: "strokeEnd", CGFloat(1))
    static let lineDashPattern = LayerProperty("lineDashPattern", [NSNumber]?.none)
    static let lineDashPhase = LayerProperty(animatable: "lineDashPhase", CGFloat(0))

    static let string = LayerProperty(any: "string", Any?.none)
    static let font = LayerProperty(any: "font", CFTypeRef?.none)
    static let fontSize = LayerProperty(animatable: "fontSize", CGFloat(36))
    static let foregroundColor = color("foregroundColor", .white)
    static let wrapped = LayerProperty("wrapped", false)
    static let alignmentMode = LayerProperty("alignmentMode", CATextLayerAlignmentMode.natural)
    static let truncationMode = LayerProperty("truncationMode", CATextLayerTruncationMode.none)

    /// An optional color, animated as `OptionalColor` (nil mixes as clear).
    private static func color(_ name: String, _ defaultValue: CGColor?) -> LayerProperty<CGColor?> {
        LayerProperty(animatable: name, defaultValue, as: { OptionalColor(color: $0) }, back: \.color, same: ==)
    }

    /// Every built-in property, in slot order.
    static let all: [AnyLayerProperty] = [
        bounds, position, anchorPoint, transform, opacity, zPosition, sublayerTransform, hidden, masksToBounds,
        cornerRadius, cornerCurve, backgroundColor, borderWidth, borderColor, shadowColor, shadowOpacity,
        shadowOffset, shadowRadius, shadowPath, mask, needsDisplayOnBoundsChange, contents, contentsScale,
        contentsGravity, drawsAsynchronously, shouldRasterize, rasterizationScale, name, actions, style, speed,
        timeOffset, beginTime, duration, repeatCount, repeatDuration, autoreverses, fillMode, colors,
        locations, startPoint, endPoint, type, path, fillColor, strokeColor, lineWidth, lineCap, lineJoin,
        miterLimit, fillRule, strokeStart, strokeEnd, lineDashPattern, lineDashPhase, string, font, fontSize,
        foregroundColor, wrapped, alignmentMode, truncationMode,
    ]

    /// The built-in property with key `name`, if there is one.
    static func property(_ name: String) -> AnyLayerProperty? { slots[name].map { all[$0] } }
}

import OmbreGraphics

/// How the ends of open subpaths are stroked.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square

    var ombre: StrokeStyle.Cap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

/// How corners are stroked.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel

    var ombre: StrokeStyle.Join {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

/// Which points a path encloses.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd

    var ombre: FillRule { self == .winding ? .nonZero : .evenOdd }
}

/// What `drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// Whether a gradient draws past its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Extend the first color before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Extend the last color past the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// How drawing combines with what is already drawn, as Core Graphics names the modes; Ombre
/// draws `normal`, `copy` and `clear` (see `CGContext.setBlendMode(_:)`).
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter

    /// The mode a drawing is blended onto what lies below by, for the separable and
    /// non-separable modes; nil for normal, the copy and clear modes (drawn as they replace)
    /// and the Porter-Duff ones.
    var blending: BlendMode? {
        switch self {
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        default: nil
        }
    }
}

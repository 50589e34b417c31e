/// A colorizer whose color stops changing from some t on: every t at or above `padStart`
/// gives the pixels of `padStart` itself (the last stop pads outward).
protocol PaddedColorizer: Colorizer {
    var padStart: Float { get }
}

extension TwoStopColorizer: PaddedColorizer {
    var padStart: Float { l1 }
}

extension OpaqueTwoStopColorizer: PaddedColorizer {
    var padStart: Float { colors.l1 }
}

extension OpaqueTwoStopRadiusColorizer: PaddedColorizer {
    var padStart: Float { colors.l1 }
}

extension TableColorizer: PaddedColorizer {
    var padStart: Float { end }
}

extension TableFromStartColorizer: PaddedColorizer {
    var padStart: Float { colors.end }
}

import OmbreGraphics

extension Gradient.Interpolation {
    /// The space in which a stop's color moves from one frame of an animation to the next.
    ///
    /// Core Animation interpolates a `colors` animation's color components, the sRGB numbers,
    /// while each frame's layer still mixes its stops in Generic RGB; inferred, not measured.
    /// The other spaces move colors in their own space, as their layers mix them.
    var keyframeSpace: Gradient.Interpolation { self == .genericRGB ? .srgb : self }
}

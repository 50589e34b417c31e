/// How an animated gradient turns one frame into the next.
public enum AnimatedGradientStyle: String, CaseIterable, Hashable, Sendable {
    /// What AnimatedGradientView does on a device: frames padded to one color count, colors,
    /// locations and points interpolated element by element, and a change of type only once
    /// the transition into the new frame has ended.
    case ios
    /// Beyond what the device shows: frames with different stop counts morph through the union
    /// of their stops, and a change of type cross-fades.
    case smooth
}

import Foundation
import OmbreAnimation
import OmbreGraphics

extension AnimatedGradientView {
    /// Where a frame's colors flow, from the layer's start point to its end point: `.up`,
    /// `.upRight`, `.right`, `.downRight`, `.down`, `.downLeft`, `.left` or `.upLeft`.
    ///
    /// A radial or conic frame starts at the center, (0.5, 0.5), and reaches toward where the
    /// direction ends.
    public typealias Direction = OmbreAnimation.Direction

    /// The type of a frame's gradient: `.axial`, `.radial` or `.conic`, the gradient layer's own
    /// type, which does not animate.
    public typealias GradientType = CAGradientLayerType

    /// One frame in the library's shorthand: its colors as text, its direction and its type.
    public typealias AnimationValue = (colors: [String], direction: Direction, type: GradientType)

    /// One frame in the library's longhand, with the stop locations and duration the shorthand
    /// leaves to the view.
    ///
    /// Colors are text Ombre reads (`"#2BC0E4"`, `"rgb(255, 0, 0)"`, `"red"`, a CSS name); a
    /// string that names no color is left out of the frame. `locations` holds one number in 0...1
    /// per color; nil spreads the stops over the frame's distinct colors.
    public struct Animation: Hashable {
        /// The frame's colors as text, first stop first.
        public var colorStrings: [String]
        /// Where the colors flow.
        public var direction: Direction
        /// Where each color's stop sits along the gradient; nil lets the view space them.
        public var locations: [NSNumber]?
        /// Axial, radial or conic.
        public var type: GradientType
        /// Seconds the transition from this frame to the next takes; nil uses `animationDuration`.
        public var duration: Double?

        /// A frame of `colorStrings` flowing in `direction`, axial unless `type` says otherwise.
        public init(
            colorStrings: [String], direction: Direction, locations: [NSNumber]? = nil, type: GradientType = .axial,
            duration: Double? = nil
        ) {
            self.colorStrings = colorStrings
            self.direction = direction
            self.locations = locations
            self.type = type
            self.duration = duration
        }

        /// The frame in Ombre's terms, drawn with `colors` (the strings already read).
        func frame(colors: [Color]) -> GradientFrame {
            GradientFrame(
                colors: colors, locations: locations?.map(\.doubleValue), direction: direction, kind: type.kind,
                duration: duration)
        }
    }
}

/// The library's top-level name for `AnimatedGradientView.Direction`.
public typealias AnimatedGradientViewDirection = AnimatedGradientView.Direction

/// The library's top-level name for `AnimatedGradientView.Animation`.
public typealias AnimatedGradientViewAnimation = AnimatedGradientView.Animation

extension CAGradientLayerType {
    /// The layer type that draws gradients of `kind`.
    init(_ kind: OmbreGraphics.Gradient.Kind) {
        switch kind {
        case .axial: self = .axial
        case .radial: self = .radial
        case .conic: self = .conic
        }
    }
}

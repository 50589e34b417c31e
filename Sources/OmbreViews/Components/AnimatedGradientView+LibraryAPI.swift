import Foundation
import OmbreAnimation
import OmbreGraphics

// The AnimatedGradientView library's own API, on top of the view's `sequence`. Its control
// methods take no time: the view tree learns time only from rendering, so they act at the
// scene time of the latest render (`timeOfLatestUpdate`), or at 0 before the first.

extension AnimatedGradientView {
    /// The kinds of gradient a frame can have, as `CAGradientLayerType` names them:
    /// `.axial`, `.radial` and `.conic`.
    public typealias GradientType = Gradient.Kind

    /// Where a frame's colors flow, start → end: `.up`, `.upRight`, `.right`, `.downRight`,
    /// `.down`, `.downLeft`, `.left`, `.upLeft`.
    public typealias Direction = OmbreAnimation.Direction

    /// One frame in the library's shorthand: its colors as text, its direction and its type.
    public typealias AnimationValue = (colors: [String], direction: Direction, type: GradientType)

    /// One frame in the library's longhand: colors as text (`"#2BC0E4"`, `"rgb(255, 0, 0)"`,
    /// `"red"`), the direction they flow in, optional stop locations and the gradient's type.
    public struct Animation: Hashable, Sendable {
        /// The colors as text, in any form Ombre reads (hex, `rgb(…)`, UIKit and CSS names).
        public var colorStrings: [String]
        /// Where the colors flow, start → end.
        public var direction: Direction
        /// Where each color sits along the gradient, 0...1; nil spaces them as the library does.
        public var locations: [Double]?
        /// Axial, radial or conic.
        public var type: GradientType
        /// Seconds of the transition from this frame to the next; nil uses `animationDuration`.
        public var duration: Double?

        /// A frame of `colorStrings` flowing in `direction`.
        public init(
            colorStrings: [String], direction: Direction, locations: [Double]? = nil, type: GradientType = .axial,
            duration: Double? = nil
        ) {
            self.colorStrings = colorStrings
            self.direction = direction
            self.locations = locations
            self.type = type
            self.duration = duration
        }
    }

    /// What the library's properties were set to; the sequence's frames are made from it.
    struct LibrarySettings {
        var animations: [Animation]?
        var colors: [[Color]] = [[.purple, .orange]]
        var direction: Direction = .up
        var type: GradientType = .axial
        var invalidColorStrings: [String] = []
    }

    /// A view at `frame` that shows the library's default gradient (purple → orange, flowing
    /// up) until it is given `animationValues` or `animations`.
    public convenience init(frame: Rect) {
        self.init(sequence: GradientSequence(frames: []), frame: frame)
        applyLibrarySettings()
    }

    /// A view at `frame`; see `init(frame:)` with a `Rect`.
    public convenience init(frame: CGRect) {
        self.init(frame: Rect(frame))
    }

    /// The frames, each one's colors, direction, locations and type; setting it replaces the
    /// sequence's frames. Nil shows `colors` in `direction` and `type` instead.
    ///
    /// A color string that Ombre cannot read is left out of its frame, as the library does on a
    /// device (the frame then has one color fewer and is padded like any shorter frame); it is
    /// listed in `invalidColorStrings` and reported once on standard error, never ignored silently.
    public var animations: [Animation]? {
        get { library.animations }
        set {
            library.animations = newValue
            applyLibrarySettings()
        }
    }

    /// The frames in the library's shorthand, `(colors:, direction, type)` tuples; the same
    /// frames as `animations`, without locations.
    public var animationValues: [AnimationValue]? {
        get { library.animations?.map { ($0.colorStrings, $0.direction, $0.type) } }
        set {
            animations = newValue?.map { Animation(colorStrings: $0.colors, direction: $0.direction, type: $0.type) }
        }
    }

    /// The gradients played while `animations` is nil, all in `direction` and `type`; by default
    /// the library's one gradient, purple → orange.
    public var colors: [[Color]] {
        get { library.colors }
        set {
            library.colors = newValue
            applyLibrarySettings()
        }
    }

    /// Where `colors` flow while `animations` is nil (default `.up`).
    public var direction: Direction {
        get { library.direction }
        set {
            library.direction = newValue
            applyLibrarySettings()
        }
    }

    /// The type of the gradients of `colors` while `animations` is nil (default `.axial`).
    public var type: GradientType {
        get { library.type }
        set {
            library.type = newValue
            applyLibrarySettings()
        }
    }

    /// Seconds per transition for frames without a duration of their own (default 5).
    public var animationDuration: Double {
        get { sequence.defaultDuration }
        set {
            sequence.defaultDuration = newValue
            setNeedsDisplay()
        }
    }

    /// Whether the frames play again from the last back to the first, forever (default true).
    public var autoRepeat: Bool {
        get { sequence.autoRepeat }
        set {
            sequence.autoRepeat = newValue
            setNeedsDisplay()
        }
    }

    /// The color strings of `animations` that Ombre could not read, in order; empty when all are valid.
    public var invalidColorStrings: [String] { library.invalidColorStrings }

    /// Starts playing at the time of the latest render, or resumes where `stopAnimating()` froze it.
    ///
    /// While it plays this does nothing: there is never a second chain of transitions. A
    /// `scheduledStart` that has not happened yet is dropped, since the caller now decides.
    public func startAnimating() {
        setPlaying(true, at: controlTime)
    }

    /// Freezes the view where it is at the time of the latest render; `startAnimating()` or
    /// `resumeAnimating()` plays on from there.
    ///
    /// Called before the view was ever rendered, it also turns `autoAnimate` off, so that the
    /// first render shows the first frame instead of starting.
    public func stopAnimating() {
        if timeOfLatestUpdate == nil { autoAnimate = false }
        setPlaying(false, at: controlTime)
    }

    /// The same as `stopAnimating()`: freezes the view where it is.
    public func pauseAnimating() {
        stopAnimating()
    }

    /// Plays on from where `stopAnimating()` or `pauseAnimating()` froze the view; does nothing
    /// to a view that is playing or that never started.
    public func resumeAnimating() {
        sequence.resume(at: controlTime)
        setNeedsDisplay()
    }

    /// The scene time the control methods act at.
    private var controlTime: Double { timeOfLatestUpdate ?? 0 }

    /// Makes the sequence's frames from the library settings, reading the color strings.
    private func applyLibrarySettings() {
        var invalid: [String] = []
        if let animations = library.animations {
            let read = LibraryColorStrings(reading: animations.map(\.colorStrings))
            sequence.frames = zip(animations, read.colors).map { animation, colors in
                GradientFrame(
                    colors: colors, locations: animation.locations, direction: animation.direction,
                    kind: animation.type, duration: animation.duration)
            }
            read.report(unlessAlreadyReported: library.invalidColorStrings)
            invalid = read.invalid
        } else {
            sequence.frames = library.colors.map {
                GradientFrame(colors: $0, direction: library.direction, kind: library.type)
            }
        }
        library.invalidColorStrings = invalid
        setNeedsDisplay()
    }
}

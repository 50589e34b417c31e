import Foundation
import OmbreAnimation
import OmbreGraphics
import OmbreViews

/// A view that plays a sequence of gradients, with the API and the device behaviour of the
/// AnimatedGradientView library's view.
///
/// Its layer is a `CAGradientLayer`. Each transition from one frame to the next is a
/// `CAAnimationGroup` of `CABasicAnimation`s of the layer's colors, locations, start point and
/// end point (linear, `animationDuration` seconds unless the frame gives its own), and the
/// group's delegate starts the next one when it ends, on the scene clock. As the library does,
/// every frame is padded to the largest color count by repeating its last color, stops without
/// locations are spread over each frame's distinct colors, and the layer's type (which does not
/// animate) changes when the transition into a frame of another type ends.
///
/// Frames come from `animations` (or its shorthand `animationValues`); while it is nil, from
/// `colors` (or `colorStrings`), all in `direction` and `type`. With `autoAnimate` (the default)
/// the view starts at the first update after it is made, so that the properties set after
/// `init(frame:)` apply; `autoRepeat` (the default) plays the frames again from the last back to
/// the first, forever.
open class AnimatedGradientView: UIView {
    open override class var layerClass: AnyClass { CAGradientLayer.self }

    /// The frames in the library's longhand; nil plays `colors` instead.
    ///
    /// Setting it while a transition runs lets that transition end; the next one starts from the
    /// frame at the same position in the new list.
    public var animations: [Animation]? {
        didSet { framesDidChange() }
    }

    /// The frames in the library's shorthand, `(colors:, direction, type)`; the same frames as
    /// `animations`, without their locations and durations.
    public var animationValues: [AnimationValue]? {
        get { animations?.map { ($0.colorStrings, $0.direction, $0.type) } }
        set {
            animations = newValue?.map { Animation(colorStrings: $0.colors, direction: $0.direction, type: $0.type) }
        }
    }

    /// The gradients played while `animations` is nil, each in `direction` and `type`; by default
    /// one gradient, purple to orange.
    public var colors: [[UIColor]] = [[.purple, .orange]] {
        didSet { framesDidChange() }
    }

    /// `colors` as text; setting it sets `colors` to the colors the strings name, leaving out
    /// (and reporting on standard error) the ones that name none.
    public var colorStrings: [[String]] = [[]] {
        didSet {
            let read = LibraryColorStrings(reading: colorStrings)
            read.report(unlessAlreadyReported: [])
            colors = read.colors.map { $0.map(UIColor.init) }
        }
    }

    /// Where `colors` flow while `animations` is nil (default `.up`).
    public var direction: Direction = .up {
        didSet { framesDidChange() }
    }

    /// The type of the gradients of `colors` while `animations` is nil (default `.axial`).
    public var type: GradientType = .axial {
        didSet { framesDidChange() }
    }

    /// Seconds per transition for frames without a duration of their own (default 5); a
    /// transition of no positive, finite length passes at once.
    public var animationDuration: Double = 5

    /// Whether the view starts playing by itself at the first update after it is made (default
    /// true); setting it to false stops the view, as `stopAnimating()` does.
    public var autoAnimate = true {
        didSet { if !autoAnimate { stopAnimating() } }
    }

    /// Whether the frames play again from the last back to the first, forever (default true);
    /// without it the view rests on the last frame.
    public var autoRepeat = true

    /// The strings of `animations` that name no color, in order; empty when every one does.
    public private(set) var invalidColorStrings: [String] = []

    /// The frames as the layer shows them: padded to one color count, with their stop locations.
    var frames: [OmbreGraphics.Gradient] = []
    /// Each frame's own transition length, if it has one.
    var frameDurations: [Double?] = []
    /// The frame the layer's model shows: the frame a running transition heads to.
    var shownFrame = 0
    /// The number the delegate of the running transition carries; nil when none runs.
    var runningTransition: Int?
    /// Counts transitions, so that a delegate can tell whether its transition still runs.
    var transitionSerial = 0
    /// Whether a new transition starts when the running one ends.
    var isPlaying = false
    /// Whether a caller started, stopped or paused the view, which the automatic start then leaves alone.
    var wasControlled = false

    /// A view at `frame` showing the library's default gradient (purple to orange, flowing up),
    /// until it is given frames.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A view made as Interface Builder makes one; the same as `init(frame:)` with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// The view's layer as a gradient layer; nil when a subclass backs the view with another kind.
    var gradientLayer: CAGradientLayer? { layer as? CAGradientLayer }

    private func setUp() {
        framesDidChange()
        let world = UIKitWorld.current
        world.schedule(at: world.time) { [weak self] in
            guard let self, autoAnimate, !wasControlled else { return }
            startAnimating()
        }
    }

    /// Makes the frames again from the properties and shows the current one when no transition runs.
    private func framesDidChange() {
        let source: [GradientFrame]
        if let animations {
            let read = LibraryColorStrings(reading: animations.map(\.colorStrings))
            source = zip(animations, read.colors).map { $0.frame(colors: $1) }
            read.report(unlessAlreadyReported: invalidColorStrings)
            invalidColorStrings = read.invalid
        } else {
            source = colors.map { GradientFrame(colors: $0.map(\.color), direction: direction, kind: type.kind) }
            invalidColorStrings = []
        }
        frames = GradientFrame.equalized(source)
        frameDurations = source.map(\.duration)
        shownFrame = frames.isEmpty ? 0 : shownFrame % frames.count
        guard runningTransition == nil else { return }
        show(frame: shownFrame, withType: true)
        if isPlaying { beginNextTransition(at: UIKitWorld.current.time) }
    }
}

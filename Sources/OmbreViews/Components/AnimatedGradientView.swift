import OmbreAnimation
import OmbreGraphics

/// A view that plays a sequence of gradients, modelled on AnimatedGradientView.
///
/// Frames differ in colors, stop counts, directions and kinds; transitions interpolate by
/// the union of stops, and a change of kind cross-fades. Time comes from `update(at:)`.
public final class AnimatedGradientView: View {
    /// The frames and their timing; start, stop, resume and restart act on it.
    public let sequence: GradientSequence
    /// Starts playing at time 0 of the scene without being asked.
    public var autoAnimate: Bool
    /// Ordered dithering of the drawn gradients.
    public var dithers: Bool {
        get { transitionLayer.dithers }
        set {
            transitionLayer.dithers = newValue
            setNeedsDisplay()
        }
    }
    private var hasAutoStarted = false
    /// What the library's properties (`animations`, `animationValues`, ...) were set to.
    var library = AnimatedGradientView.LibrarySettings()
    /// What the sequence showed at the last update.
    private var state: GradientSequenceState

    private var transitionLayer: TransitionLayer { layer as! TransitionLayer }

    /// A view playing `sequence`, started at scene time 0 when `autoAnimate` is true.
    public init(sequence: GradientSequence, autoAnimate: Bool = true, frame: Rect = .zero) {
        self.sequence = sequence
        self.autoAnimate = autoAnimate
        state = sequence.state(at: 0)
        super.init(frame: frame, layer: TransitionLayer())
        transitionLayer.transition = state.transition
    }

    public override func update(at time: Double) {
        if autoAnimate && !hasAutoStarted {
            hasAutoStarted = true
            sequence.start(at: 0)
        }
        sequence.update(to: time)
        state = sequence.state(at: time)
        if state.transition != transitionLayer.transition {
            transitionLayer.transition = state.transition
            setNeedsDisplay()
        }
    }

    /// Playing and not yet resting on its last frame.
    public override var isAnimating: Bool {
        guard sequence.frames.count > 1 else { return false }
        // Not yet started by the first update: it will start then.
        if autoAnimate && !hasAutoStarted { return true }
        return sequence.isRunning && (sequence.autoRepeat || state.transitionIndex != nil)
    }
}

/// Draws a gradient transition: one gradient, or a cross-fade of two.
final class TransitionLayer: Layer {
    var transition: GradientTransition = .single(Gradient(colors: []))
    var dithers = true

    override var isOpaque: Bool {
        switch transition {
        case .single(let g): !g.colors.isEmpty && g.colors.allSatisfy { $0.alpha >= 1 }
        case .crossFade(let a, let b, _):
            [a, b].allSatisfy { !$0.colors.isEmpty && $0.colors.allSatisfy { $0.alpha >= 1 } }
        }
    }

    override func draw(in canvas: Canvas, bounds: Rect) {
        switch transition {
        case .single(let g):
            guard !g.colors.isEmpty else { return }
            canvas.fill(bounds, with: .gradient(g, bounds: bounds, dither: dithers))
        case .crossFade(let from, let to, let weight):
            canvas.fill(bounds, with: .crossFade(from: from, to: to, weight: weight, bounds: bounds, dither: dithers))
        }
    }
}

import OmbreAnimation
import OmbreGraphics

/// A view that plays a sequence of gradients, modelled on AnimatedGradientView.
///
/// Frames differ in colors, stop counts, directions and kinds; the sequence's style decides
/// how one turns into the next (by default as the library does on a device). Time comes from
/// `update(at:)`.
public final class AnimatedGradientView: View {
    /// The frames and their timing; start, stop, resume and restart act on it.
    public let sequence: GradientSequence
    /// Starts playing at time 0 of the scene without being asked.
    public var autoAnimate: Bool
    /// Without `autoAnimate`, the scene time at which an update starts the sequence, as a
    /// call to start it then would; nil waits for a caller. It happens once (again after
    /// `rewind()`); `setPlaying(_:at:)` drops it.
    public var scheduledStart: Double?
    /// Ordered dithering of the drawn gradients.
    public var dithers: Bool {
        get { transitionLayer.dithers }
        set {
            transitionLayer.dithers = newValue
            setNeedsDisplay()
        }
    }
    private var hasAutoStarted = false
    private var hasScheduledStart = false
    /// What the library's properties (`animations`, `animationValues`, ...) were set to.
    var library = AnimatedGradientView.LibrarySettings()

    private var transitionLayer: TransitionLayer { layer as! TransitionLayer }

    /// A view playing `sequence`, started at scene time 0 when `autoAnimate` is true.
    public init(sequence: GradientSequence, autoAnimate: Bool = true, frame: Rect = .zero) {
        self.sequence = sequence
        self.autoAnimate = autoAnimate
        super.init(frame: frame, layer: TransitionLayer())
        transitionLayer.transition = sequence.state(at: 0).transition
    }

    public override func update(at time: Double) {
        if autoAnimate && !hasAutoStarted {
            hasAutoStarted = true
            sequence.start(at: 0)
        }
        if !autoAnimate, !hasScheduledStart, let start = scheduledStart, time >= start {
            hasScheduledStart = true
            sequence.start(at: start)
        }
        sequence.update(to: time)
        // In place: a running transition's gradient reuses the arrays of the last frame's.
        if sequence.updateTransition(&transitionLayer.transition, at: time) { setNeedsDisplay() }
    }

    /// Playing and not yet resting on its last frame.
    public override var isAnimating: Bool {
        guard sequence.frames.count > 1 else { return false }
        // Not yet started by the first update, or waiting for its scheduled start.
        if autoAnimate && !hasAutoStarted { return true }
        if !autoAnimate && !hasScheduledStart && scheduledStart != nil { return true }
        return sequence.isMoving(at: timeOfLatestUpdate ?? 0)
    }
}

extension AnimatedGradientView {
    /// Goes back to how the scene began at scene time 0: playing from the first frame, or
    /// showing it and waiting again for its scheduled start or a caller.
    public func rewind() {
        if autoAnimate {
            hasAutoStarted = true
            sequence.restart(at: 0)
        } else {
            hasScheduledStart = false
            sequence.reset()
        }
        setNeedsDisplay()
    }

    /// Starts (or resumes) the sequence at scene time `time`, or stops it there; a scheduled
    /// start that has not happened yet is dropped, since the caller now decides.
    public func setPlaying(_ playing: Bool, at time: Double) {
        hasScheduledStart = true
        if playing { sequence.start(at: time) } else { sequence.stop(at: time) }
        setNeedsDisplay()
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

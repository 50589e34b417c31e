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
    public var dithers = true
    private var hasAutoStarted = false
    private var current: GradientTransition = .single(Gradient(colors: []))
    private var lastTime = 0.0

    public init(sequence: GradientSequence, autoAnimate: Bool = true, frame: Rect = .zero) {
        self.sequence = sequence
        self.autoAnimate = autoAnimate
        super.init(frame: frame, layer: TransitionLayer())
        current = sequence.state(at: 0).transition
        (layer as! TransitionLayer).transition = current
    }

    public override func update(at time: Double) {
        if autoAnimate && !hasAutoStarted {
            hasAutoStarted = true
            sequence.start(at: 0)
        }
        lastTime = time
        sequence.update(to: time)
        let next = sequence.state(at: time).transition
        if next != current {
            current = next
            let transitionLayer = layer as! TransitionLayer
            transitionLayer.transition = next
            transitionLayer.dithers = dithers
            setNeedsDisplay()
        }
    }

    /// Playing and not yet resting on its last frame.
    public override var isAnimating: Bool {
        guard sequence.isRunning || (autoAnimate && !hasAutoStarted), sequence.frames.count > 1 else { return false }
        return sequence.autoRepeat || sequence.state(at: lastTime).transitionIndex != nil || lastTime <= 0
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

import OmbreGraphics

/// The model of an animated gradient view: frames that blend one into the next, on the
/// caller's time.
///
/// It plays frame 0 → 1 → … → n − 1, each transition lasting its frame's duration (else
/// `defaultDuration`) under `timingCurve`, in the manner `style` names (see
/// `AnimatedGradientStyle`). With `autoRepeat` it goes on n − 1 → 0 → … forever;
/// without, it rests on the last frame after n − 1 transitions. Before it starts it shows the
/// first frame. `start`, `stop`, `resume` and `restart` never begin a second chain, and
/// `update(to:)` reports each transition's start and finish exactly once per chain, in order.
public final class GradientSequence {
    /// The gradients played in order, each with its optional transition duration.
    public var frames: [GradientFrame]
    /// Seconds per transition for frames without their own duration.
    public var defaultDuration: Double
    /// Maps each transition's elapsed fraction to its progress (default linear).
    public var timingCurve: TimingCurve
    /// Whether the frames play again from the last back to the first, forever.
    public var autoRepeat: Bool
    /// How one frame turns into the next.
    public var style: AnimatedGradientStyle
    /// Called once per event from `update(to:)`; events carry an empty name.
    public var onEvent: ((AnimationEvent) -> Void)?

    private var clock = PlaybackClock()
    /// The local time up to which events were reported.
    private var reportedThrough = -Double.infinity
    /// `GradientFrame.equalized` of the frames it was computed from.
    private var equalizedCache: (frames: [GradientFrame], gradients: [Gradient])?
    /// The timeline of the durations and repetition it was made for.
    private var timelineCache: (durations: [Double], autoRepeat: Bool, timeline: SequenceTimeline)?
    /// The blend of the transition shown last, with what it was made from: a running
    /// transition pairs its stops once, not every frame.
    private var blendCache: (frames: [GradientFrame], style: AnimatedGradientStyle, from: Int, to: Int, blend: Blend)?

    /// How a transition between two frames is worked out, by style.
    private enum Blend {
        case elementwise(ElementwiseGradientBlend)
        case stops(GradientBlend)
    }

    /// A sequence of `frames`, not yet started: it shows the first frame until `start(at:)`.
    public init(
        frames: [GradientFrame], defaultDuration: Double = 5, timingCurve: TimingCurve = .linear,
        autoRepeat: Bool = true, style: AnimatedGradientStyle = .ios
    ) {
        self.frames = frames
        self.defaultDuration = defaultDuration
        self.timingCurve = timingCurve
        self.autoRepeat = autoRepeat
        self.style = style
    }

    /// Whether the sequence is playing (started and not stopped).
    public var isRunning: Bool {
        if case .running = clock.state { return true }
        return false
    }

    /// Whether what it shows still changes after `time`: playing, and not yet resting on its
    /// last frame for good (a chain that starts after `time` counts as moving).
    public func isMoving(at time: Double) -> Bool {
        guard isRunning, frames.count > 1, let local = clock.localTime(at: time) else { return false }
        switch timeline.position(at: local) {
        case .moving: return true
        case .resting: return local < 0 && timeline.transitionCount != 0
        }
    }

    /// Starts playing at `time`; does nothing while playing, and resumes when stopped.
    public func start(at time: Double) { clock.start(at: time) }

    /// Freezes the sequence where it is at `time`.
    public func stop(at time: Double) { clock.pause(at: time) }

    /// Plays on from where `stop` froze it; does nothing unless stopped.
    public func resume(at time: Double) { clock.resume(at: time) }

    /// Plays from the first frame at `time`, dropping the old chain; its events are reported
    /// again from the first transition.
    public func restart(at time: Double) {
        clock.restart(at: time)
        reportedThrough = -.infinity
    }

    /// Drops the chain and waits, showing the first frame, until the next `start`.
    public func reset() {
        clock = PlaybackClock()
        reportedThrough = -.infinity
    }

    /// What the sequence shows at `time`. Without frames it shows a gradient with no colors.
    public func state(at time: Double) -> GradientSequenceState {
        switch moment(at: time) {
        case .resting(let frame):
            return GradientSequenceState(
                transition: restingTransition(frame), transitionIndex: nil, fromFrame: frame, toFrame: frame,
                progress: 0)
        case .running(let running):
            let transition: GradientTransition
            switch running.blend {
            case .elementwise(let blend):
                // The layer keeps the type of the frame it left until the transition ends.
                transition = .single(blend.gradient(at: running.progress))
            case .stops(let blend):
                transition = GradientTransition(blend, fraction: running.progress)
            }
            return GradientSequenceState(
                transition: transition, transitionIndex: running.index, fromFrame: running.from,
                toFrame: running.to, progress: running.progress)
        }
    }

    /// Makes `transition` what `state(at: time).transition` would be, writing a running blend's
    /// gradient into the arrays `transition` already holds, so that a view redrawn every frame
    /// allocates nothing; true when it changed.
    package func updateTransition(_ transition: inout GradientTransition, at time: Double) -> Bool {
        let running: Running
        switch moment(at: time) {
        case .resting(let frame): return transition.assign(restingTransition(frame))
        case .running(let r): running = r
        }
        let progress = running.progress
        switch running.blend {
        case .elementwise(let blend):
            return transition.overwriteSingle { blend.write(at: progress, into: &$0) }
        case .stops(let blend):
            // Frames that no single gradient blends become a cross-fade; `write` handles the ends.
            guard blend.isBlendable else { return transition.assign(GradientTransition(blend, fraction: progress)) }
            return transition.overwriteSingle { blend.write(at: progress, into: &$0) }
        }
    }

    /// A transition under way: its index, its frames, its progress after the timing curve and
    /// its blend.
    private struct Running {
        let index: Int
        let from: Int
        let to: Int
        let progress: Double
        let blend: Blend
    }

    /// Where the sequence is at `time`.
    private enum Moment {
        /// Showing a frame: before the first start (frame 0), between chains, or at the end.
        case resting(frame: Int)
        case running(Running)
    }

    private func moment(at time: Double) -> Moment {
        // Before the first start there is no chain, so nothing is running yet.
        guard !frames.isEmpty, let local = clock.localTime(at: time) else { return .resting(frame: 0) }
        switch timeline.position(at: local) {
        case .resting(let frame):
            return .resting(frame: frame)
        case .moving(let index, let fraction):
            let (from, to) = timeline.frames(ofTransition: index)
            return .running(
                Running(
                    index: index, from: from, to: to, progress: timingCurve.value(at: fraction),
                    blend: blend(from: from, to: to)))
        }
    }

    /// What resting on frame `frame` shows; without frames, a gradient with no colors.
    private func restingTransition(_ frame: Int) -> GradientTransition {
        frames.isEmpty ? .single(Gradient(colors: [])) : .single(gradient(ofFrame: frame))
    }

    /// Frame `index` as the style draws it while resting there.
    private func gradient(ofFrame index: Int) -> Gradient {
        switch style {
        case .smooth: return frames[index].gradient
        case .ios:
            if equalizedCache?.frames != frames {
                equalizedCache = (frames, GradientFrame.equalized(frames))
            }
            return equalizedCache!.gradients[index]
        }
    }

    /// The blend from frame `from` to frame `to` in the current style, made again only when
    /// the transition, the frames or the style changed.
    private func blend(from: Int, to: Int) -> Blend {
        if let cache = blendCache, cache.from == from, cache.to == to, cache.style == style, cache.frames == frames {
            return cache.blend
        }
        let blend: Blend
        switch style {
        case .ios:
            blend = .elementwise(ElementwiseGradientBlend(from: gradient(ofFrame: from), to: gradient(ofFrame: to)))
        case .smooth: blend = .stops(GradientBlend(from: frames[from].gradient, to: frames[to].gradient))
        }
        blendCache = (frames, style, from, to, blend)
        return blend
    }

    /// Reports every transition start and finish between the previous update and `time`.
    ///
    /// Moving time backward reports nothing, and what lies between is not reported again
    /// when time moves forward once more.
    @discardableResult
    public func update(to time: Double) -> [AnimationEvent] {
        guard !frames.isEmpty, let local = clock.localTime(at: time), local > reportedThrough else { return [] }
        let events = timeline.events(after: reportedThrough, through: local).map {
            AnimationEvent(name: "", kind: $0.kind, index: $0.index, localTime: $0.localTime)
        }
        reportedThrough = local
        // Callbacks may call back into the sequence, so they run only once its state is final.
        if let onEvent {
            for event in events { onEvent(event) }
        }
        return events
    }

    /// When each transition runs; made again only when a duration or the repetition changed.
    private var timeline: SequenceTimeline {
        if let cache = timelineCache, cache.autoRepeat == autoRepeat, cache.durations.count == frames.count {
            var same = true
            for (i, frame) in frames.enumerated() where (frame.duration ?? defaultDuration) != cache.durations[i] {
                same = false
                break
            }
            if same { return cache.timeline }
        }
        let durations = frames.map { $0.duration ?? defaultDuration }
        let timeline = SequenceTimeline(durations: durations, autoRepeat: autoRepeat)
        timelineCache = (durations, autoRepeat, timeline)
        return timeline
    }
}

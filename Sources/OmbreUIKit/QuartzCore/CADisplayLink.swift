import Foundation

/// Calls its target once per display refresh, as Core Animation's `CADisplayLink`: here at
/// every 1/60 s of the scene clock (or `preferredFramesPerSecond`), so a render at `--time T`
/// has had exactly the callbacks a device would have made by then.
open class CADisplayLink {
    /// Kept strongly, as iOS keeps it: a link that targets its owner keeps that owner alive
    /// until `invalidate()`, which is why code targets a weak proxy instead.
    private var target: AnyObject?
    private let selector: Selector
    private var world: UIKitWorld?
    private var firstFrame = 0.0
    private var frames = 0
    /// Whether callbacks are held back; they resume at the next refresh after unpausing.
    open var isPaused = false
    /// Refreshes per second asked for (0: the display's 60).
    open var preferredFramesPerSecond = 0
    /// The scene time of the refresh being handled.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The scene time of the refresh after it.
    open private(set) var targetTimestamp: CFTimeInterval = 0

    /// Seconds between refreshes.
    open var duration: CFTimeInterval { 1 / Double(preferredFramesPerSecond > 0 ? preferredFramesPerSecond : 60) }

    /// A link sending `selector` to `target` (with the link as its argument when it takes one);
    /// the link keeps `target` until it is invalidated.
    public init(target: Any, selector: Selector) {
        self.target = target as AnyObject
        self.selector = selector
    }

    /// Starts the callbacks on the scene clock; the run loop and mode are kept for source
    /// compatibility.
    open func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard world == nil else { return }
        let world = UIKitWorld.current
        self.world = world
        firstFrame = world.time
        frames = 0
        scheduleNext()
    }

    /// Stops the callbacks (the link has one mode here, so removing it from any stops it); the
    /// target is kept until `invalidate()`, and `add(to:forMode:)` starts the link again.
    open func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        world = nil
    }

    /// Stops the callbacks and lets the target go.
    open func invalidate() {
        world = nil
        target = nil
    }

    private func scheduleNext() {
        guard let world else { return }
        frames += 1
        let due = firstFrame + Double(frames) * duration
        world.schedule(at: due) { [self] in
            guard self.world != nil else { return }
            guard let target else {
                invalidate()
                return
            }
            timestamp = due
            targetTimestamp = due + duration
            if !isPaused { ObjCRuntime.send(selector, to: target, [self]) }
            scheduleNext()
        }
    }
}

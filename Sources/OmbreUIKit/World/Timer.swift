import Foundation

/// A timer that fires on the scene clock, as `Foundation.Timer` fires on a run loop.
///
/// UIKit code schedules it with `scheduledTimer(withTimeInterval:repeats:block:)`; it fires
/// when the preview or a render reaches its times, so `--time` gives exact, repeatable frames.
/// A repeating timer fires at start + k·interval for k = 1, 2, … until it is invalidated.
open class Timer {
    /// Seconds between firings.
    public let timeInterval: TimeInterval
    /// Extra data given at creation.
    public let userInfo: Any?
    /// How late a firing may be; kept for source compatibility, firings are never late here.
    open var tolerance: TimeInterval = 0
    private let repeats: Bool
    private let block: (Timer) -> Void
    private let world: UIKitWorld
    /// Whether the timer still fires.
    public private(set) var isValid = true
    /// The scene time of the next firing.
    public private(set) var fireDate: Date

    private var nextFire: Double
    /// The first firing and how many have passed: firings land on first + k·interval exactly,
    /// with no drift from adding the interval again and again.
    private let firstFire: Double
    private var firings = 0

    /// A timer that first fires `interval` seconds from now, not yet scheduled.
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.init(interval, userInfo: nil, repeats: repeats, block: block)
    }

    /// A timer that sends `selector` to `target` (with the timer as its argument when it takes
    /// one) `interval` seconds from now, not yet scheduled; the timer keeps `target`.
    public convenience init(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) {
        let receiver = target as AnyObject
        self.init(interval, userInfo: userInfo, repeats: repeats) { ObjCRuntime.send(selector, to: receiver, [$0]) }
    }

    private init(_ interval: TimeInterval, userInfo: Any?, repeats: Bool, block: @escaping (Timer) -> Void) {
        // A run loop treats intervals of 0 or less as 0.1 ms; so does the scene clock.
        self.timeInterval = max(interval, 0.0001)
        self.repeats = repeats
        self.block = block
        self.userInfo = userInfo
        self.world = UIKitWorld.current
        nextFire = world.time + self.timeInterval
        firstFire = nextFire
        fireDate = Date(timeIntervalSinceReferenceDate: nextFire)
    }

    /// Makes a timer and schedules it on the scene clock.
    @discardableResult
    open class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// Makes a timer sending `selector` to `target` and schedules it on the scene clock.
    @discardableResult
    open class func scheduledTimer(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> Timer {
        let timer = Timer(
            timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        timer.schedule()
        return timer
    }

    /// Puts the timer on the scene clock; `RunLoop.add(_:forMode:)` does this on a device.
    open func schedule() {
        let due = nextFire
        world.schedule(at: due) { [self] in fireScheduled() }
    }

    /// Runs the block now without changing the schedule; a non-repeating timer is then invalid.
    open func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer; it never fires again.
    open func invalidate() {
        isValid = false
    }

    private func fireScheduled() {
        guard isValid else { return }
        block(self)
        guard isValid else { return }
        guard repeats else {
            invalidate()
            return
        }
        firings += 1
        nextFire = firstFire + Double(firings) * timeInterval
        fireDate = Date(timeIntervalSinceReferenceDate: nextFire)
        schedule()
    }
}

/// A scheduler that runs closures on the scene clock, as `DispatchQueue.main` and `RunLoop.main`
/// run them on a device: an action for now at the next update, a later one when the scene clock
/// reaches its time, exactly (tolerances are not needed: nothing is late).
protocol SceneClockScheduler: Scheduler
where SchedulerTimeType == SceneSchedulerTime, SchedulerOptions == SceneSchedulerOptions {}

extension SceneClockScheduler {
    /// The scene time now.
    public var now: SceneSchedulerTime { SceneSchedulerTime(seconds: UIKitWorld.current.time) }

    /// No tolerance: closures run at their times.
    public var minimumTolerance: SceneSchedulerTime.Stride { 0 }

    /// Runs `action` at the next update, as `DispatchQueue.main.async` does.
    public func schedule(options: SceneSchedulerOptions?, _ action: @escaping () -> Void) {
        let world = UIKitWorld.current
        world.schedule(at: world.time, action)
    }

    /// Runs `action` when the scene clock reaches `date` (at the next update if it has passed).
    public func schedule(
        after date: SceneSchedulerTime, tolerance: SceneSchedulerTime.Stride, options: SceneSchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        UIKitWorld.current.schedule(at: date.seconds, action)
    }

    /// Runs `action` at `date` and at `date` + k · `interval` after it, until cancelled.
    public func schedule(
        after date: SceneSchedulerTime, interval: SceneSchedulerTime.Stride, tolerance: SceneSchedulerTime.Stride,
        options: SceneSchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        RepeatingAction.start(at: date.seconds, every: interval.magnitude, action)
    }
}

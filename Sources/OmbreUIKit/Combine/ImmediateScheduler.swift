/// A scheduler that runs each closure at once, whatever time it is given, as Combine's
/// `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// A moment on the scene clock.
    public typealias SchedulerTimeType = SceneSchedulerTime
    /// No options.
    public typealias SchedulerOptions = Never

    /// The one immediate scheduler.
    public static let shared = ImmediateScheduler()

    private init() {}

    /// The scene time now.
    public var now: SceneSchedulerTime { SceneSchedulerTime(seconds: UIKitWorld.current.time) }

    /// No tolerance.
    public var minimumTolerance: SceneSchedulerTime.Stride { 0 }

    /// Runs `action` now.
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

    /// Runs `action` now, whatever `date` is.
    public func schedule(
        after date: SceneSchedulerTime, tolerance: SceneSchedulerTime.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) {
        action()
    }

    /// Runs `action` now, once, whatever `date` and `interval` are.
    public func schedule(
        after date: SceneSchedulerTime, interval: SceneSchedulerTime.Stride, tolerance: SceneSchedulerTime.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        action()
        return AnyCancellable {}
    }
}

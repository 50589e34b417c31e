import Foundation

extension RunLoop: Scheduler, SceneClockScheduler {
    /// A moment on the scene clock.
    public typealias SchedulerTimeType = SceneSchedulerTime
    /// Options for running closures; none change anything here.
    public typealias SchedulerOptions = SceneSchedulerOptions
}

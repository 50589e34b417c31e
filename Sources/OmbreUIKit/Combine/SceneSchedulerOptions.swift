/// Options of the scene-clock schedulers (`DispatchQueue.SchedulerOptions`,
/// `RunLoop.SchedulerOptions`): none change anything, since every closure runs on the scene
/// clock in the order it was scheduled.
public struct SceneSchedulerOptions: Sendable {
    /// No options.
    public init() {}
}

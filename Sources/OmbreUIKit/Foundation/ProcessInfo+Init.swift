import Foundation

/// A type whose `init()` gives its shared instance: how `ProcessInfo()` builds here.
///
/// Apple's Foundation lets code make a `ProcessInfo` with `ProcessInfo()` (the simulator branch
/// of many libraries reads `ProcessInfo().environment`); Linux's Foundation keeps that
/// initializer internal. Through this protocol `ProcessInfo()` is the process's one
/// `ProcessInfo.processInfo`, which describes the same process.
public protocol OmbreSharedInstance {
    /// The instance `init()` gives.
    static var ombreSharedInstance: Self { get }
}

extension OmbreSharedInstance {
    /// The shared instance.
    public init() { self = Self.ombreSharedInstance }
}

extension ProcessInfo: OmbreSharedInstance {
    /// `ProcessInfo.processInfo`.
    public static var ombreSharedInstance: ProcessInfo { .processInfo }
}

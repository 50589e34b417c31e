import Foundation

/// Seconds, as Core Foundation counts time intervals.
public typealias CFTimeInterval = Double

/// The current media time: seconds on the scene clock since the scene started.
///
/// A device counts from boot; here 0 is the start of the scene, so `render --time T` and
/// the preview at T agree exactly.
public func CACurrentMediaTime() -> CFTimeInterval {
    UIKitWorld.current.time
}

import Foundation

// Constants Apple's platforms give through Darwin's math.h and Dispatch that Glibc and
// swift-corelibs-libdispatch do not, with Darwin's types and values.

/// The largest finite `Float` (math.h's `MAXFLOAT`).
public let MAXFLOAT = Float.greatestFiniteMagnitude
/// math.h's `HUGE`, which Darwin defines as `MAXFLOAT` (finite, not infinity).
public let HUGE = MAXFLOAT
/// Nanoseconds in a second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000

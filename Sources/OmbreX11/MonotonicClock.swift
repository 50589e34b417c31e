#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The frame loop's clock: the one place in Ombre that reads the time. Everything else gets
/// time as an input.
struct MonotonicClock {
    /// Seconds since an arbitrary fixed point; never goes backwards.
    func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

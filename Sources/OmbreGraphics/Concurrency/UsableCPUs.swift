internal import COmbreSystem
import Foundation

/// How many CPUs this process may run on: the CPUs of its affinity mask, capped by a cgroup
/// CPU quota, at least 1.
///
/// Containers and `taskset` grant fewer CPUs than the machine has; sizing thread pools by the
/// machine's core count would oversubscribe them.
package enum UsableCPUs {
    /// The count for this process, read once.
    package static let count: Int = {
        let quota = cgroupQuota()
        return max(1, min(affinityCount() ?? ProcessInfo.processInfo.activeProcessorCount, quota ?? .max))
    }()

    /// The CPUs in this process's affinity mask, or nil when it cannot be read.
    static func affinityCount() -> Int? {
        let n = Int(ombre_affinity_cpu_count())
        return n > 0 ? n : nil
    }

    /// The CPUs a cgroup quota allows (rounded up), or nil without a quota.
    static func cgroupQuota() -> Int? {
        if let text = try? String(contentsOfFile: "/sys/fs/cgroup/cpu.max", encoding: .utf8) {
            return quota(cgroupV2: text)
        }
        if let quota = try? String(contentsOfFile: "/sys/fs/cgroup/cpu/cpu.cfs_quota_us", encoding: .utf8),
            let period = try? String(contentsOfFile: "/sys/fs/cgroup/cpu/cpu.cfs_period_us", encoding: .utf8)
        {
            return self.quota(cgroupV1Quota: quota, period: period)
        }
        return nil
    }

    /// The CPUs allowed by cgroup v2's `cpu.max` ("QUOTA PERIOD", or "max PERIOD" for none).
    package static func quota(cgroupV2 text: String) -> Int? {
        let parts = text.split(whereSeparator: \.isWhitespace)
        guard parts.count >= 2, let quota = Double(parts[0]), let period = Double(parts[1]) else { return nil }
        return cpus(quota: quota, period: period)
    }

    /// The CPUs allowed by cgroup v1's quota and period files (a quota of -1 is none).
    package static func quota(cgroupV1Quota quota: String, period: String) -> Int? {
        guard let q = Double(quota.trimmingCharacters(in: .whitespacesAndNewlines)),
            let p = Double(period.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        return cpus(quota: q, period: p)
    }

    private static func cpus(quota: Double, period: Double) -> Int? {
        guard quota > 0, period > 0 else { return nil }
        return max(1, Int((quota / period).rounded(.up)))
    }
}

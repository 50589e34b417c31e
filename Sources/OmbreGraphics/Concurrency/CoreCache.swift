import Foundation

/// The size of a core's own cache, which sizes the strips a frame is drawn in.
package enum CoreCache {
    /// The bytes of one core's second-level cache, or nil when the system does not say.
    package static let level2Bytes: Int? = {
        let bytes = sysconf(Int32(_SC_LEVEL2_CACHE_SIZE))
        return bytes > 0 ? bytes : nil
    }()
}

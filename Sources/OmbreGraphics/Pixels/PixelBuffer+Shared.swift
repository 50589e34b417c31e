#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why pixel memory could not be shared with another process.
package struct SharedPixelsError: Error, CustomStringConvertible {
    /// The system call that failed and why.
    package let description: String
}

extension PixelBuffer {
    /// A buffer of `size` transparent black pixels in a new System V shared-memory segment that
    /// another process of this user can attach by `sharedSegment`, so that it draws frames
    /// straight into this buffer.
    ///
    /// The segment is marked for removal before this returns (Linux still lets other processes
    /// attach it), so the kernel frees it when the last process that attached it detaches or
    /// ends, however that happens; the termination signals are held off meanwhile.
    /// - Throws: `SharedPixelsError` when the kernel refuses the segment (its limits, `shmmax`
    ///   and `shmall`, are too small for the size).
    package init(sharedSize size: PixelSize) throws(SharedPixelsError) {
        let count = max(size.width * size.height, 1)
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let id = shmget(IPC_PRIVATE, count * 4, IPC_CREAT | 0o600)
        guard id >= 0 else {
            throw SharedPixelsError(description: "shmget of \(count * 4) bytes: \(String(cString: strerror(errno)))")
        }
        let address = shmat(id, nil, 0)
        let code = errno
        shmctl(id, IPC_RMID, nil)
        guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw SharedPixelsError(description: "shmat: \(String(cString: strerror(code)))")
        }
        self.init(
            storage: PixelStorage(count: count, segment: id, address: address), width: size.width,
            height: size.height)
    }

    /// The pixels of the shared-memory segment `segment`, which another process made with
    /// `init(sharedSize:)` for a buffer of `size`.
    /// - Throws: `SharedPixelsError` when the segment is gone, not this user's, or too small.
    package init(attaching segment: Int32, size: PixelSize) throws(SharedPixelsError) {
        let count = max(size.width * size.height, 1)
        var status = shmid_ds()
        guard shmctl(segment, IPC_STAT, &status) == 0 else {
            throw SharedPixelsError(description: "segment \(segment): \(String(cString: strerror(errno)))")
        }
        guard Int(status.shm_segsz) >= count * 4 else {
            throw SharedPixelsError(description: "segment \(segment) is too small for \(size)")
        }
        let address = shmat(segment, nil, 0)
        guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw SharedPixelsError(description: "shmat: \(String(cString: strerror(errno)))")
        }
        self.init(
            storage: PixelStorage(count: count, segment: segment, address: address), width: size.width,
            height: size.height)
    }

    /// The shared-memory segment holding exactly this buffer's pixels, row after row from its
    /// start, or nil when they are private memory or a region of a larger buffer.
    package var sharedSegment: Int32? {
        offset == 0 && stride == width ? storage.segment : nil
    }
}

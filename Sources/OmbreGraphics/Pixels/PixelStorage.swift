#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Owns the memory behind one or more `PixelBuffer` views.
final class PixelStorage: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt32>
    let count: Int
    /// The System V shared-memory segment the pixels live in, or nil for private memory.
    let segment: Int32?

    /// Pixels start on a cache line: a large block from `malloc` starts 16 bytes past one, so
    /// that every 64-byte store to a row straddled two lines (clearing a 1080p frame measured
    /// 0.118–0.132 ms, aligned 0.095).
    static let alignment = 64

    init(count: Int) {
        self.count = count
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: max(count, 1) * MemoryLayout<UInt32>.stride, alignment: Self.alignment)
        base = raw.bindMemory(to: UInt32.self, capacity: max(count, 1))
        base.initialize(repeating: 0, count: max(count, 1))
        segment = nil
    }

    /// `count` pixels in `segment`, attached at `address` (a page boundary).
    init(count: Int, segment: Int32, address: UnsafeMutableRawPointer) {
        self.count = count
        self.segment = segment
        base = address.bindMemory(to: UInt32.self, capacity: max(count, 1))
    }

    deinit {
        if segment != nil {
            shmdt(base)
        } else {
            UnsafeMutableRawPointer(base).deallocate()
        }
    }
}

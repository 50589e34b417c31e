#if canImport(Glibc)
    import Glibc
#endif

/// System V shared memory segments as `ipcs -m -p` lists them (read from /proc/sysvipc/shm).
enum SharedMemorySegments {
    /// The ids of segments that still exist.
    static func all() -> [(id: Int32, creator: pid_t)] {
        guard let file = fopen("/proc/sysvipc/shm", "r") else { return [] }
        defer { fclose(file) }
        var result: [(Int32, pid_t)] = []
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        var isHeader = true
        while getline(&line, &capacity, file) > 0, let line {
            defer { isHeader = false }
            guard !isHeader else { continue }
            // Columns: key shmid perms size cpid lpid nattch ...
            let fields = String(cString: line).split(whereSeparator: { $0 == " " || $0 == "\n" })
            if fields.count > 4, let id = Int32(fields[1]), let creator = pid_t(fields[4]) {
                result.append((id, creator))
            }
        }
        return result
    }

    /// Segments created by this test process that still exist.
    static func ofThisProcess() -> [Int32] {
        all().filter { $0.creator == getpid() }.map(\.id)
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Watches one file for saves with inotify, including editors that save by writing a new
/// file and renaming it over the old one, and calls `onChange` on its own thread.
///
/// The folder is watched rather than the file, so a rename that replaces the file is seen.
/// `onChange` runs once a save has settled (see `WriteSettler`), never in the middle of one.
package final class SceneFileWatcher: @unchecked Sendable {
    private let fd: Int32
    private let name: String
    private let lock = NSLock()
    private var stopped = false

    /// Starts watching `path`.
    /// - Throws: `PreviewError.watch` when inotify cannot watch the file's folder.
    package init(path: String, onChange: @escaping @Sendable () -> Void) throws {
        let url = URL(fileURLWithPath: path)
        name = url.lastPathComponent
        fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fd >= 0 else { throw PreviewError.watch("cannot watch \(path): \(String(cString: strerror(errno)))") }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_MODIFY)
        guard inotify_add_watch(fd, url.deletingLastPathComponent().path, mask) >= 0 else {
            close(fd)
            throw PreviewError.watch("cannot watch \(path): \(String(cString: strerror(errno)))")
        }
        let thread = Thread { [self] in self.watch(onChange) }
        thread.name = "ombre scene watcher"
        thread.start()
    }

    package func stop() {
        lock.withLock { stopped = true }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func watch(_ onChange: @Sendable () -> Void) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        var settler = WriteSettler()
        let clock = ContinuousClock()
        let start = clock.now
        func now() -> Double {
            let elapsed = clock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
        while !isStopped {
            // A short timeout lets `stop` end the thread without closing the fd under it.
            var timeout: Int32 = 100
            if let deadline = settler.deadline {
                timeout = Int32(min(100, max(0, ((deadline - now()) * 1000).rounded(.up))))
            }
            if poll(&pfd, 1, timeout) > 0 {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    for event in events(in: buffer, count: count) where event.name == name {
                        settler.note(
                            event.mask & UInt32(IN_MODIFY | IN_CREATE) != 0 ? .modified : .completed, at: now())
                    }
                }
            }
            if settler.takeSettled(at: now()) { onChange() }
        }
        close(fd)
    }

    /// The file names and masks of the inotify events in the first `count` bytes of `buffer`.
    private func events(in buffer: [UInt8], count: Int) -> [(name: String, mask: UInt32)] {
        var result: [(name: String, mask: UInt32)] = []
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
            let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)]
            let mask = buffer.withUnsafeBytes { $0.load(fromByteOffset: offset + 4, as: UInt32.self) }
            result.append((String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self), mask))
            offset += header + length
        }
        return result
    }
}

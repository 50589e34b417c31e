import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// An Xvfb server of one test, started with `-displayfd` so that it picks a free display
/// number and says when it is ready; stopped with SIGTERM when the test is done.
public final class XvfbServer: Sendable {
    /// The server's process id.
    public let pid: pid_t
    /// The display number the server chose.
    public let displayNumber: Int
    private let reaped = Mutex(false)

    /// The local (Unix socket) display name.
    public var name: String { ":\(displayNumber)" }
    /// The TCP display name; needs `-listen tcp`.
    public var tcpName: String { "127.0.0.1:\(displayNumber)" }
    /// The Unix socket and lock file that a killed server leaves behind.
    public var leftovers: [String] { ["/tmp/.X11-unix/X\(displayNumber)", "/tmp/.X\(displayNumber)-lock"] }

    /// Where Xvfb is, or nil when it is not installed.
    public static let executablePath: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/Xvfb" }.first { access($0, X_OK) == 0 }
    }()

    /// With CI=true the end-to-end tests must run: a missing Xvfb fails them instead of skipping them.
    public static let isRequired = ProcessInfo.processInfo.environment["CI"] == "true"

    /// Whether the end-to-end tests run here.
    public static let testsEnabled = isRequired || executablePath != nil

    /// Starts `Xvfb -displayfd 3 -screen 0 <screen> -noreset <arguments>` and waits until it is ready.
    /// - Throws: `XvfbError` when Xvfb is missing, fails to start, or says nothing within 10 s.
    public init(screen: String = "640x480x24", arguments: [String] = []) throws {
        guard let executable = Self.executablePath else {
            throw XvfbError("Xvfb is not installed (apt-get install xvfb); CI=true requires it")
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw XvfbError("pipe failed: errno \(errno)") }
        // Other tests may spawn processes meanwhile; they must not inherit these ends.
        ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[0]) }
        // dup2 onto itself would keep close-on-exec set, so make sure the write end is not fd 3.
        var writeEnd = ends[1]
        if writeEnd == 3 {
            writeEnd = fcntl(3, F_DUPFD_CLOEXEC, 10)
            close(3)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 3)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Test threads may block signals (dispatch threads do); Xvfb would inherit the mask and
        // ignore our SIGTERM. Give it an empty mask and default handlers.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ["Xvfb", "-displayfd", "3", "-screen", "0", screen, "-noreset"] + arguments
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, &cArgs, environ)
        close(writeEnd)
        guard status == 0 else { throw XvfbError("cannot start Xvfb: errno \(status)") }
        pid = child
        var text = ""
        var descriptor = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        while !text.contains("\n"), poll(&descriptor, 1, 10_000) > 0 {
            var chunk = [UInt8](repeating: 0, count: 32)
            let count = read(ends[0], &chunk, chunk.count)
            if count <= 0 { break }
            text += String(decoding: chunk.prefix(count), as: UTF8.self)
        }
        guard let number = Int(text.filter { !$0.isWhitespace }) else {
            kill(child, SIGKILL)
            waitpid(child, nil, 0)
            throw XvfbError("Xvfb \(argv.joined(separator: " ")) did not report a display number")
        }
        displayNumber = number
    }

    deinit {
        stop()
    }

    /// Sends `signal` without waiting.
    public func send(_ signal: Int32) {
        reaped.withLock { done in
            if !done { kill(pid, signal) }
        }
    }

    /// Kills the server at once, as a crash would, reaps it and removes the socket and lock
    /// file it leaves behind.
    public func crash() {
        reaped.withLock { done in
            guard !done else { return }
            done = true
            kill(pid, SIGKILL)
            waitpid(pid, nil, 0)
        }
        for path in leftovers { unlink(path) }
    }

    /// Ends the server with SIGTERM (SIGKILL after 2 s) and reaps it; safe to call twice.
    public func stop() {
        reaped.withLock { done in
            guard !done else { return }
            done = true
            kill(pid, SIGTERM)
            for _ in 0..<200 {
                if waitpid(pid, nil, WNOHANG) == pid { return }
                usleep(10_000)
            }
            kill(pid, SIGKILL)
            waitpid(pid, nil, 0)
        }
    }
}

/// Why an Xvfb server could not be started.
public struct XvfbError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    init(_ description: String) { self.description = description }
}

import Foundation
import OmbreGraphics
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The built `ombre` executable, next to the test bundle.
let ombreExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("ombre")

/// Seconds on a monotonic clock, for deadlines and latencies.
func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// Whether `condition` holds within `timeout` seconds, checking every 20 ms.
func waitUntil(timeout: Double, _ condition: () -> Bool) -> Bool {
    let deadline = monotonicSeconds() + timeout
    while monotonicSeconds() < deadline {
        if condition() { return true }
        usleep(20_000)
    }
    return condition()
}

/// Everything a pipe delivered so far, read on a thread of its own until the end of the stream.
final class PipeCollector: Sendable {
    private let data = Mutex(Data())
    private let finished = Mutex(false)

    /// Collects what `pipe` delivers; with nil, nothing, as a stream that ended at once.
    init(_ pipe: Pipe?) {
        guard let handle = pipe?.fileHandleForReading else {
            finished.withLock { $0 = true }
            return
        }
        let thread = Thread { [self] in
            while true {
                let chunk = handle.nextChunk
                if chunk.isEmpty { break }
                data.withLock { $0.append(chunk) }
            }
            // Foundation's `Process` keeps the pipe alive after the run; without this every run
            // would leave a descriptor open in the test process.
            try? handle.close()
            finished.withLock { $0 = true }
        }
        thread.start()
    }

    var bytes: Data { data.withLock { $0 } }
    var text: String { String(decoding: bytes, as: UTF8.self) }
    var isFinished: Bool { finished.withLock { $0 } }
}

/// A running `ombre` process whose output is collected while it runs.
final class OmbreProcess {
    let process = Process()
    private let out: PipeCollector
    private let err: PipeCollector

    /// Starts `ombre arguments` on `display`, in `directory` when given.
    ///
    /// - Parameters:
    ///   - arguments: the command line after `ombre`.
    ///   - display: the X display to open the window on.
    ///   - directory: the working directory; nil keeps this process's.
    ///   - environment: added to (or, with nil values, removed from) this process's environment.
    ///   - errorReaderGone: standard error is a pipe whose reader has quit, as after `2>&1 | head -1`.
    /// - Throws: when the process cannot be started.
    init(
        _ arguments: [String], display: String, directory: URL? = nil, environment: [String: String?] = [:],
        errorReaderGone: Bool = false
    ) throws {
        var variables = ProcessInfo.processInfo.environment
        variables["DISPLAY"] = display
        variables["OMBRE_NO_SHM"] = nil
        for (key, value) in environment { variables[key] = value }
        process.executableURL = ombreExecutable
        process.arguments = arguments
        process.environment = variables
        if let directory { process.currentDirectoryURL = directory }
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = FileHandle.nullDevice
        out = PipeCollector(outPipe)
        if errorReaderGone {
            try errPipe.fileHandleForReading.close()
            err = PipeCollector(nil)
        } else {
            err = PipeCollector(errPipe)
        }
        try process.run()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    var pid: pid_t { process.processIdentifier }
    var stdout: String { out.text }
    var stderr: String { err.text }

    /// Waits up to `timeout` seconds for the exit and for the end of its output; returns the
    /// exit status, or nil when it is still running (or was ended by a signal).
    @discardableResult
    func waitForExit(timeout: Double) -> Int32? {
        let deadline = monotonicSeconds() + timeout
        while process.isRunning && monotonicSeconds() < deadline { usleep(5_000) }
        guard !process.isRunning else { return nil }
        while !(out.isFinished && err.isFinished) && monotonicSeconds() < deadline + 1 { usleep(5_000) }
        return process.terminationReason == .exit ? process.terminationStatus : nil
    }

    /// How the process ended, for failure messages.
    var outcome: String {
        if process.isRunning { return "still running" }
        let how = process.terminationReason == .exit ? "exit status" : "signal"
        return "\(how) \(process.terminationStatus); stderr: \(stderr)"
    }

    /// Waits up to `timeout` seconds until `condition` holds for the collected stdout or stderr.
    func waitForOutput(timeout: Double, _ condition: (_ out: String, _ err: String) -> Bool) -> Bool {
        let deadline = monotonicSeconds() + timeout
        while monotonicSeconds() < deadline {
            if condition(stdout, stderr) { return true }
            usleep(10_000)
        }
        return condition(stdout, stderr)
    }
}

/// The result of running an X client tool to its end.
struct ToolResult {
    var status: Int32
    var out: Data
    var err: String
    var text: String { String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
}

/// A tool that was still running at its time limit and was killed.
struct ToolTimedOut: Error, CustomStringConvertible {
    let description: String
}

/// Runs the tool `name` (found on PATH) with `arguments` on `display`, killing it after `timeout` seconds.
///
/// The limit is generous because a loaded two-core machine, with compilers running beside the
/// X server, has been seen to take over ten seconds for one `xdotool search`.
/// - Throws: `ToolTimedOut` when the limit passes; `EndToEndFailure` when the tool is missing.
func runTool(_ name: String, _ arguments: [String], display: String, timeout: Double = 30) throws -> ToolResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [name] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    process.environment = environment
    let outPipe = Pipe()
    let errPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    process.standardInput = FileHandle.nullDevice
    let out = PipeCollector(outPipe)
    let err = PipeCollector(errPipe)
    try process.run()
    let deadline = monotonicSeconds() + timeout
    while process.isRunning && monotonicSeconds() < deadline { usleep(2_000) }
    if process.isRunning {
        process.terminate()
        process.waitUntilExit()
        let command = ([name] + arguments).joined(separator: " ")
        throw ToolTimedOut(description: "\(command) did not finish within \(timeout) s")
    }
    while !(out.isFinished && err.isFinished) { usleep(1_000) }
    if process.terminationStatus == 127 {
        throw EndToEndFailure("\(name) is not installed (apt-get install xdotool x11-apps x11-utils): \(err.text)")
    }
    return ToolResult(status: process.terminationStatus, out: out.bytes, err: err.text)
}

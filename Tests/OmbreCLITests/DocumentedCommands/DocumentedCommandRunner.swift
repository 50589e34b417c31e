import Foundation
import OmbreGraphics
import Synchronization

/// Runs documented commands as a reader would type them into a shell, with the built `ombre`
/// first on `PATH`, and checks the exit status and every result their comments state.
struct DocumentedCommandRunner: Sendable {
    /// The package whose files the commands name (`Examples/UIKit/…`).
    let package: URL
    /// The folder holding the built `ombre`.
    let binaries: URL
    /// The X display for commands that open a window; nil leaves them out.
    let display: String?
    /// Frame-clock ticks after which a window closes (`--frames`).
    let frames: Int
    /// Seconds a command may take before it is stopped and counted as failed.
    let timeout: Double

    /// What running one command showed.
    struct Outcome: Sendable {
        let command: DocumentedCommand
        let seconds: Double
        /// Why the command does not do what the documentation says; empty when it does.
        let failures: [String]
    }

    /// Runs `blocks` on `workers` threads, each block's commands in order in a folder of its own
    /// (a command may use what an earlier one in its block wrote); returns the outcomes in order.
    func run(_ blocks: [DocumentedBlock], workers: Int) -> [Outcome] {
        let next = Mutex(0)
        let outcomes = Mutex([[Outcome]](repeating: [], count: blocks.count))
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, blocks.count))) { _ in
            while true {
                let index = next.withLock { value in
                    defer { value += 1 }
                    return value
                }
                guard index < blocks.count else { return }
                let result = run(blocks[index])
                outcomes.withLock { $0[index] = result }
            }
        }
        return outcomes.withLock { $0.flatMap { $0 } }
    }

    /// Runs one block's commands in order in a new folder that sees the package's files and
    /// holds the document's.
    private func run(_ block: DocumentedBlock) -> [Outcome] {
        let folder: URL
        do {
            folder = try workingFolder()
            for (name, text) in block.files {
                try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        } catch {
            return block.commands.map { Outcome(command: $0, seconds: 0, failures: ["no working folder: \(error)"]) }
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        return block.commands.map { run($0, in: folder) }
    }

    /// A temporary folder with a link to each of the package's top-level entries, so that paths
    /// in the documentation resolve while what the commands write stays out of the package.
    private func workingFolder() throws -> URL {
        let folder = try temporaryDirectory()
        let manager = FileManager.default
        for entry in try manager.contentsOfDirectory(atPath: package.path) where !entry.hasPrefix(".") {
            try manager.createSymbolicLink(
                at: folder.appendingPathComponent(entry), withDestinationURL: package.appendingPathComponent(entry))
        }
        return folder
    }

    private func run(_ command: DocumentedCommand, in folder: URL) -> Outcome {
        let started = Date()
        var text = command.command
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = binaries.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["DISPLAY"] = nil
        if command.opensWindow {
            guard let display else {
                return Outcome(command: command, seconds: 0, failures: ["opens a window, but no X server was started"])
            }
            environment["DISPLAY"] = display
            text += " --frames \(frames)"
        }
        let out = folder.appendingPathComponent(".stdout-\(command.line)")
        let err = folder.appendingPathComponent(".stderr-\(command.line)")
        var failures: [String] = []
        let status: Int32
        do {
            status = try shell(text, in: folder, environment: environment, out: out, err: err)
        } catch {
            return Outcome(command: command, seconds: 0, failures: ["did not start: \(error)"])
        }
        let printed =
            ((try? String(contentsOf: out, encoding: .utf8)) ?? "")
            + ((try? String(contentsOf: err, encoding: .utf8)) ?? "")
        if status != command.expectedStatus {
            let cause = status == timedOut ? "ran longer than \(Int(timeout)) s" : "exited \(status)"
            failures.append("\(cause), expected \(command.expectedStatus)")
        }
        for claim in command.claims {
            if let failure = check(claim, of: command, in: folder, printed: printed) { failures.append(failure) }
        }
        if !failures.isEmpty { failures.append("its output:\n" + printed.suffix(2_000)) }
        return Outcome(command: command, seconds: Date().timeIntervalSince(started), failures: failures)
    }

    /// Nil when `claim` holds, else what is wrong.
    private func check(_ claim: DocumentedCommand.Claim, of command: DocumentedCommand, in folder: URL, printed: String)
        -> String?
    {
        switch claim {
        case .exit:
            return nil
        case .unreadable(let text):
            return "states a result the test cannot read: \"\(text)\""
        case .prints(let text):
            return printed.contains(text) ? nil : "does not print \"\(text)\""
        case .writes(let paths):
            let missing = paths.filter {
                !FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
            }
            return missing.isEmpty ? nil : "did not write \(missing.joined(separator: ", "))"
        case .pixels(let width, let height):
            guard let output = command.output else { return "states a size in pixels, but has no -o" }
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(output)),
                let image = try? PixelBuffer(pngData: Array(data))
            else { return "did not write a readable PNG \(output)" }
            let size = PixelSize(width: width, height: height)
            return image.size == size ? nil : "wrote \(image.size) pixels, not \(size)"
        }
    }

    /// The status a command gets when it overran `timeout` and was killed.
    private let timedOut: Int32 = -1

    /// Runs `sh -c "exec TEXT"` in `folder` with its output in files (so that a full pipe never
    /// blocks it); kills it after `timeout` seconds.
    private func shell(_ text: String, in folder: URL, environment: [String: String], out: URL, err: URL) throws
        -> Int32
    {
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \(text)"]
        process.currentDirectoryURL = folder
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                return timedOut
            }
            usleep(20_000)
        }
        return process.terminationStatus
    }
}

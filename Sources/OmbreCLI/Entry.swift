import ArgumentParser

/// Runs the command line and returns the process's exit status.
///
/// 0 success (and `--help`), 1 runtime failure, 2 bad input; messages go to stderr.
public func ombreMain(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32 {
    do {
        var command = try Ombre.parseAsRoot(arguments)
        try command.run()
        return 0
    } catch let error as CLIError {
        printError("ombre: \(error)")
        return error.exitStatus
    } catch let code as ExitCode {
        // Thrown after the command said what it had to (`diff` and `snapshot` exit 1 for "different").
        return code.rawValue
    } catch {
        let code = Ombre.exitCode(for: error)
        let message = Ombre.fullMessage(for: error)
        if code == .success {
            print(message)
            return 0
        }
        printError(message.hasPrefix("Error:") ? "ombre: " + message.dropFirst(7) : message)
        if !message.contains("--help") {
            printError("Run `ombre --help` for usage.")
        }
        return 2
    }
}

func printError(_ text: String) {
    printError(text, newline: true)
}

import ArgumentParser

/// Runs the command line and returns the process's exit status.
///
/// 0 success (and `--help`), 1 runtime failure, 2 bad input; messages go to stderr.
public func ombreMain(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32 {
    do {
        let arguments = CommandLineWords.namingPreviews(CommandLineWords.joiningNegativeValues(arguments))
        try CommandLineWords.checkCommandName(
            arguments, commands: Ombre.configuration.subcommands.map { $0._commandName } + ["help"])
        try CommandLineWords.checkValues(
            arguments, rules: CommandLineWords.valueRules(for: Ombre.configuration.subcommands))
        var command = try Ombre.parseAsRoot(arguments)
        try command.run()
        return 0
    } catch let error as CLIError {
        printError(prefixed(error.description))
        return error.exitStatus
    } catch let code as ExitCode {
        // Thrown after the command said what it had to (`diff` and `snapshot` exit 1 for "different").
        return code.rawValue
    } catch {
        let code = Ombre.exitCode(for: error)
        var message = Ombre.fullMessage(for: error)
        if code == .success {
            print(message)
            return 0
        }
        if message.hasPrefix("Error: ") { message.removeFirst(7) }
        // Only usage mistakes are bad input; anything else thrown while running is a failure.
        guard code == .validationFailure else {
            printError(prefixed(message))
            return 1
        }
        if !message.contains("--help") { message += "\nrun `ombre --help` for usage" }
        printError(prefixed(message))
        return 2
    }
}

func printError(_ text: String) {
    printError(text, newline: true)
}

/// `text` with every line starting "ombre: ", as every message on stderr does.
func prefixed(_ text: String) -> String {
    text.split(separator: "\n").map { "ombre: \($0)" }.joined(separator: "\n")
}

import ArgumentParser
import Foundation
import OmbreGraphics
import OmbreScene

/// Fixes of the raw argument list that the argument parser cannot make by itself.
enum CommandLineWords {
    /// `arguments` with every `--name -1` written `--name=-1`, so that a negative number
    /// reaches the option (to be judged there) instead of reading as an unknown option.
    static func joiningNegativeValues(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" {
                result += arguments[index...]
                break
            }
            if word.hasPrefix("--"), !word.contains("="), index + 1 < arguments.count,
                looksNegative(arguments[index + 1])
            {
                result.append("\(word)=\(arguments[index + 1])")
                index += 2
                continue
            }
            result.append(word)
            index += 1
        }
        return result
    }

    /// What `--preview` without a name stands for: the first `#Preview` block.
    static let firstPreview = "(first)"

    /// `--preview` with no name after it (at the end, or before an option or a `.swift` file)
    /// becomes `--preview=(first)`, as the argument parser takes no empty value.
    static func namingPreviews(_ arguments: [String]) -> [String] {
        var result: [String] = []
        for (index, word) in arguments.enumerated() {
            let next = index + 1 < arguments.count ? arguments[index + 1] : nil
            if word == "--preview", next.map({ $0.hasPrefix("-") || $0.hasSuffix(".swift") }) ?? true {
                result.append("--preview=\(firstPreview)")
            } else {
                result.append(word)
            }
        }
        return result
    }

    /// A word that starts like a negative number (`-1`, `-.5`, `-1x5`); no option is spelt so.
    private static func looksNegative(_ word: String) -> Bool {
        guard word.hasPrefix("-"), let next = word.dropFirst().first else { return false }
        return next.isNumber || (next == "." && word.dropFirst(2).first?.isNumber == true)
    }

    /// Throws when the first word is neither a command, an option, a scene file nor a demo,
    /// but close to a command's name (`rendr`): taking it as a scene would hide the typo.
    static func checkCommandName(_ arguments: [String], commands: [String]) throws(CLIError) {
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first),
            !first.contains("/"), !first.contains("."), !FileManager.default.fileExists(atPath: first),
            BuiltinScene.named(first) == nil, let near = likelyMeant(first, among: commands)
        else { return }
        throw .badInput("unknown command '\(abbreviated(first))' (did you mean '\(near)'?)")
    }

    /// What is wrong with one option's value, or nil when nothing is.
    typealias ValueRule = @Sendable (String) -> String?

    /// Throws the first problem a rule finds with the value of its option, before the argument
    /// parser sees it: its own messages say only that a value is invalid, and it takes
    /// hexadecimal, `inf` and `nan` as numbers.
    static func checkValues(_ arguments: [String], rules: [String: ValueRule]) throws(CLIError) {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" { return }
            var name = word
            var value: String?
            if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
                name = String(word[..<equals])
                value = String(word[word.index(after: equals)...])
            } else if index + 1 < arguments.count {
                value = arguments[index + 1]
            }
            if let rule = rules[name], let value, let problem = rule(value) {
                throw .badInput("\(name) \(abbreviated(value)): \(problem)")
            }
            index += 1
        }
    }

    /// Rules for the options of `commands` by their type: decimal numbers for `Double`
    /// options, `WxH` with sides 1...16384 for `PixelSize` ones.
    static func valueRules(for commands: [any ParsableArguments.Type]) -> [String: ValueRule] {
        var rules: [String: ValueRule] = [:]
        for command in commands {
            for (name, kind) in typedOptions(of: command.init()) {
                rules[name] = kind == .decimal ? decimalProblem : sizeProblem
            }
        }
        return rules
    }

    static func decimalProblem(_ text: String) -> String? {
        parseDecimal(text) == nil ? "not a decimal number" : nil
    }

    static func sizeProblem(_ text: String) -> String? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            return "a size is WxH in whole numbers, as in 800x600"
        }
        let sides = 1...PixelSize.maximumSide
        guard sides.contains(w), sides.contains(h) else {
            return "width and height must each be 1...\(PixelSize.maximumSide)"
        }
        return nil
    }

    enum OptionKind { case decimal, size }

    /// The long names of the options of `arguments` (and its option groups) whose type needs
    /// a rule, spelt as the parser derives them from the property names.
    static func typedOptions(of arguments: any ParsableArguments) -> [String: OptionKind] {
        var names: [String: OptionKind] = [:]
        for child in Mirror(reflecting: arguments).children {
            if let group = child.value as? any ArgumentGroup {
                names.merge(typedOptions(of: group.argumentsType.init())) { a, _ in a }
                continue
            }
            guard let label = child.label else { continue }
            let name = "--" + kebabCase(label.hasPrefix("_") ? String(label.dropFirst()) : label)
            if child.value is any DecimalOption { names[name] = .decimal }
            if child.value is any SizeOption { names[name] = .size }
        }
        return names
    }

    /// `startTime` → `start-time`, `noSHM` → `no-shm`, as the argument parser names options.
    static func kebabCase(_ name: String) -> String {
        var result = ""
        let characters = Array(name)
        for (i, c) in characters.enumerated() {
            if c.isUppercase, i > 0 {
                let previousLower = characters[i - 1].isLowercase || characters[i - 1].isNumber
                let nextLower = i + 1 < characters.count && characters[i + 1].isLowercase
                if previousLower || (nextLower && characters[i - 1].isUppercase) { result.append("-") }
            }
            result.append(Character(c.lowercased()))
        }
        return result
    }
}

/// An `@OptionGroup`, seen through `Mirror`.
protocol ArgumentGroup {
    var argumentsType: any ParsableArguments.Type { get }
}

extension OptionGroup: ArgumentGroup {
    var argumentsType: any ParsableArguments.Type { Value.self }
}

/// A value type written as a decimal number on the command line.
protocol DecimalValue {}
extension Double: DecimalValue {}
extension Optional: DecimalValue where Wrapped == Double {}

/// An `@Option` holding a `Double`, seen through `Mirror`.
protocol DecimalOption {}
extension Option: DecimalOption where Value: DecimalValue {}

/// A value type written as `WxH` on the command line.
protocol SizeValue {}
extension PixelSize: SizeValue {}
extension Optional: SizeValue where Wrapped == PixelSize {}

/// An `@Option` holding a `PixelSize`, seen through `Mirror`.
protocol SizeOption {}
extension Option: SizeOption where Value: SizeValue {}

import Foundation

/// An `ombre …` command as the documentation shows it in a fenced code block, with the result
/// its trailing comment states.
///
/// A line of a fenced code block is a command when it starts with `ombre` or `swift run ombre`
/// (after an optional `$ `); a line ending in `\` continues on the next. Blocks marked `text`
/// hold synopses and output, not commands. A block whose info string names a file, as
/// ```` ```yaml file=sunrise.yaml ````, is that file: the document's commands find it in their
/// working folder. What follows ` # ` is a comment; its parts,
/// separated by `;`, state results where they have one of these forms (other parts are prose):
/// - `WxH pixels`: the PNG that `-o` names is W×H pixels;
/// - `prints "TEXT"`: standard output or error contains TEXT;
/// - `writes PATH` or `writes DIR/FIRST … LAST`: those files exist;
/// - `exit N`: the command exits N (otherwise it must exit 0).
///
/// A part that starts as one of these but does not read as one fails its command, so that a
/// misspelt result is never taken for prose.
struct DocumentedCommand: Sendable, CustomStringConvertible {
    /// The file, relative to the package, and the line the command starts on.
    let file: String
    let line: Int
    /// The command as a shell reads it, without its comment, `swift run ` or `$ `.
    let command: String
    /// What the comment states, in order.
    let claims: [Claim]

    /// A result the documentation states for a command.
    enum Claim: Sendable, Equatable {
        case pixels(width: Int, height: Int)
        case prints(String)
        case writes([String])
        case exit(Int32)
        /// A part that starts like a result but does not read as one.
        case unreadable(String)
    }

    var description: String { "\(file):\(line): \(command)" }

    /// The status the command must exit with.
    var expectedStatus: Int32 {
        for case .exit(let status) in claims { return status }
        return 0
    }

    /// The subcommand: the first word after `ombre` that is not an option, or nil for bare `ombre`.
    var subcommand: String? {
        words.dropFirst().first { !$0.hasPrefix("-") }
    }

    /// Whether the command opens a window: `preview`, and `ombre` without a subcommand.
    var opensWindow: Bool { subcommand == nil || subcommand == "preview" }

    /// Whether it writes a video or an animated image, which needs ffmpeg.
    var exportsVideo: Bool {
        guard let output else { return false }
        return ["mp4", "webm", "gif", "apng"].contains((output as NSString).pathExtension)
    }

    /// Whether it builds Swift code (the slow part of a run).
    var buildsSwift: Bool { words.contains { $0.hasSuffix(".swift") } && subcommand != "new" }

    /// The file that `-o` names.
    var output: String? {
        guard let index = words.firstIndex(where: { $0 == "-o" || $0 == "--output" }), index + 1 < words.count else {
            return nil
        }
        return words[index + 1]
    }

    private var words: [String] { command.split(separator: " ").map(String.init) }

    /// Every command in the fenced code blocks of `text`, grouped by block, in order; each
    /// block carries the files the document's blocks name.
    static func blocks(in text: String, file: String) -> [DocumentedBlock] {
        var blocks: [[DocumentedCommand]] = []
        var files: [String: String] = [:]
        var current: [DocumentedCommand]?
        var runs = true
        var named: (name: String, lines: [String])?
        var pending: (line: Int, text: String)?
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let block = current {
                    if !block.isEmpty { blocks.append(block) }
                    if let named { files[named.name] = named.lines.joined(separator: "\n") + "\n" }
                    named = nil
                    current = nil
                } else {
                    current = []
                    let info = trimmed.dropFirst(3).split(separator: " ")
                    runs = info.first != "text"
                    named = info.first { $0.hasPrefix("file=") }.map { (String($0.dropFirst(5)), []) }
                }
                pending = nil
                continue
            }
            if named != nil {
                named?.lines.append(raw)
                continue
            }
            guard current != nil, runs else { continue }
            var line = pending.map { $0.text + " " + trimmed } ?? trimmed
            let start = pending?.line ?? index + 1
            if line.hasSuffix("\\") {
                line.removeLast()
                pending = (start, line.trimmingCharacters(in: .whitespaces))
                continue
            }
            pending = nil
            if let command = DocumentedCommand(line: line, file: file, number: start) { current?.append(command) }
        }
        return blocks.map { DocumentedBlock(commands: $0, files: files) }
    }

    /// The command on `line`, or nil when the line is not an `ombre` command.
    init?(line: String, file: String, number: Int) {
        var text = line
        if text.hasPrefix("$ ") { text.removeFirst(2) }
        if text.hasPrefix("swift run ombre") { text.removeFirst("swift run ".count) }
        guard text == "ombre" || text.hasPrefix("ombre ") else { return nil }
        var comment = ""
        if let mark = text.range(of: " # ") ?? text.range(of: "\t# ") {
            comment = String(text[mark.upperBound...])
            text = String(text[..<mark.lowerBound])
        }
        self.file = file
        self.line = number
        command = text.split(separator: " ").joined(separator: " ")
        claims = comment.split(separator: ";").compactMap { Self.claim(String($0)) }
    }

    /// The claim a part of a comment states, or nil for prose.
    private static func claim(_ part: String) -> Claim? {
        let text = part.trimmingCharacters(in: .whitespaces)
        if let match = text.wholeMatch(of: /(\d+)x(\d+) pixels/), let width = Int(match.1), let height = Int(match.2) {
            return .pixels(width: width, height: height)
        }
        if let match = text.wholeMatch(of: /prints "(.+)"/) { return .prints(String(match.1)) }
        if let match = text.wholeMatch(of: /exit (\d+)/), let status = Int32(match.1) { return .exit(status) }
        if let match = text.wholeMatch(of: /writes (\S+)(?: … (\S+))?/) {
            let first = String(match.1)
            guard let last = match.2.map(String.init) else { return .writes([first]) }
            let folder = (first as NSString).deletingLastPathComponent
            return .writes([first, last.contains("/") || folder.isEmpty ? last : "\(folder)/\(last)"])
        }
        let looksLikeResult =
            ["prints", "writes", "exit"].contains { text.hasPrefix("\($0) ") } || text.hasSuffix(" pixels")
        return looksLikeResult ? .unreadable(text) : nil
    }
}

/// The commands of one fenced code block, run in order in one folder, and the files that the
/// document gives them.
struct DocumentedBlock: Sendable {
    let commands: [DocumentedCommand]
    /// File names and contents, written into the folder before the first command runs.
    let files: [String: String]
}

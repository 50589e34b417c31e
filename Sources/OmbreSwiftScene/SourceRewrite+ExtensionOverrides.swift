extension SourceRewrite {
    /// Words that may begin a member declaration.
    private static let memberStarts: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "static", "class", "override", "open", "public",
        "private", "fileprivate", "internal", "final", "convenience", "required", "dynamic", "typealias", "enum",
        "struct", "mutating", "nonmutating", "lazy", "weak", "unowned", "nonisolated",
    ]

    /// `bytes` with each member that overrides inside a file-scope extension of a class the
    /// file declares moved into the class's body, spaces (and its line breaks) left in its
    /// place. iOS lets an extension override UIKit's Objective-C methods; Swift without the
    /// Objective-C runtime lets no extension override. The moved text keeps its lines and
    /// columns: `#sourceLocation` lines put it at its own line and bring the class's closing
    /// brace back to its line. Extensions with `#if` in them are left alone.
    static func movingExtensionOverrides(_ bytes: [UInt8], path escaped: String) -> [UInt8] {
        let words = SwiftTokens(String(decoding: bytes, as: UTF8.self)).words
        var classEnds: [String: Int] = [:]
        var moves: [(range: Range<Int>, into: String)] = []
        var index = 0
        var depth = 0
        while index < words.count {
            let word = words[index]
            if word.text == "{" { depth += 1 }
            if word.text == "}" { depth -= 1 }
            if depth == 0, word.text == "class" || word.text == "extension", index + 1 < words.count,
                words[index + 1].isIdentifier, let open = words[index...].firstIndex(where: { $0.text == "{" }),
                let close = closing(words, from: open)
            {
                let name = words[index + 1].text
                if word.text == "class" {
                    classEnds[name] = words[close].start
                } else {
                    moves += overridingMembers(words, body: open..<close).map { ($0, name) }
                }
                index = close + 1
                continue
            }
            index += 1
        }
        var edits: [(range: Range<Int>, text: [UInt8])] = []
        var inserted: [Int: [UInt8]] = [:]
        for move in moves {
            guard let end = classEnds[move.into] else { continue }
            let member = Array(bytes[move.range])
            let line = bytes[..<move.range.lowerBound].filter { $0 == UInt8(ascii: "\n") }.count + 1
            let column =
                move.range.lowerBound - ((bytes[..<move.range.lowerBound].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1)
            inserted[end, default: []] +=
                Array("\n#sourceLocation(file: \"\(escaped)\", line: \(line))\n".utf8)
                + Array(repeating: UInt8(ascii: " "), count: column) + member
            var blank = member
            for i in blank.indices where blank[i] != UInt8(ascii: "\n") && blank[i] != UInt8(ascii: "\r") {
                blank[i] = UInt8(ascii: " ")
            }
            edits.append((move.range, blank))
        }
        for (end, text) in inserted {
            let line = bytes[..<end].filter { $0 == UInt8(ascii: "\n") }.count + 1
            let column = end - ((bytes[..<end].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1)
            let back = Array("\n#sourceLocation(file: \"\(escaped)\", line: \(line))\n".utf8)
            edits.append(
                (end..<end + 1, text + back + Array(repeating: UInt8(ascii: " "), count: column) + [UInt8(ascii: "}")]))
        }
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: edit.text)
        }
        return result
    }

    /// The byte ranges of the members of the extension body between the words at `body` (its
    /// braces) that carry `override`; none when the body holds `#if`.
    private static func overridingMembers(_ words: [SwiftTokens.Word], body: Range<Int>) -> [Range<Int>] {
        let inner = (body.lowerBound + 1)..<body.upperBound
        if inner.contains(where: {
            words[$0].text == "#if" || (words[$0].text == "#" && $0 + 1 < words.count && words[$0 + 1].text == "if")
        }) {
            return []
        }
        var members: [Range<Int>] = []
        var start: Int?
        var overrides = false
        var depth = 0
        var parens = 0
        func finish(at last: Int) {
            if let first = start, overrides, last >= first { members.append(words[first].start..<words[last].end) }
            start = nil
            overrides = false
        }
        for index in inner {
            let word = words[index]
            let newLine = index == inner.lowerBound || word.line > words[index - 1].line
            if depth == 0, parens == 0, newLine, memberStarts.contains(word.text) || word.text.hasPrefix("@") {
                finish(at: index - 1)
                start = index
            }
            switch word.text {
            case "{": depth += 1
            case "}": depth -= 1
            case "(", "[": parens += 1
            case ")", "]": parens -= 1
            case "override" where depth == 0 && parens == 0: overrides = true
            default: break
            }
        }
        finish(at: inner.upperBound - 1)
        return members
    }
}

extension Scene {
    /// Where `key` occurs again in the same mapping after its first occurrence at `first`
    /// (1-based line and column), or nil when the text does not show it plainly.
    ///
    /// The YAML parser reports a duplicate at its first occurrence; the second is the one an
    /// author just added and wants to see.
    static func repeatedKey(_ key: String, after first: (line: Int, column: Int), in text: String) -> (
        line: Int, column: Int
    )? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        guard first.line >= 1, first.line <= lines.count, first.column >= 1 else { return nil }
        let line = lines[first.line - 1]
        let start = first.column - 1
        guard start < line.count else { return nil }
        let before = line[..<start]
        let isBlock = before.allSatisfy { $0 == " " || $0 == "-" }
        return isBlock
            ? repeatedBlockKey(key, column: start, lines: lines, from: first.line)
            : repeatedFlowKey(key, lines: lines, line: first.line - 1, column: start)
    }

    /// In a block mapping the keys line up: look for `key:` at the same column further down,
    /// until a line starts left of it (the mapping ended).
    private static func repeatedBlockKey(_ key: String, column: Int, lines: [[Character]], from line: Int)
        -> (line: Int, column: Int)?
    {
        for index in line..<lines.count {
            let text = lines[index]
            guard let content = text.firstIndex(where: { $0 != " " && $0 != "-" }), text[content] != "#" else {
                continue
            }
            if text.prefix(column).contains(where: { $0 != " " }) { return nil }
            if content == column, keyMatches(key, in: text, at: column) { return (index + 1, column + 1) }
        }
        return nil
    }

    /// In a flow mapping, look for `key:` after the first one at the same bracket depth.
    private static func repeatedFlowKey(_ key: String, lines: [[Character]], line: Int, column: Int)
        -> (line: Int, column: Int)?
    {
        var depth = 0
        var quote: Character?
        var index = line
        var position = column + 1
        var previous = lines[line][column]
        while index < lines.count {
            let text = lines[index]
            while position < text.count {
                let c = text[position]
                if let q = quote {
                    if c == q { quote = nil }
                } else if c == "\"" || c == "'" {
                    if depth == 0, previous == " " || previous == "," || previous == "{",
                        keyMatches(key, in: text, at: position)
                    {
                        return (index + 1, position + 1)
                    }
                    quote = c
                } else if c == "{" || c == "[" {
                    depth += 1
                } else if c == "}" || c == "]" {
                    depth -= 1
                    if depth < 0 { return nil }
                } else if depth == 0, previous == " " || previous == "," || previous == "{",
                    keyMatches(key, in: text, at: position)
                {
                    return (index + 1, position + 1)
                }
                previous = c
                position += 1
            }
            index += 1
            position = 0
            previous = " "
        }
        return nil
    }

    /// Whether `text` holds `key` (bare or quoted) followed by optional spaces and a colon at `column`.
    private static func keyMatches(_ key: String, in text: [Character], at column: Int) -> Bool {
        let forms = [Array(key), Array("\"\(key)\""), Array("'\(key)'")]
        for form in forms where column + form.count <= text.count && Array(text[column..<column + form.count]) == form {
            var end = column + form.count
            while end < text.count, text[end] == " " { end += 1 }
            if end < text.count, text[end] == ":" { return true }
        }
        return false
    }
}

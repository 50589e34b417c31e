/// Swift source cut into the words declarations are made of: identifiers, keywords,
/// attributes (`@IBInspectable`) and single punctuation characters, each with its line and
/// its place in the UTF-8 text. Comments and string literals (including raw and multi-line
/// ones) are left out.
struct SwiftTokens {
    struct Word {
        var text: String
        var line: Int
        var isIdentifier: Bool
        /// The UTF-8 offsets of the word's first byte and of the byte after it.
        var start = 0
        var end = 0
    }

    private(set) var words: [Word] = []

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        var line = 1
        func peek(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                index += 1
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                index = Self.skipBlockComment(bytes, from: index, line: &line)
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && Self.startsRawString(bytes, index)) {
                index = Self.skipString(bytes, from: index, line: &line)
            } else if Self.isIdentifierByte(byte) || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "`") {
                let start = index
                index += 1
                while index < bytes.count && (Self.isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: "`"))
                {
                    index += 1
                }
                var word = String(decoding: bytes[start..<index], as: UTF8.self)
                word.removeAll { $0 == "`" }
                let first = word.utf8.first ?? 0
                let isIdentifier = first != UInt8(ascii: "@") && !(first >= 48 && first <= 57)
                words.append(Word(text: word, line: line, isIdentifier: isIdentifier, start: start, end: index))
            } else {
                if byte > 32 {
                    words.append(
                        Word(
                            text: String(UnicodeScalar(byte)), line: line, isIdentifier: false, start: index,
                            end: index + 1))
                }
                index += 1
            }
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57)
            || byte == UInt8(ascii: "_") || byte >= 128
    }

    private static func startsRawString(_ bytes: [UInt8], _ index: Int) -> Bool {
        var i = index
        while i < bytes.count && bytes[i] == UInt8(ascii: "#") { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "\"")
    }

    /// Past a `/* … */` comment, which may nest.
    private static func skipBlockComment(_ bytes: [UInt8], from start: Int, line: inout Int) -> Int {
        var index = start + 2
        var depth = 1
        while index < bytes.count && depth > 0 {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            if bytes[index] == UInt8(ascii: "/") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 1
            } else if bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
                && bytes[index + 1] == UInt8(ascii: "/")
            {
                depth -= 1
                index += 1
            }
            index += 1
        }
        return index
    }

    /// Past a string literal starting at `start`: `"…"`, `"""…"""`, with any `#` delimiters,
    /// and interpolations (which may hold strings of their own).
    private static func skipString(_ bytes: [UInt8], from start: Int, line: inout Int) -> Int {
        var index = start
        var hashes = 0
        while bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiline =
            index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"")
            && bytes[index + 2] == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        index += quotes
        func closes(at i: Int) -> Bool {
            guard i + quotes + hashes <= bytes.count else { return false }
            for k in 0..<quotes where bytes[i + k] != UInt8(ascii: "\"") { return false }
            for k in 0..<hashes where bytes[i + quotes + k] != UInt8(ascii: "#") { return false }
            return true
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                // An unterminated single-line string ends at its line.
                if !multiline { return index }
            }
            if byte == UInt8(ascii: "\\") && isEscape(bytes, index + 1, hashes: hashes) {
                let after = index + 1 + hashes
                if after < bytes.count && bytes[after] == UInt8(ascii: "(") {
                    index = skipInterpolation(bytes, from: after, line: &line)
                    continue
                }
                index = after + 1
                continue
            }
            if closes(at: index) { return index + quotes + hashes }
            index += 1
        }
        return index
    }

    private static func isEscape(_ bytes: [UInt8], _ index: Int, hashes: Int) -> Bool {
        guard index + hashes <= bytes.count else { return false }
        for k in 0..<hashes where bytes[index + k] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Past `( … )` of an interpolation, skipping strings inside it.
    private static func skipInterpolation(_ bytes: [UInt8], from start: Int, line: inout Int) -> Int {
        var index = start
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index = skipString(bytes, from: index, line: &line)
                continue
            }
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return index
    }
}

/// Swift source cut into the words declarations are made of: identifiers, keywords,
/// attributes (`@IBInspectable`) and single punctuation characters, each with its line and
/// its place in the UTF-8 text. Comments and the text of string literals (including raw and
/// multi-line ones) are left out; the code of their interpolations (`\(…)`, `\#(…)` in a raw
/// string) is cut into words as any code is, between a `(` and a `)` word standing for the
/// interpolation's parentheses.
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
        var scanner = Scanner(bytes: Array(text.utf8))
        scanner.code(inInterpolation: false)
        words = scanner.words
    }
}

/// Reads code and the string literals in it, and the code of their interpolations in turn.
private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var words: [SwiftTokens.Word] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    private func peek(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }

    /// Reads code up to the end of the text or, in an interpolation, past the `)` closing it.
    mutating func code(inInterpolation: Bool) {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                index += 1
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString()) {
                string()
            } else if Self.isIdentifierByte(byte) || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "`") {
                identifier()
            } else {
                if byte > 32 { punctuation(at: index) }
                index += 1
                if inInterpolation && byte == UInt8(ascii: "(") { depth += 1 }
                if inInterpolation && byte == UInt8(ascii: ")") {
                    if depth == 0 { return }
                    depth -= 1
                }
            }
        }
    }

    private mutating func punctuation(at offset: Int) {
        words.append(
            SwiftTokens.Word(
                text: String(UnicodeScalar(bytes[offset])), line: line, isIdentifier: false, start: offset,
                end: offset + 1))
    }

    private mutating func identifier() {
        let start = index
        index += 1
        while index < bytes.count && (Self.isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: "`")) {
            index += 1
        }
        var word = String(decoding: bytes[start..<index], as: UTF8.self)
        word.removeAll { $0 == "`" }
        let first = word.utf8.first ?? 0
        let isIdentifier = first != UInt8(ascii: "@") && !(first >= 48 && first <= 57)
        words.append(SwiftTokens.Word(text: word, line: line, isIdentifier: isIdentifier, start: start, end: index))
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57)
            || byte == UInt8(ascii: "_") || byte >= 128
    }

    private func startsRawString() -> Bool {
        var i = index
        while i < bytes.count && bytes[i] == UInt8(ascii: "#") { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "\"")
    }

    /// Past a `/* … */` comment, which may nest.
    private mutating func skipBlockComment() {
        index += 2
        var depth = 1
        while index < bytes.count && depth > 0 {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            if bytes[index] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 1
            } else if bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 1
            }
            index += 1
        }
    }

    /// Past a string literal: `"…"`, `"""…"""`, with any `#` delimiters; the code of its
    /// interpolations is read as code.
    private mutating func string() {
        var hashes = 0
        while bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        index += quotes
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                // An unterminated single-line string ends at its line.
                if !multiline { return }
                line += 1
            }
            if byte == UInt8(ascii: "\\") && delimiters(at: index + 1, hashes: hashes, quotes: 0) {
                let after = index + 1 + hashes
                if after < bytes.count && bytes[after] == UInt8(ascii: "(") {
                    punctuation(at: after)
                    index = after + 1
                    code(inInterpolation: true)
                    continue
                }
                index = after + 1
                continue
            }
            if delimiters(at: index, hashes: hashes, quotes: quotes) {
                index += quotes + hashes
                return
            }
            index += 1
        }
    }

    /// Whether `quotes` quotation marks and then `hashes` `#` signs stand at `offset`.
    private func delimiters(at offset: Int, hashes: Int, quotes: Int) -> Bool {
        guard offset + quotes + hashes <= bytes.count else { return false }
        for k in 0..<quotes where bytes[offset + k] != UInt8(ascii: "\"") { return false }
        for k in 0..<hashes where bytes[offset + quotes + k] != UInt8(ascii: "#") { return false }
        return true
    }
}

extension SourceRewrite {
    /// A `#Preview` block of a file.
    struct Preview {
        /// Its name as written, or nil.
        var name: String?
        /// The global closure it became, `_a` … `_Z`.
        var variable: String
        /// The first class the block's code makes (`GradientView(frame: …)`), whose inspectables
        /// `--set` gives.
        var madeType: String?
        var line: Int
    }

    /// The names a file's `#Preview` blocks can become: two characters, as `#Preview` has
    /// room for `let _a =`.
    static let previewVariables = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ").map { "_\($0)" }

    /// `#Preview("Name", …) { body }` → `let _a=_P` over `#Preview` and spaces over the
    /// arguments; the body stays, a closure the entry point calls to make the preview's view or
    /// controller. `_P` makes it run on the main actor, as Xcode runs a preview's body.
    /// `#Preview{` with no room for `_P` moves the rest of its line right.
    mutating func rewritePreview(_ words: [SwiftTokens.Word], at index: Int, number: Int) {
        guard number < Self.previewVariables.count else { return }
        var name: String?
        var after = index + 2
        if after < words.count, words[after].text == "(", words[after].start == words[index + 1].end,
            let close = Self.closing(words, from: after)
        {
            name = Self.leadingString(bytes[words[after].end..<words[close].start])
            blank(words[after].start..<words[close].end)
            after = close + 1
        }
        guard after < words.count, words[after].text == "{" else { return }
        let variable = Self.previewVariables[number]
        // `=` takes whitespace on both sides or on neither.
        replace(words[index].start..<words[after].start, with: "let \(variable)=_P")
        let made = words[(after + 1)...].prefix(60).enumerated().first { offset, word in
            word.isIdentifier && word.text.first?.isUppercase == true && after + 2 + offset < words.count
                && words[after + 2 + offset].text == "("
        }?.element.text
        previews.append(Preview(name: name, variable: variable, madeType: made, line: words[index].line))
    }

    /// What `_P` is, in each file with a `#Preview`.
    static let previewMaker =
        "fileprivate func _P<T>(_ make: @escaping @MainActor @Sendable () -> T) -> @MainActor @Sendable () -> T { make }\n"

    /// The string literal the text starts with (`"Name", traits: …` → `Name`), escapes taken.
    private static func leadingString(_ text: ArraySlice<UInt8>) -> String? {
        let trimmed = text.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }
        guard trimmed.first == UInt8(ascii: "\"") else { return nil }
        var result: [UInt8] = []
        var escaped = false
        for byte in trimmed.dropFirst() {
            if escaped {
                result.append(byte)
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                return String(decoding: result, as: UTF8.self)
            } else {
                result.append(byte)
            }
        }
        return nil
    }
}

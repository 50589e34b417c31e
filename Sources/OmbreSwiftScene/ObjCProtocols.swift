/// The `@objc` protocols a Swift file declares, with their requirements, and the protocols
/// each of its types adopts (`class A: UIView, P`, `extension A: P`).
///
/// On iOS a class's methods and properties that satisfy an `@objc` protocol's requirements
/// are `@objc` too, and an `optional` requirement is called through the Objective-C runtime,
/// which answers nil when the class has no method for its selector. The scene build gives
/// both with the selector table (see `SourceRewrite`).
struct ObjCProtocols {
    struct Requirement {
        var protocolName: String
        /// `ringDidFinish(_:)`, or the property's name.
        var swiftName: String
        var baseName: String
        /// The argument labels (`_` for none); nil for a property.
        var labels: [String]?
        var selector: String
        var isOptional: Bool
        /// The parameters' types as written.
        var parameterTypes: [String]
        /// The parameters' names inside the method.
        var parameterNames: [String] = []
        var line: Int
        /// The UTF-8 range from the first attribute or modifier to the declaration's end.
        var range: Range<Int>
        /// The UTF-8 offset of the range's start in its line.
        var column: Int
        /// The declaration as written, from `func` or `var` to the end of its result or
        /// property type, and the UTF-8 offset in it where that type starts (nil for a method
        /// giving none).
        var signature = ""
        var typeOffset: Int?

        /// The method the requirement describes, as `#selector(P.name(_:))` resolves it.
        var method: ObjCMethods.Method {
            ObjCMethods.Method(
                type: protocolName, swiftName: swiftName, baseName: baseName, selector: selector,
                parameterTypes: parameterTypes, accessor: labels == nil ? .getter : nil, host: protocolName)
        }
    }

    private(set) var requirements: [Requirement] = []
    /// `@objc protocol P` without an inheritance clause, which on iOS binds it to classes:
    /// the indices of its `@objc` and of its name.
    private(set) var unbound: [(attribute: Int, name: Int)] = []
    /// The protocols each type adopts in the file, by the type's last name (`B` for `A.B`).
    private(set) var conformances: [String: [String]] = [:]
    /// The protocols each `@objc` protocol of the file inherits from.
    private(set) var parents: [String: [String]] = [:]

    init(_ tokens: SwiftTokens, text: [UInt8]) {
        let words = tokens.words
        var index = 0
        while index < words.count {
            let keyword = words[index].text
            guard ["protocol", "class", "extension", "actor"].contains(keyword), ObjCMethods.isDeclaration(words, index)
            else {
                index += 1
                continue
            }
            var nameIndex = index + 1
            while nameIndex + 2 < words.count, words[nameIndex + 1].text == ".", words[nameIndex + 2].isIdentifier {
                nameIndex += 2
            }
            let name = words[nameIndex].text
            let adopted = Self.inheritance(words, after: nameIndex)
            if keyword != "protocol" {
                conformances[name, default: []] += adopted.names
            } else if let open = adopted.open {
                let run = ObjCMethods.attributeRun(before: index, in: words)
                if run.attributes.contains("@objc") {
                    parents[name] = adopted.names
                    if adopted.names.isEmpty { unbound.append((run.first, nameIndex)) }
                    readRequirements(of: name, words, open: open, text: text)
                }
            }
            index = nameIndex + 1
        }
    }

    /// The type names of the inheritance clause after the name at `nameIndex`, and the index of
    /// the `{` opening the body.
    private static func inheritance(_ words: [SwiftTokens.Word], after nameIndex: Int) -> (names: [String], open: Int?)
    {
        var names: [String] = []
        var index = nameIndex + 1
        var depth = 0
        var expectsName = false
        while index < words.count {
            let text = words[index].text
            if text == "{" && depth == 0 { return (names, index) }
            if text == "<" { depth += 1 }
            if text == ">" { depth -= 1 }
            if text == "where" { expectsName = false }
            if depth == 0 && (text == ":" || text == ",") {
                expectsName = true
            } else if expectsName && words[index].isIdentifier {
                // `Module.P` names `P`.
                if index + 1 < words.count, words[index + 1].text == "." {
                    index += 2
                    continue
                }
                names.append(text)
                expectsName = false
            }
            index += 1
        }
        return (names, nil)
    }

    /// The methods and properties declared in the protocol body opening at `open`.
    private mutating func readRequirements(of name: String, _ words: [SwiftTokens.Word], open: Int, text: [UInt8]) {
        let close = SourceRewrite.closing(words, from: open) ?? words.count
        var index = open + 1
        var depth = 0
        while index < close {
            let word = words[index]
            if ["(", "[", "{"].contains(word.text) { depth += 1 }
            if [")", "]", "}"].contains(word.text) { depth -= 1 }
            if depth == 0, word.text == "func" || word.text == "var", index + 1 < close, words[index + 1].isIdentifier,
                let requirement = Self.requirement(
                    of: name, words, at: index, end: Self.declarationEnd(words, from: index, before: close), text: text)
            {
                requirements.append(requirement)
            }
            index += 1
        }
    }

    /// The index of the last word of the requirement declared at `start`: the declaration goes
    /// on while brackets are open and ends before a word on a new line, a `;` or `limit`.
    private static func declarationEnd(_ words: [SwiftTokens.Word], from start: Int, before limit: Int) -> Int {
        var depth = 0
        var index = start + 1
        while index < limit {
            let text = words[index].text
            if depth == 0 {
                if text == ";" { break }
                let continues =
                    ["{", "-", ":"].contains(text) || [":", ","].contains(words[index - 1].text)
                    || isArrow(words, at: index) || isArrow(words, at: index - 1)
                if words[index].line != words[index - 1].line && !continues { break }
            }
            if ["(", "[", "{"].contains(text) { depth += 1 }
            if [")", "]", "}"].contains(text) { depth -= 1 }
            index += 1
        }
        return index - 1
    }

    /// Whether the word at `index` is `-` or `>` of an arrow (`->`).
    private static func isArrow(_ words: [SwiftTokens.Word], at index: Int) -> Bool {
        let text = words[index].text
        if text == "-" { return index + 1 < words.count && words[index + 1].text == ">" }
        return text == ">" && index > 0 && words[index - 1].text == "-" && words[index - 1].end == words[index].start
    }

    private static func requirement(
        of protocolName: String, _ words: [SwiftTokens.Word], at index: Int, end: Int, text: [UInt8]
    ) -> Requirement? {
        let run = ObjCMethods.attributeRun(before: index, in: words)
        if run.attributes.contains("static") || run.attributes.contains("class") { return nil }
        let custom = run.attributes.first { $0.hasPrefix("@objc(") }.map {
            String($0.dropFirst("@objc(".count).dropLast())
        }
        let name = words[index + 1].text
        let start = words[run.first].start
        let lineStart = text[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        var found = Requirement(
            protocolName: protocolName, swiftName: name, baseName: name, labels: nil, selector: custom ?? name,
            isOptional: run.attributes.contains("optional"), parameterTypes: [], line: words[run.first].line,
            range: start..<words[end].end, column: start - lineStart)
        func setSignature(through last: Int, typeFrom first: Int?) {
            found.signature = String(decoding: text[start..<words[last].end], as: UTF8.self)
            found.typeOffset = first.map { words[$0].start - start }
        }
        if words[index].text == "var" {
            guard index + 3 <= end, words[index + 2].text == ":" else { return nil }
            let brace = words[(index + 3)...end].firstIndex { $0.text == "{" } ?? end + 1
            guard brace > index + 3 else { return nil }
            setSignature(through: brace - 1, typeFrom: index + 3)
            return found
        }
        guard index + 2 <= end, words[index + 2].text == "(", let close = SourceRewrite.closing(words, from: index + 2),
            close <= end, let parameters = ObjCMethods.parameters(from: index + 2, in: words, text: text)
        else { return nil }
        let labels = parameters.map(\.label)
        found.labels = labels
        found.parameterTypes = parameters.map(\.type)
        found.swiftName = labels.isEmpty ? name : "\(name)(\(labels.map { "\($0):" }.joined()))"
        found.selector = custom ?? ObjCMethods.selectorName(base: name, labels: labels)
        // The names inside the method: the word before each of the list's own colons.
        var depth = 0
        for i in (index + 2)...close {
            if ["(", "[", "<"].contains(words[i].text) { depth += 1 }
            if [")", "]", ">"].contains(words[i].text) && !isArrow(words, at: i) { depth -= 1 }
            if depth == 1 && words[i].text == ":" { found.parameterNames.append(words[i - 1].text) }
        }
        guard found.parameterNames.count == labels.count else { return nil }
        let arrow = close + 3 <= end && isArrow(words, at: close + 1)
        setSignature(through: end, typeFrom: arrow ? close + 3 : nil)
        return found
    }

    /// For each type of the files, by its last name, the requirements of the `@objc` protocols
    /// it adopts, and of those they inherit from.
    static func adopted(_ files: [ObjCProtocols]) -> [String: [Requirement]] {
        let requirements = Dictionary(grouping: files.flatMap(\.requirements), by: \.protocolName)
        let parents = files.reduce(into: [String: [String]]()) { $0.merge($1.parents) { $1 } }
        var result: [String: [Requirement]] = [:]
        for file in files {
            for (type, names) in file.conformances {
                var pending = names
                var seen: Set<String> = []
                while let name = pending.popLast() {
                    guard seen.insert(name).inserted else { continue }
                    result[type, default: []] += requirements[name] ?? []
                    pending += parents[name] ?? []
                }
            }
        }
        return result
    }
}

extension SourceRewrite {
    /// `@objc` protocols as Swift without the Objective-C runtime takes them.
    ///
    /// - Each `optional` requirement of the file's protocols becomes spaces, so adopting classes
    ///   need not implement it; after the file's last line, an extension of the protocol gives a
    ///   member of its name and labels whose result is optional: it sends the requirement's
    ///   selector when the object's class has a method for it (the selector table holds the
    ///   methods that satisfy the requirement) and gives nil, sending nothing, when not.
    /// - `@objc protocol P {`, which iOS binds to classes, becomes `protocol P:class {`, the six
    ///   columns of `@objc ` taken up after the name.
    mutating func rewriteProtocols(_ words: [SwiftTokens.Word], _ protocols: ObjCProtocols) {
        for requirement in protocols.requirements where requirement.isOptional { blank(requirement.range) }
        for (attribute, name) in protocols.unbound {
            var first = attribute + 1
            if first < words.count, words[first].text == "(", words[first].start == words[attribute].end {
                first = (Self.closing(words, from: first) ?? attribute) + 1
            }
            guard first <= name else { continue }
            let declaration = String(decoding: bytes[words[first].start..<words[name].end], as: UTF8.self)
            overwrite(words[attribute].start..<words[name].end, with: declaration + ":class")
        }
    }

    /// `name?(` of a call of an optional requirement (`delegate?.ringDidFinish?(self)`): the `?`
    /// becomes a space, so the call reaches the member `protocolExtensions` adds, which gives nil
    /// where iOS gives nil.
    mutating func rewriteOptionalCall(
        _ words: [SwiftTokens.Word], at index: Int, requirements: [ObjCProtocols.Requirement]
    ) {
        guard index > 0, index + 2 < words.count, words[index - 1].text == ".", words[index + 1].text == "?",
            words[index + 1].start == words[index].end, words[index + 2].text == "(",
            words[index + 2].start == words[index + 1].end
        else { return }
        let labels = Self.callLabels(words, open: index + 2)
        if requirements.contains(where: { $0.isOptional && $0.baseName == words[index].text && $0.labels == labels }) {
            blank(words[index + 1].start..<words[index + 1].end)
        }
    }

    /// The argument labels of the call whose `(` is at `open` (`_` for an argument without one).
    static func callLabels(_ words: [SwiftTokens.Word], open: Int) -> [String] {
        guard let close = closing(words, from: open), close > open + 1 else { return [] }
        var labels: [String] = []
        var depth = 0
        var argumentStart = open + 1
        for index in (open + 1)...close {
            let text = words[index].text
            if depth == 0 && (text == "," || index == close) {
                let labelled =
                    argumentStart + 1 < index && words[argumentStart].isIdentifier
                    && words[argumentStart + 1].text == ":"
                labels.append(labelled ? words[argumentStart].text : "_")
                argumentStart = index + 1
            }
            if ["(", "[", "{"].contains(text) { depth += 1 }
            if [")", "]", "}"].contains(text) { depth -= 1 }
        }
        return labels
    }

    /// For each protocol of the file with `optional` requirements, an extension giving each of
    /// them as a member with an optional result, written as the user wrote the requirement, at
    /// its line (`#sourceLocation`) and columns, so that diagnostics about it point there.
    static func protocolExtensions(_ protocols: ObjCProtocols, path escaped: String) -> String {
        let optional = protocols.requirements.filter(\.isOptional)
        var text = ""
        for name in Set(optional.map(\.protocolName)).sorted() {
            text += "extension \(name) {\n"
            for requirement in optional where requirement.protocolName == name {
                text += "#sourceLocation(file: \"\(escaped)\", line: \(requirement.line))\n"
                text += String(repeating: " ", count: requirement.column) + member(requirement) + "\n"
            }
            text += "#sourceLocation()\n}\n"
        }
        return text
    }

    /// The requirement's declaration with its attributes and modifiers as spaces, its result or
    /// property type made optional, and a body sending its selector when the object has a
    /// method for it.
    private static func member(_ requirement: ObjCProtocols.Requirement) -> String {
        var signature = Array(requirement.signature.utf8)
        let keyword = signature.indices.first { index in
            let rest = signature[index...]
            return rest.starts(with: Array("func ".utf8)) || rest.starts(with: Array("var ".utf8))
        }
        for index in 0..<(keyword ?? 0) where signature[index] != UInt8(ascii: "\n") {
            signature[index] = UInt8(ascii: " ")
        }
        var declaration = String(decoding: signature, as: UTF8.self)
        if let offset = requirement.typeOffset {
            let type = String(decoding: signature[offset...], as: UTF8.self)
            // `Int`, `UIColor` or `[Int]` take a `?`; `() -> Void` or `any P` needs parentheses first.
            let simple =
                type.allSatisfy { $0.isLetter || $0.isNumber || "_.<>[]:,".contains($0) }
                && (type.first != "[" || type.last == "]")
            declaration = String(decoding: signature[..<offset], as: UTF8.self)
            // An optional result stays one optional, as optional chaining gives it on iOS.
            declaration +=
                type.hasSuffix("?")
                ? type : type.hasSuffix("!") ? type.dropLast() + "?" : simple ? type + "?" : "(\(type))?"
        } else {
            declaration += " -> Void?"
        }
        let arguments = requirement.parameterNames.joined(separator: ", ")
        return declaration + " { ObjCRuntime.optionalRequirement(self, \"\(requirement.selector)\", [\(arguments)]) }"
    }
}

extension SourceRewrite {
    /// Rewrites the `#` directive at `index` (`#selector`, `#keyPath`, `#if`, `#elseif`);
    /// returns the index of its last word.
    mutating func rewriteDirective(
        _ words: [SwiftTokens.Word], at index: Int, enclosing: String?, methods: [ObjCMethods.Method]
    ) -> Int {
        let name = words[index + 1].text
        switch name {
        case "selector", "keyPath":
            guard index + 2 < words.count, words[index + 2].text == "(",
                let close = Self.closing(words, from: index + 2)
            else { return index + 1 }
            let content = Array(words[(index + 3)..<close])
            let range = words[index].start..<words[close].end
            if name == "keyPath" {
                overwrite(range, with: "\"\(Self.keyPath(content))\"")
            } else {
                let selector = Self.selector(content, enclosing: enclosing, methods: methods)
                // A name longer than the `#selector(…)` it comes from (an `@objc(name)`) is kept
                // in a constant after the file's last line.
                if !overwrite(range, with: "__sel(\"\(selector)\")") {
                    overwrite(range, with: "__s\(longSelectors.count)")
                    longSelectors.append(selector)
                }
            }
            return close
        case "if", "elseif":
            var last = index + 1
            while last + 1 < words.count, words[last + 1].line == words[index].line { last += 1 }
            rewriteCondition(words, from: index + 2, through: last)
            return last
        default:
            return index + 1
        }
    }

    /// Platform tests in a condition as an iOS simulator build answers them.
    private mutating func rewriteCondition(_ words: [SwiftTokens.Word], from start: Int, through last: Int) {
        var i = start
        while i + 3 <= last {
            let test = words[i].text
            guard words[i + 1].text == "(", let close = Self.closing(words, from: i + 1), close <= last else {
                i += 1
                continue
            }
            let argument = words[(i + 2)..<close].map(\.text).joined()
            let answer: Bool?
            switch test {
            case "os": answer = argument == "iOS"
            case "targetEnvironment": answer = argument == "simulator"
            case "canImport":
                let module = String(argument.prefix { $0 != "." && $0 != "," })
                answer = Self.providedModules.contains(module) ? true : nil
            default: answer = nil
            }
            if let answer { overwrite(words[i].start..<words[close].end, with: answer ? "true" : "false") }
            i = close + 1
        }
    }

    /// `Type.a.b` → `a.b`; `a.b` stays.
    static func keyPath(_ content: [SwiftTokens.Word]) -> String {
        let parts = content.filter(\.isIdentifier).map(\.text)
        if parts.count > 1, let first = parts.first?.first, first.isUppercase {
            return parts.dropFirst().joined(separator: ".")
        }
        return parts.joined(separator: ".")
    }

    /// The Objective-C name of the method or property `#selector(…)` names: from its labels
    /// when it gives them, else from the `@objc` method of that base name in the named type,
    /// the enclosing type or any type of the files, `@objc(name)` respected.
    static func selector(_ content: [SwiftTokens.Word], enclosing: String?, methods: [ObjCMethods.Method]) -> String {
        var words = content
        var accessor: String?
        if words.count > 1, words[0].text == "getter" || words[0].text == "setter", words[1].text == ":" {
            accessor = words[0].text
            words.removeFirst(2)
        }
        let open = words.firstIndex { $0.text == "(" } ?? words.count
        let path = words[..<open].filter(\.isIdentifier).map(\.text)
        guard let base = path.last else { return "" }
        if accessor == "getter" { return base }
        if accessor == "setter" { return "set" + base.prefix(1).uppercased() + base.dropFirst() + ":" }
        let labels: [String]? =
            open < words.count
            ? words[open...].indices.compactMap { i in
                i + 1 < words.count && words[i + 1].text == ":" && words[i].isIdentifier ? words[i].text : nil
            } : nil
        let named = path.count > 1 ? path.dropLast().joined(separator: ".") : nil
        let candidates = methods.filter { method in
            method.accessor == nil && method.baseName == base
                && (labels.map {
                    method.swiftName == "\(base)(\($0.map { "\($0):" }.joined()))"
                        || ($0.isEmpty && method.swiftName == base)
                } ?? true)
        }
        let preferred =
            candidates.first { named != nil && ($0.type == named || $0.type.hasSuffix("." + named!)) }
            ?? candidates.first { $0.type == enclosing }
            ?? candidates.first
        if let preferred { return preferred.selector }
        return ObjCMethods.selectorName(base: base, labels: labels ?? [])
    }

    /// Per type, an extension of its host (the type, or the type enclosing a `private` nested
    /// one) with a function registering its methods by selector, and the function calling those.
    static func dispatchTable(_ own: [ObjCMethods.Method], all: [ObjCMethods.Method], index: Int) -> String {
        var types: [(type: String, host: String, name: String)] = []
        for method in own where !types.contains(where: { $0.type == method.type }) {
            types.append((method.type, method.host, method.nameInHost))
        }
        guard !types.isEmpty else { return "" }
        var text = ""
        var register = "@MainActor func _ombreRegisterObjC\(index)() {\n"
        for (type, host, name) in types {
            let function =
                "_ombreObjCMethods\(index)" + (host == type ? "" : "_" + name.replacingOccurrences(of: ".", with: "_"))
            text += "extension \(host) {\n    fileprivate static func \(function)() {\n"
            text += "        ObjCRuntime.register(\(name).self, [\n"
            var seen: Set<String> = []
            for method in own where method.type == type && seen.insert(method.selector).inserted {
                let overloaded =
                    method.isOverloaded
                    || all.filter { $0.type == type && $0.baseName == method.baseName && $0.accessor == nil }.count > 1
                let reference =
                    method.accessor == .getter
                    ? "getter: \\\(name).\(method.swiftName)"
                    : method.accessor == .setter
                        ? "setter: \\\(name).\(method.swiftName)"
                        : overloaded
                            ? "\(name).\(method.swiftName) as (\(name)) -> (\(method.parameterTypes.joined(separator: ", "))) -> _"
                            : "\(name).\(method.swiftName)"
                text += "            (\"\(method.selector)\", ObjCMethod(\(reference))),\n"
            }
            text += "        ])\n    }\n}\n"
            register += "    \(host).\(function)()\n"
        }
        return text + register + "}\n"
    }
}

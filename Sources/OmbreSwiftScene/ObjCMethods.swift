/// The methods of a Swift file that the Objective-C runtime would know on iOS: instance
/// methods marked `@objc`, `@objc(name)` or `@IBAction`, those of `@objcMembers` classes and
/// those satisfying requirements of the `@objc` protocols a type adopts (`ObjCProtocols`), each
/// with its Objective-C selector and the type that declares it. A protocol's own requirements
/// are not among them: no object is a protocol.
///
/// Types are followed through nesting (`ViewController.GradientProgressView`) and extensions;
/// a `private` nested type is reached from its enclosing type (its host), which alone may
/// name it, and so are the types inside it. Types inside function bodies, generic types,
/// `private` members of a `private` nested type and below it, generic, static, throwing or `async`
/// methods and methods of more than two arguments (no message carries more) are left out, as
/// they cannot be reached by a selector or named from where the table stands.
struct ObjCMethods {
    struct Method {
        /// The dotted name of the declaring type, as an extension at file scope names it.
        var type: String
        /// The Swift name: `tap`, `tap(_:)`, `tap(sender:)`.
        var swiftName: String
        var baseName: String
        var selector: String
        /// The parameters' types as written, for telling overloads apart.
        var parameterTypes: [String]
        /// A property's getter or setter rather than a method.
        var accessor: Accessor? = nil
        /// The outermost-first dotted name of the type whose extension at file scope can name
        /// `type`: `type` itself, or the type enclosing a `private` nested type.
        var host: String = ""
        /// Whether the type declares another method of the same base name, exposed or not.
        var isOverloaded = false

        /// `type` as written inside an extension of `host`.
        var nameInHost: String { host == type ? type : String(type.dropFirst(host.count + 1)) }
    }

    enum Accessor { case getter, setter }

    private(set) var methods: [Method] = []
    /// For each word of the file, the innermost type whose body holds it.
    private(set) var enclosingTypes: [String?] = []

    private struct Scope {
        /// The type's dotted name, or nil for a body that is not a type's.
        var type: String?
        var isReachable: Bool
        var exposesAll: Bool
        /// The requirements of the `@objc` protocols the type adopts, which its members satisfy.
        var witnessed: [ObjCProtocols.Requirement] = []
        /// The type whose extension at file scope can name `type`.
        var host: String? = nil
        /// Whether `private` members are out of the host's reach (the type is not its own host).
        var hidesPrivate: Bool { host != type }
    }

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor"]
    /// Words that follow `class` when it is a modifier, not a class declaration.
    static let notNames: Set<String> = [
        "func", "var", "let", "override", "final", "private", "fileprivate", "public", "open", "internal",
        "static", "subscript", "init", "required", "convenience", "dynamic", "lazy", "weak", "unowned",
    ]

    /// Reads the file cut into `tokens`; `adopted` gives the requirements of the `@objc`
    /// protocols each type adopts in any of the scene's files, by the type's last name.
    init(_ tokens: SwiftTokens, text: [UInt8], adopted: [String: [ObjCProtocols.Requirement]] = [:]) {
        let words = tokens.words
        var stack: [Scope] = []
        var pending: (name: String, exposesAll: Bool, isGeneric: Bool, isPrivate: Bool, isProtocol: Bool)?
        var baseNames: [String: Int] = [:]
        var index = 0
        enclosingTypes = Array(repeating: nil, count: words.count)
        while index < words.count {
            let word = words[index]
            enclosingTypes[index] = stack.last { $0.type != nil }?.type
            switch word.text {
            case "{":
                let outer = stack.last
                let reachable = stack.allSatisfy { $0.type != nil } && (outer?.isReachable ?? true)
                if let declared = pending {
                    let name = outer?.type.map { "\($0).\(declared.name)" } ?? declared.name
                    // A `private` nested type is named only inside its enclosing type; a
                    // `private` one inside it, only inside that, which no extension can be.
                    let host: String? =
                        outer?.type == nil
                        ? name
                        : outer?.hidesPrivate == true
                            ? (declared.isPrivate ? nil : outer?.host)
                            : declared.isPrivate ? outer?.type : name
                    // A protocol's requirements are reached through the classes adopting it.
                    stack.append(
                        Scope(
                            type: name,
                            isReachable: reachable && !declared.isGeneric && !declared.isProtocol && host != nil,
                            exposesAll: declared.exposesAll,
                            witnessed: adopted[String(declared.name.split(separator: ".").last ?? "")] ?? [], host: host
                        ))
                } else {
                    stack.append(Scope(type: nil, isReachable: false, exposesAll: false))
                }
                pending = nil
            case "}":
                if !stack.isEmpty { stack.removeLast() }
                pending = nil
            case let keyword where Self.typeKeywords.contains(keyword) && Self.isDeclaration(words, index):
                var next = index + 1
                var name = words[next].text
                // An extension names its type in full: `extension A.B`.
                while keyword == "extension", next + 2 < words.count, words[next + 1].text == ".",
                    words[next + 2].isIdentifier
                {
                    name += "." + words[next + 2].text
                    next += 2
                }
                let attributes = Self.attributes(before: index, in: words)
                pending = (
                    name, keyword == "class" && attributes.contains("@objcMembers"),
                    next + 1 < words.count && words[next + 1].text == "<", attributes.contains("private"),
                    keyword == "protocol"
                )
                index = next
            case "func":
                if let scope = stack.last, let type = scope.type, index + 1 < words.count {
                    baseNames["\(type) \(words[index + 1].text)", default: 0] += 1
                }
                if let scope = stack.last, let type = scope.type, scope.isReachable,
                    !(scope.hidesPrivate && Self.attributes(before: index, in: words).contains("private")),
                    var method = Self.method(at: index, in: words, text: text, type: type, scope: scope)
                {
                    method.host = scope.host ?? type
                    methods.append(method)
                }
            case "var", "let":
                if let scope = stack.last, let type = scope.type, scope.isReachable,
                    !(scope.hidesPrivate && Self.attributes(before: index, in: words).contains("private"))
                {
                    methods += Self.accessors(at: index, in: words, type: type, scope: scope).map {
                        var accessor = $0
                        accessor.host = scope.host ?? type
                        return accessor
                    }
                }
            default:
                break
            }
            index += 1
        }
        for i in methods.indices where methods[i].accessor == nil {
            methods[i].isOverloaded = baseNames["\(methods[i].type) \(methods[i].baseName)", default: 0] > 1
        }
    }

    /// The getter (`name`) and, for a settable `var`, the setter (`setName:`) of an `@objc`,
    /// `@IBOutlet`, `@IBInspectable` or `@NSManaged` property declared at `index`, or of one
    /// satisfying a property requirement of an `@objc` protocol the type adopts.
    private static func accessors(at index: Int, in words: [SwiftTokens.Word], type: String, scope: Scope)
        -> [Method]
    {
        guard index + 1 < words.count, words[index + 1].isIdentifier else { return [] }
        let attributes = attributes(before: index, in: words)
        if attributes.contains("static") || attributes.contains("class") || isUnavailable(attributes) { return [] }
        let name = words[index + 1].text
        let requirement = scope.witnessed.first { $0.labels == nil && $0.swiftName == name }
        let exposed = ["@objc", "@IBOutlet", "@IBInspectable", "@NSManaged"].contains { attributes.contains($0) }
        guard scope.exposesAll || exposed || requirement != nil else { return [] }
        var methods = [
            Method(
                type: type, swiftName: name, baseName: name, selector: requirement?.selector ?? name,
                parameterTypes: [],
                accessor: .getter)
        ]
        if words[index].text == "var" && isSettable(from: index + 2, in: words) {
            let selector = "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
            methods.append(
                Method(
                    type: type, swiftName: name, baseName: name, selector: selector, parameterTypes: [],
                    accessor: .setter))
        }
        return methods
    }

    /// Whether the `var` whose type starts at `start` can be set: stored (an initial value, or
    /// nothing but a type on its line, or observers) or with a `set` accessor.
    private static func isSettable(from start: Int, in words: [SwiftTokens.Word]) -> Bool {
        let line = words[start - 1].line
        var index = start
        var depth = 0
        while index < words.count {
            let text = words[index].text
            if depth == 0 && text == "=" { return true }
            if depth == 0 && text == "{" {
                let close = SourceRewrite.closing(words, from: index) ?? words.count
                let body = words[(index + 1)..<close].map(\.text)
                return body.contains("set") || body.contains("didSet") || body.contains("willSet")
            }
            if ["(", "[", "<"].contains(text) { depth += 1 }
            if [")", "]", ">"].contains(text) { depth -= 1 }
            if depth == 0 && words[index].line != line { return true }
            index += 1
        }
        return true
    }

    /// Whether the type keyword at `index` declares a type rather than modifying a member
    /// (`class func`) or standing in a constraint (`protocol P: class`).
    static func isDeclaration(_ words: [SwiftTokens.Word], _ index: Int) -> Bool {
        guard index + 1 < words.count, words[index + 1].isIdentifier else { return false }
        return !notNames.contains(words[index + 1].text)
    }

    /// Whether `attributes` mark the declaration unavailable (`@available(*, unavailable, …)`):
    /// code outside it may not name it, so no selector can reach it.
    static func isUnavailable(_ attributes: [String]) -> Bool {
        attributes.contains { attribute in
            attribute.hasPrefix("@available(")
                && attribute.dropFirst("@available(".count).split(whereSeparator: { ",)".contains($0) })
                    .contains("unavailable")
        }
    }

    /// The attributes and modifiers written before the declaration at `index`, as far back as
    /// the previous declaration's end; an attribute's argument follows it as `@objc(name:)`.
    static func attributes(before index: Int, in words: [SwiftTokens.Word]) -> [String] {
        attributeRun(before: index, in: words).attributes
    }

    /// The attributes and modifiers before the declaration at `index`, nearest first, and the
    /// index of the first word of the earliest.
    static func attributeRun(before index: Int, in words: [SwiftTokens.Word]) -> (attributes: [String], first: Int) {
        var result: [String] = []
        var i = index - 1
        while i >= 0 {
            let text = words[i].text
            if text == ")" {
                var depth = 0
                var j = i
                while j >= 0 {
                    if words[j].text == ")" { depth += 1 }
                    if words[j].text == "(" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    j -= 1
                }
                guard j > 0, words[j - 1].text.hasPrefix("@") else { break }
                result.append(words[j - 1].text + words[j...i].map(\.text).joined())
                i = j - 2
                continue
            }
            guard
                text.hasPrefix("@") || notNames.contains(text) || text == "class" || text == "mutating"
                    || text == "nonisolated" || text == "optional"
            else { break }
            result.append(text)
            i -= 1
        }
        return (result, i + 1)
    }

    /// The method declared at `index` when the Objective-C runtime would know it: marked so,
    /// in an `@objcMembers` class, or satisfying a requirement of an `@objc` protocol the type
    /// adopts (under the requirement's selector).
    private static func method(
        at index: Int, in words: [SwiftTokens.Word], text: [UInt8], type: String, scope: Scope
    ) -> Method? {
        guard index + 2 < words.count, words[index + 1].isIdentifier, words[index + 2].text == "(" else {
            return nil
        }
        let attributes = attributes(before: index, in: words)
        if attributes.contains("static") || attributes.contains("class") || isUnavailable(attributes) { return nil }
        let custom = attributes.first { $0.hasPrefix("@objc(") }
        let base = words[index + 1].text
        guard let parameters = Self.parameters(from: index + 2, in: words, text: text), parameters.count <= 2 else {
            return nil
        }
        let labels = parameters.map(\.label)
        let swiftName = labels.isEmpty ? base : "\(base)(\(labels.map { "\($0):" }.joined()))"
        let requirement = scope.witnessed.first { $0.labels != nil && $0.swiftName == swiftName }
        guard
            scope.exposesAll || custom != nil || attributes.contains("@objc") || attributes.contains("@IBAction")
                || requirement != nil
        else { return nil }
        let selector =
            custom.map { String($0.dropFirst("@objc(".count).dropLast()) }
            ?? requirement?.selector ?? selectorName(base: base, labels: labels)
        return Method(
            type: type, swiftName: swiftName, baseName: base, selector: selector,
            parameterTypes: parameters.map(\.type))
    }

    /// The Objective-C selector Swift gives a method: `tap`, `tap:` for `tap(_:)`,
    /// `tapWithSender:` for `tap(sender:)`, `tap:forEvent:` for `tap(_:forEvent:)`.
    static func selectorName(base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        var name = base
        if first != "_" { name += "With" + first.prefix(1).uppercased() + first.dropFirst() }
        name += ":"
        for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
        return name
    }

    /// The labels and types of the parameter list opening at `start`, or nil for one Swift
    /// cannot pass through a selector (`inout`, variadic, throwing, `async`).
    static func parameters(from start: Int, in words: [SwiftTokens.Word], text: [UInt8]) -> [(
        label: String, type: String
    )]? {
        // Split the list at its own commas, nested brackets and arrows (`->`) aside.
        var pieces: [Range<Int>] = []
        var depth = 0
        var pieceStart = start + 1
        var index = start
        while index < words.count {
            let word = words[index]
            let isArrow =
                word.text == ">" && index > 0 && words[index - 1].text == "-" && words[index - 1].end == word.start
            if ["(", "[", "<"].contains(word.text) { depth += 1 }
            if [")", "]"].contains(word.text) || (word.text == ">" && !isArrow) { depth -= 1 }
            if depth == 1 && word.text == "," {
                pieces.append(pieceStart..<index)
                pieceStart = index + 1
            }
            if depth == 0 {
                if index > pieceStart { pieces.append(pieceStart..<index) }
                break
            }
            index += 1
        }
        let after = words[min(index + 1, words.count)...].prefix(3).map(\.text)
        if after.contains("throws") || after.contains("async") || after.contains("rethrows") { return nil }
        var result: [(label: String, type: String)] = []
        for piece in pieces {
            guard let label = words[piece].first, label.isIdentifier,
                let colon = words[piece].firstIndex(where: { $0.text == ":" }), colon + 1 < piece.upperBound
            else { return nil }
            var end = piece.upperBound
            var nesting = 0
            for i in (colon + 1)..<piece.upperBound {
                if ["(", "[", "<"].contains(words[i].text) { nesting += 1 }
                let isArrow = words[i].text == ">" && words[i - 1].text == "-" && words[i - 1].end == words[i].start
                if [")", "]"].contains(words[i].text) || (words[i].text == ">" && !isArrow) { nesting -= 1 }
                if nesting == 0 && words[i].text == "=" {
                    end = i
                    break
                }
            }
            guard end > colon + 1 else { return nil }
            let type = String(decoding: text[words[colon + 1].start..<words[end - 1].end], as: UTF8.self)
            if type.hasPrefix("inout") || type.hasSuffix("...") { return nil }
            result.append((label.text, type))
        }
        return result
    }
}

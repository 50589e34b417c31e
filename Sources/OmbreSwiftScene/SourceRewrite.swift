/// A user's file as the compiler gets it: what an iOS build accepts and Swift on Linux does
/// not is written over in place, in no more columns than it took, so every line and column
/// of the user's text stays where it was and the compiler's diagnostics point into the file.
///
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@IBAction`, `@IBOutlet` and the `dynamic`
///   modifier become spaces; `@NSManaged` becomes `@OmbreNSMg`, a property wrapper of the
///   same length that keeps a layer's value in its keyed store (another class's in itself),
///   and `@NSManaged weak` becomes `@OmbreNSMw` and spaces, the wrapper that holds it weakly.
/// - `#selector(…)` becomes `__sel("name")` with the Objective-C name of the method it names;
///   `#keyPath(Type.a.b)` becomes `"a.b"`; the rest of each is spaces.
/// - In `#if` and `#elseif` conditions, `os(iOS)`, `targetEnvironment(simulator)` and
///   `canImport` of the modules OmbreUIKit provides become `true`, other platforms `false`.
/// - `#Preview("Name") { … }` at file scope becomes `let _a =          { … }`, a global closure
///   the entry point lists as a scene.
/// - A layer subclass that declares designated initializers but not all of `init()`,
///   `init(layer:)` and `init?(coder:)` gets, before its closing brace, the required
///   initializer Ombre makes layers through: it calls the class's `init()` or `init(layer:)`
///   where the class declares it, and ends the program as iOS does where it does not.
/// - Imports of UIKit-family modules (`import UIKit`, `import UIKit.UIColor`,
///   `import class UIKit.UIView` …) become `import OmbreUIKit`, and `import SwiftUI` becomes
///   `import OmbreSwiftUI` (SwiftUI's `Color`, for palettes shared with UIKit code).
/// - A file with no `import` at all, in a scene where another file imports UIKit, gets
///   `import OmbreUIKit` above its `#sourceLocation` line (see `importUIKitImplicitly()`).
/// - A member overriding inside a file-scope extension of a class the file declares moves
///   into the class's body, between `#sourceLocation` lines that keep its lines and the
///   class's closing brace where they were (see `movingExtensionOverrides(_:path:)`).
///
/// - In a class whose superclasses end at `NSObject`, `override` before `func responds(to` and
///   `func forwardingTarget(for` becomes spaces (Swift on Linux has no such `NSObject` methods
///   to override), and a class declaring the second adopts `ObjCForwarding` after the last line,
///   so messages it has no method for go where it says (a weak proxy's target).
/// - `@objc` protocols lose their `optional` requirements to members of an extension after the
///   file's last line, and calls of them their `?` (see `rewriteProtocols`).
///
/// After the file's last line, past a `#sourceLocation()`, come the tables that let selectors
/// reach the file's `@objc` methods: an extension of each type, so `private` methods are
/// reachable, and a function the entry point calls to register them.
struct SourceRewrite {
    /// Modules a file may import; each is read as `import OmbreUIKit`. Foundation and
    /// Dispatch are among them because OmbreUIKit re-exports both and shadows their `Timer`,
    /// `Date()` and `DispatchQueue` with scene-clock versions.
    static let mappedModules: Set<String> = [
        "UIKit", "QuartzCore", "CoreGraphics", "AnimatedGradientView", "Foundation", "Dispatch", "SwiftUI",
        "CoreImage", "Combine", "os", "ObjectiveC", "Darwin", "AudioToolbox",
    ]
    /// Modules whose `canImport` an iOS build answers yes and OmbreUIKit stands in for.
    static let providedModules: Set<String> = [
        "UIKit", "QuartzCore", "CoreGraphics", "AnimatedGradientView", "Combine", "AudioToolbox",
    ]

    /// The text to compile.
    private(set) var text: String
    /// The function registering the file's `@objc` methods, when it has any.
    private(set) var registration: String?
    /// The first module of each of the file's top-level `import` statements, in order.
    private(set) var imports: [String] = []

    var bytes: [UInt8]
    /// The `#Preview` blocks, in order: each became a global closure named `variable`.
    var previews: [Preview] = []
    private let firstPreview: Int
    private var longer: [(range: Range<Int>, text: String)] = []
    /// Selector names that did not fit where their `#selector` stood, `__s0`, `__s1` … in order.
    var longSelectors: [String] = []
    /// The file's `NSObject` subclasses that pass messages on (see `ObjCForwarding`).
    private var forwarding: Set<String> = []

    /// Rewrites file number `index` at `path`; `methods` are the `@objc` methods of all the
    /// scene's files, which `#selector` names are resolved against, and `requirements` the
    /// requirements of all their `@objc` protocols, whose optional ones calls are matched with.
    /// `layerMakers` are the body ends of the layer classes that need `init(ombreMaking:)`
    /// (see `SwiftDeclarations.layerMakerInsertions(in:)`).
    init(
        _ source: String, path: String, index: Int, own: ObjCMethods, methods: [ObjCMethods.Method],
        protocols: ObjCProtocols? = nil, requirements: [ObjCProtocols.Requirement] = [], firstPreview: Int = 0,
        layerMakers: [LayerMaker] = [], objectClasses: Set<String> = []
    ) {
        bytes = Array(source.utf8)
        self.firstPreview = firstPreview
        text = ""
        let words = SwiftTokens(source).words
        var depth = 0
        var i = 0
        while i < words.count {
            let word = words[i]
            let next = i + 1 < words.count ? words[i + 1] : nil
            let touching = next.map { $0.start == word.end } ?? false
            switch word.text {
            case "{": depth += 1
            case "}": depth -= 1
            case "@objc":
                if touching, next?.text == "(", let close = Self.closing(words, from: i + 1) {
                    blank(word.start..<words[close].end)
                    i = close
                } else {
                    blank(word.start..<word.end)
                }
            case "@objcMembers", "@IBAction", "@IBOutlet":
                blank(word.start..<word.end)
            case "@NSManaged":
                // A weak one holds its object weakly through its own wrapper; Swift allows no
                // `weak` on a wrapped property, so the modifier goes.
                let modifiers = words[(i + 1)...].prefix(8).prefix { $0.text != "var" && $0.text != "let" }
                let weak = modifiers.first { $0.text == "weak" }
                overwrite(word.start..<word.end, with: weak == nil ? "@OmbreNSMg" : "@OmbreNSMw")
                if let weak { blank(weak.start..<weak.end) }
            case "dynamic" where next.map { Self.declarationWords.contains($0.text) || $0.text.hasPrefix("@") } ?? false:
                blank(word.start..<word.end)
            case "override" where own.enclosingTypes[i].map(objectClasses.contains) ?? false:
                if let method = Self.objectMethod(words, after: i) {
                    blank(word.start..<word.end)
                    if method == "forwardingTarget", let type = own.enclosingTypes[i] { forwarding.insert(type) }
                }
            case "import" where depth == 0:
                i = rewriteImport(words, at: i)
            case "#" where touching && depth == 0 && next?.text == "Preview":
                rewritePreview(words, at: i, number: firstPreview + previews.count)
                i += 1
            case "#" where touching:
                i = rewriteDirective(words, at: i, enclosing: own.enclosingTypes[i], methods: methods)
            default:
                if !requirements.isEmpty && word.isIdentifier {
                    rewriteOptionalCall(words, at: i, requirements: requirements)
                }
            }
            i += 1
        }
        if let protocols { rewriteProtocols(words, protocols) }
        for maker in layerMakers {
            // On the closing brace's line, so no line moves.
            longer.append((maker.offset..<maker.offset + 1, maker.declaration + "}"))
        }
        for edit in longer.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        let escaped = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        bytes = Self.movingExtensionOverrides(bytes, path: escaped)
        text = "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + String(decoding: bytes, as: UTF8.self)
        let table = Self.dispatchTable(own.methods, all: methods, index: index)
        if !table.isEmpty { registration = "_ombreRegisterObjC\(index)" }
        let constants = longSelectors.enumerated().map {
            "fileprivate let __s\($0.offset) = __sel(\"\($0.element)\")\n"
        }
        let extensions = protocols.map { Self.protocolExtensions($0, path: escaped) } ?? ""
        let maker = previews.isEmpty ? "" : Self.previewMaker
        let conformances = forwarding.sorted().map { "extension \($0): ObjCForwarding {}\n" }.joined()
        if !table.isEmpty || !constants.isEmpty || !extensions.isEmpty || !maker.isEmpty || !conformances.isEmpty {
            text += "\n#sourceLocation()\n" + constants.joined() + table + extensions + maker + conformances
        }
    }

    /// `NSObject`'s messaging methods a class overrides (`responds(to:)`,
    /// `forwardingTarget(for:)`): their name when the `override` at `index` declares one.
    static func objectMethod(_ words: [SwiftTokens.Word], after index: Int) -> String? {
        guard let function = words[(index + 1)...].prefix(4).firstIndex(where: { $0.text == "func" }),
            function + 3 < words.count, words[function + 2].text == "("
        else { return nil }
        switch (words[function + 1].text, words[function + 3].text) {
        case ("responds", "to"), ("forwardingTarget", "for"): return words[function + 1].text
        default: return nil
        }
    }

    /// Modifiers and declaration keywords that may follow `dynamic`.
    static let declarationWords: Set<String> = [
        "var", "func", "let", "subscript", "final", "public", "private", "fileprivate", "internal", "open",
        "override", "lazy", "weak", "unowned", "class", "static",
    ]

    // MARK: - Edits

    /// Spaces over `range`, its line breaks kept.
    mutating func blank(_ range: Range<Int>) {
        for i in range where bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") {
            bytes[i] = UInt8(ascii: " ")
        }
    }

    /// `replacement` over the start of `range` and spaces over the rest; false, changing
    /// nothing, when it would not fit or `range` spans lines.
    @discardableResult
    mutating func overwrite(_ range: Range<Int>, with replacement: String) -> Bool {
        let new = Array(replacement.utf8)
        guard new.count <= range.count, !bytes[range].contains(UInt8(ascii: "\n")) else { return false }
        blank(range)
        bytes.replaceSubrange(range.lowerBound..<range.lowerBound + new.count, with: new)
        return true
    }

    /// `replacement` over `range` as `overwrite` puts it, or in its place when it does not fit
    /// (the rest of that line then moves right).
    mutating func replace(_ range: Range<Int>, with replacement: String) {
        if !overwrite(range, with: replacement) { longer.append((range, replacement)) }
    }

    /// The index of the `)`, `}` or `]` closing the bracket at `open`.
    static func closing(_ words: [SwiftTokens.Word], from open: Int) -> Int? {
        let pairs = ["(": ")", "{": "}", "[": "]"]
        guard open < words.count, let closer = pairs[words[open].text] else { return nil }
        let opener = words[open].text
        var depth = 0
        for index in open..<words.count {
            if words[index].text == opener { depth += 1 }
            if words[index].text == closer {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    // MARK: - Imports

    /// `import [kind] A.B` with A a mapped module becomes `import OmbreUIKit`; returns the
    /// index of the path's last word.
    private mutating func rewriteImport(_ words: [SwiftTokens.Word], at index: Int) -> Int {
        var next = index + 1
        let kinds: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let"]
        if next < words.count, kinds.contains(words[next].text) { next += 1 }
        guard next < words.count, words[next].line == words[index].line else { return index }
        imports.append(words[next].text)
        guard Self.mappedModules.contains(words[next].text) else { return index }
        var last = next
        while last + 2 < words.count, words[last + 1].text == ".", words[last + 1].start == words[last].end,
            words[last + 2].isIdentifier
        {
            last += 2
        }
        let range = words[index].start..<words[last].end
        let module = words[next].text == "SwiftUI" && last == next ? "OmbreSwiftUI" : "OmbreUIKit"
        replace(range, with: "import \(module)")
        return last
    }

    /// Gives the file UIKit as a framework target's Swift files have it: there, the module's
    /// umbrella header imports UIKit into every file, so library files may have no `import`
    /// at all. The line goes above the `#sourceLocation` line, so no line of the file moves.
    mutating func importUIKitImplicitly() {
        text = "import OmbreUIKit\n" + text
    }
}

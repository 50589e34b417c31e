/// The classes a set of Swift files declares at file scope, in the order they appear, with
/// what a scene needs to know of each: its superclass, its `@IBInspectable` properties and
/// its initializers.
///
/// This reads declarations, not meaning: comments and string literals are skipped, braces are
/// counted, and only file-scope `class` and `extension` bodies are looked into.
struct SwiftDeclarations {
    struct DeclaredClass {
        var name: String
        var superclass: String?
        var file: String
        var line: Int
        /// `private` or `fileprivate`: the scene's entry point cannot name it.
        var isPrivate: Bool
        var isGeneric: Bool
        var inspectables: [String] = []
        /// The argument labels of each designated initializer, as `frame:` or `coder:`.
        var initializers: [String] = []
        /// The UTF-8 offset of the `}` closing the class's body.
        var bodyEnd: Int?
    }

    private(set) var classes: [DeclaredClass] = []
    /// Inspectables declared in file-scope extensions, by the extended type's name.
    private(set) var extensionInspectables: [String: [String]] = [:]

    init(files: [(path: String, text: String)]) {
        for file in files { read(file.path, SwiftTokens(file.text)) }
    }

    /// The inspectables of `name` and of its superclasses declared in the files, nearest first.
    func inspectables(of name: String) -> [String] {
        var result: [String] = []
        var current: String? = name
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            let declared = classes.last { $0.name == type }
            result += (declared?.inspectables ?? []) + (extensionInspectables[type] ?? [])
            current = declared?.superclass
        }
        return result
    }

    /// The root of `name`'s superclass chain as far as the files tell: the first ancestor not
    /// declared in them (`UIView`, `UIViewController`, a library class).
    func base(of name: String) -> String {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted, let declared = classes.last(where: { $0.name == current }),
            let parent = declared.superclass
        {
            current = parent
        }
        return current
    }

    /// Where, in the file at `path`, to add the initializer through which Ombre makes layers
    /// of a class (`CALayer.init(ombreMaking:)`, required): the body ends of the file's
    /// non-generic layer subclasses that declare designated initializers but not all three of
    /// `init()`, `init(layer:)` and `init?(coder:)`, so inherit none of CALayer's. iOS code
    /// writes such layers when nothing copies them. `copies` says whether the class declares
    /// `init(layer:)`, through which its presentation copies are then made.
    func layerMakerInsertions(in path: String) -> [(offset: Int, name: String, copies: Bool)] {
        let layerClasses: Set<String> = [
            "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAEmitterLayer",
        ]
        let complete: Set<String> = ["", "layer:", "coder:"]
        return classes.compactMap { declared in
            guard declared.file == path, !declared.isGeneric, let end = declared.bodyEnd,
                !declared.initializers.isEmpty, !complete.isSubset(of: Set(declared.initializers)),
                layerClasses.contains(base(of: declared.name))
            else { return nil }
            return (end, declared.name, declared.initializers.contains("layer:"))
        }
    }

    private mutating func read(_ path: String, _ tokens: SwiftTokens) {
        let words = tokens.words
        var depth = 0
        var index = 0
        // The class or extension whose body is open at depth 1.
        var open: (name: String, isClass: Bool)?
        var attributes: [String] = []
        while index < words.count {
            let word = words[index]
            switch word.text {
            case "{":
                depth += 1
            case "}":
                depth -= 1
                if depth == 0 {
                    if open?.isClass == true { classes[classes.count - 1].bodyEnd = word.start }
                    open = nil
                }
            case "class" where depth == 0 && index + 1 < words.count && words[index + 1].isIdentifier:
                let modifiers = words[max(0, index - 4)..<index].map(\.text)
                var declared = DeclaredClass(
                    name: words[index + 1].text, superclass: nil, file: path, line: word.line,
                    isPrivate: modifiers.contains("private") || modifiers.contains("fileprivate"),
                    isGeneric: index + 2 < words.count && words[index + 2].text == "<")
                var next = index + 2
                while next < words.count, words[next].text != ":", words[next].text != "{" { next += 1 }
                if next + 1 < words.count, words[next].text == ":" {
                    declared.superclass = qualifiedName(in: words, from: next + 1)
                }
                classes.append(declared)
                open = (declared.name, true)
            case "extension" where depth == 0 && index + 1 < words.count:
                open = (qualifiedName(in: words, from: index + 1) ?? "", false)
            case "@IBInspectable" where depth == 1:
                attributes.append(word.text)
            case "var" where depth == 1 && !attributes.isEmpty:
                let modifiers = words[max(0, index - 3)..<index].map(\.text)
                if let target = open, index + 1 < words.count, words[index + 1].isIdentifier,
                    !modifiers.contains("private"), !modifiers.contains("fileprivate")
                {
                    addInspectable(words[index + 1].text, to: target)
                }
                attributes.removeAll()
            case "init" where depth == 1 && open?.isClass == true:
                let modifiers = words[max(0, index - 4)..<index].map(\.text)
                if !modifiers.contains("convenience") {
                    classes[classes.count - 1].initializers.append(labels(in: words, from: index + 1))
                }
            case "func", "let", "case", "subscript", "struct", "enum":
                attributes.removeAll()
            default:
                break
            }
            index += 1
        }
    }

    private mutating func addInspectable(_ name: String, to target: (name: String, isClass: Bool)) {
        if target.isClass {
            classes[classes.count - 1].inspectables.append(name)
        } else {
            extensionInspectables[target.name, default: []].append(name)
        }
    }

    /// `UIKit.UIView` → `UIView`: the last part of a dotted type name.
    private func qualifiedName(in words: [SwiftTokens.Word], from start: Int) -> String? {
        var index = start
        var name: String?
        while index < words.count, words[index].isIdentifier {
            name = words[index].text
            guard index + 1 < words.count, words[index + 1].text == "." else { break }
            index += 2
        }
        return name
    }

    /// The labels of an initializer's parameters, `(frame: CGRect)` → `frame:`.
    private func labels(in words: [SwiftTokens.Word], from start: Int) -> String {
        var index = start
        while index < words.count, words[index].text != "(" { index += 1 }
        var result = ""
        var nesting = 0
        var expectingLabel = true
        while index < words.count {
            let text = words[index].text
            if text == "(" || text == "[" || text == "<" { nesting += 1 }
            if text == ")" || text == "]" || text == ">" {
                nesting -= 1
                if nesting == 0 { break }
            }
            if nesting == 1 {
                if text == "," { expectingLabel = true }
                if expectingLabel && words[index].isIdentifier {
                    result += text + ":"
                    expectingLabel = false
                }
            }
            index += 1
        }
        return result
    }
}

import Testing

@testable import OmbreSwiftScene

/// The scene build's rewrite of iOS code, read without compiling it: what changes, what stays,
/// and that every line and column the user wrote stays where it was.
@Suite struct SourceRewriteTests {
    /// The file as the compiler gets it, its `#sourceLocation` line and the appended tables left out.
    private func rewritten(_ text: String) -> (body: [Substring], tail: String) {
        let rewrite = SceneBuild.rewritten([(path: "/tmp/File.swift", text: text)])[0]
        var lines = rewrite.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.removeFirst() == "#sourceLocation(file: \"/tmp/File.swift\", line: 1)")
        let count = text.split(separator: "\n", omittingEmptySubsequences: false).count
        return (Array(lines.prefix(count)), lines.dropFirst(count).joined(separator: "\n"))
    }

    /// Checks that `line` is `original` rewritten in place: as long, with `expected` once runs of
    /// spaces are made one, and with every `,` and `)` of the original at its column.
    private func expectInPlace(
        _ line: Substring, _ original: Substring, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        func collapsed(_ text: some StringProtocol) -> String {
            text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        func columns(_ text: some StringProtocol) -> [Int] {
            text.utf8.enumerated().filter { $0.element == UInt8(ascii: ",") }.map(\.offset)
        }
        #expect(line.utf8.count == original.utf8.count, "\(line)", sourceLocation: sourceLocation)
        #expect(collapsed(line) == collapsed(expected), "\(line)", sourceLocation: sourceLocation)
        #expect(columns(line) == columns(original), "\(line)", sourceLocation: sourceLocation)
    }

    @Test func weakManagedPropertyGetsTheWeakWrapperAndLosesTheModifier() {
        let text = """
            class RingLayer: CAShapeLayer {
                @NSManaged weak var ring: Ring!
                @NSManaged public weak var owner: UIView?
                @NSManaged var value: CGFloat
            }
            """
        let (body, _) = rewritten(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = [
            "class RingLayer: CAShapeLayer {", "@OmbreNSMw var ring: Ring!", "@OmbreNSMw public var owner: UIView?",
            "@OmbreNSMg var value: CGFloat", "}",
        ]
        for (index, line) in expected.enumerated() { expectInPlace(body[index], lines[index], line) }
    }

    @Test func filesWithoutImportsSeeUIKitWhenAnotherFileOfTheSceneImportsIt() {
        let library = "import UIKit\n\nfinal class Ring: UIView {}\n"
        let bare = "struct Style {\n    var color = UIColor.red\n}\n"
        let other = "import Foundation\n\nstruct Clock {}\n"
        let rewrites = SceneBuild.rewritten([
            (path: "/tmp/Ring.swift", text: library), (path: "/tmp/Style.swift", text: bare),
            (path: "/tmp/Clock.swift", text: other),
        ])
        // The added import stands above the `#sourceLocation` line, so the file's lines keep their numbers.
        #expect(rewrites[1].text.hasPrefix("import OmbreUIKit\n#sourceLocation(file: \"/tmp/Style.swift\", line: 1)\n"))
        #expect(rewrites[0].text.hasPrefix("#sourceLocation") && rewrites[2].text.hasPrefix("#sourceLocation"))
        // Alone, or beside files that do not import UIKit, a file without imports gets nothing.
        let alone = SceneBuild.rewritten([
            (path: "/tmp/Style.swift", text: bare), (path: "/tmp/Clock.swift", text: other),
        ])
        #expect(alone.allSatisfy { $0.text.hasPrefix("#sourceLocation") })
    }

    @Test func objectiveCIdiomsBecomeSpacesOfTheSameWidth() {
        let text = """
            @objcMembers final class A: UIView {
                @objc(tapWithThing:) dynamic func tap(thing: Int) {}
                @IBOutlet weak var label: UILabel!
                @IBAction func go(_ sender: Any) {}
                @NSManaged var title: String
                let dynamic = 1
            }
            """
        let (body, _) = rewritten(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = [
            "final class A: UIView {", "func tap(thing: Int) {}", "weak var label: UILabel!",
            "func go(_ sender: Any) {}", "@OmbreNSMg var title: String", "let dynamic = 1", "}",
        ]
        for (index, line) in expected.enumerated() { expectInPlace(body[index], lines[index], line) }
    }

    @Test func stringsAndCommentsAreLeftAsWritten() {
        let text = """
            let a = "#selector(tap) @objc #keyPath(A.b) \\(x)" // @objc #selector(tap)
            /* #if os(iOS) @objc */ let b = #\"\"\"
            #selector(x) \\(#keyPath(A.b)) "
            \"\"\"#
            """
        let (body, _) = rewritten(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // `\(` in a raw string is text, not an interpolation.
        #expect(body == lines)
    }

    @Test func interpolationsAreRewrittenAsCode() {
        let text = ##"""
            final class A: UIView {
                @objc func tap() {}
                func log() {
                    print("\(#selector(tap)) \("x\(#keyPath(CAGradientLayer.colors))")")
                    print(#"\#(#selector(tap)) \(#selector(tap))"#, "\(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))")
                    print("""
                        \(#keyPath(A.layer.bounds)) \(
                            #selector(tap))
                        """)
                }
            }
            """##
        let (body, _) = rewritten(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        expectInPlace(body[3], lines[3], #"print("\(__sel("tap") ) \("x\("colors" )")")"#)
        // In a raw string only `\#(` opens an interpolation; `#colorLiteral` is the compiler's.
        expectInPlace(
            body[4], lines[4],
            ##"print(#"\#(__sel("tap") ) \(#selector(tap))"#, "\(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))")"##
        )
        expectInPlace(body[6], lines[6], #"\("layer.bounds" ) \("#)
        expectInPlace(body[7], lines[7], #"__sel("tap") )"#)
    }

    @Test func selectorsNameTheObjectiveCMethod() {
        let text = """
            final class A: UIView {
                @objc func tap(_ g: UITapGestureRecognizer) {}
                @objc(renamedSelectorName) func renamed() {}
                func wire() {
                    _ = [#selector(tap), #selector(tap(_:)), #selector(A.move(sender:)), #selector(b(_:forEvent:))]
                    _ = [#selector(getter: value), #selector(setter: value), #selector(renamed)]
                }
            }
            """
        let (body, tail) = rewritten(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        expectInPlace(
            body[4], lines[4],
            "_ = [__sel(\"tap:\") , __sel(\"tap:\") , __sel(\"moveWithSender:\") , __sel(\"b:forEvent:\") ]")
        expectInPlace(body[5], lines[5], "_ = [__sel(\"value\") , __sel(\"setValue:\") , __s0 ]")
        #expect(tail.contains("fileprivate let __s0 = __sel(\"renamedSelectorName\")"), "\(tail)")
        #expect(tail.contains("(\"tap:\", ObjCMethod(A.tap(_:)))"), "\(tail)")
        #expect(tail.contains("(\"renamedSelectorName\", ObjCMethod(A.renamed))"), "\(tail)")
    }

    @Test func optionalRequirementsMoveToAnExtensionAndTheirCallsLoseTheQuestionMark() {
        let text = """
            @objc protocol RingDelegate {
                @objc optional func ringDidFinish(_ ring: Ring)
                @objc optional var tint: UIColor { get }
                @objc(heightAt:) optional func height(at row: Int) -> Int?
                func required()
            }
            final class Ring: UIView {
                weak var delegate: RingDelegate?
                var done: (() -> Void)?
                func finish() { delegate?.ringDidFinish?(self); done?(); _ = delegate?.height?(at: 1); _ = f?(x: 1) }
            }
            final class Late: NSObject { func ringDidFinish(_ ring: Ring) {} }
            extension Late: RingDelegate { func required() {} }
            """
        let (body, tail) = rewritten(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Bound to classes, as iOS binds `@objc` protocols: `@objc ` makes room for `:class`.
        expectInPlace(body[0], lines[0], "protocol RingDelegate:class {")
        for index in 1...3 { expectInPlace(body[index], lines[index], "") }
        expectInPlace(body[4], lines[4], "func required()")
        // Only calls of optional requirements, with their labels, lose the `?`.
        expectInPlace(
            body[9], lines[9],
            "func finish() { delegate?.ringDidFinish (self); done?(); _ = delegate?.height (at: 1); _ = f?(x: 1) }")
        // Each member stands at its requirement's line and its `func` or `var` at its column.
        #expect(
            tail.contains(
                "#sourceLocation(file: \"/tmp/File.swift\", line: 2)\n" + String(repeating: " ", count: 19)
                    + "func ringDidFinish(_ ring: Ring) -> Void? { ObjCRuntime.optionalRequirement(self, \"ringDidFinish:\", [ring]) }"
            ),
            "\(tail)")
        #expect(tail.contains("var tint: UIColor? { ObjCRuntime.optionalRequirement(self, \"tint\", []) }"), "\(tail)")
        #expect(
            tail.contains(
                "func height(at row: Int) -> Int? { ObjCRuntime.optionalRequirement(self, \"heightAt:\", [row]) }"),
            "\(tail)")
        // A class adopting the protocol answers its selectors, wherever it declares the adoption.
        #expect(tail.contains("(\"ringDidFinish:\", ObjCMethod(Late.ringDidFinish(_:)))"), "\(tail)")
        #expect(!tail.contains("register(RingDelegate.self"), "\(tail)")
    }

    @Test func platformConditionsTakeTheSimulatorsAnswers() {
        let text = """
            #if canImport(UIKit) && os(iOS) && !targetEnvironment(macCatalyst)
            #elseif os(macOS) || targetEnvironment(simulator) || canImport(AppKit) || arch(arm64)
            #elseif canImport(Combine)
            #endif
            """
        let (body, _) = rewritten(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        expectInPlace(body[0], lines[0], "#if true && true && !false")
        expectInPlace(body[1], lines[1], "#elseif false || true || canImport(AppKit) || arch(arm64)")
        // OmbreUIKit provides Combine's common part, so a branch for Combine is taken.
        expectInPlace(body[2], lines[2], "#elseif true")
    }

    @Test func privateMethodsOfNestedTypesAreReachableFromTheAppendedTable() {
        let text = """
            class Outer: UIViewController {
                @objc private func a() {}
            }
            private extension Outer {
                class Inner: UIView {
                    @objc private func b(_ x: Int, with y: Int) {}
                    func local() { class Hidden { @objc func c() {} } }
                }
            }
            """
        let (_, tail) = rewritten(text)
        #expect(tail.contains("extension Outer {"), "\(tail)")
        #expect(tail.contains("(\"a\", ObjCMethod(Outer.a))"), "\(tail)")
        #expect(tail.contains("extension Outer.Inner {"), "\(tail)")
        #expect(tail.contains("(\"b:with:\", ObjCMethod(Outer.Inner.b(_:with:)))"), "\(tail)")
        // A class inside a function body cannot be named from file scope.
        #expect(!tail.contains("Hidden"), "\(tail)")
        #expect(tail.contains("func _ombreRegisterObjC0() {"), "\(tail)")
    }

    @Test func aLayerWithOnlyItsOwnInitializersGetsTheMakerOnItsClosingLine() {
        // A gradient layer made with its colors, as liquid loaders write one; Swift on Linux
        // makes layers of a class through a required initializer it would not inherit. It is
        // public, so an open class (as pie-chart slice layers are) can still be subclassed.
        let text = """
            class Glow: CAGradientLayer {
                let tint: UIColor
                init(tint: UIColor) { self.tint = tint; super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Halo: Glow {}
            class Copied: CALayer {
                override init() { super.init() }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Plain: NSObject {
                init(x: Int) {}
            }
            class Slice: CALayer {
                init(angle: CGFloat) { super.init() }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (body, _) = rewritten(text)
        #expect(body.count == text.split(separator: "\n", omittingEmptySubsequences: false).count, "no line added")
        #expect(
            body[4]
                == "public required init(ombreMaking _: CALayer?) { fatalError(\"Use of unimplemented initializer 'init(layer:)' for class 'Glow'\") }}"
        )
        #expect(body[5] == "class Halo: Glow {}", "a subclass declaring no initializer inherits the maker")
        #expect(body[10] == "}" && body[13] == "}", "\(body)")
        // A slice layer with its own init(layer:) and no init(), as pie charts write one, gets
        // the maker that copies through it (see the next test).
        #expect(body[18].hasPrefix("public required convenience init(ombreMaking source: CALayer?)"))
    }

    @Test func aLayerDeclaringInitLayerGetsAMakerThatCopiesThroughIt() {
        // A pie chart's slice layer: made with its color, copied for presentation by its own
        // init(layer:), which its animations need; only a view's layerClass would need init().
        let text = """
            class Slice: CALayer {
                init(color: UIColor) { super.init() }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Ring: CALayer {
                override init() { super.init() }
                init(width: CGFloat) { super.init() }
            }
            """
        let (body, _) = rewritten(text)
        #expect(
            body[4]
                == "public required convenience init(ombreMaking source: CALayer?) { if let source { self.init(layer: source) } else { fatalError(\"Use of unimplemented initializer 'init()' for class 'Slice'\") } }}"
        )
        #expect(
            body[8]
                == "public required convenience init(ombreMaking source: CALayer?) { if source != nil { fatalError(\"Use of unimplemented initializer 'init(layer:)' for class 'Ring'\") } else { self.init() } }}"
        )
    }

    @Test func unavailableMembersAreLeftOutOfTheAppendedTable() {
        // An inspectable kept for Interface Builder only: code may not name it, selectors cannot reach it.
        let text = """
            class Spinner: UIView {
                @available(*, unavailable, message: "For Interface Builder only.")
                @IBInspectable var typeName: String {
                    get { "" }
                    set {}
                }
                @IBInspectable var speed: Double = 1
                @available(iOS, unavailable) @objc func legacy() {}
                @available(iOS 13, *) @objc func modern() {}
            }
            """
        let (_, tail) = rewritten(text)
        #expect(!tail.contains("typeName"), "\(tail)")
        #expect(!tail.contains("legacy"), "\(tail)")
        #expect(tail.contains("\"speed\""), "\(tail)")
        #expect(tail.contains("\"modern\""), "\(tail)")
    }

    @Test func messagingOverridesOfNSObjectSubclassesLoseOverrideAndForwardersAdoptForwarding() {
        let text = """
            class Base: NSObject {}
            final class Proxy: Base {
                override func responds(to aSelector: Selector!) -> Bool { true }
                public override func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
            }
            final class Knob: UIView {
                override func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
                override func responds(to aSelector: Selector!) -> Bool { true }
            }
            """
        let original = text.split(separator: "\n", omittingEmptySubsequences: false)
        let (body, tail) = rewritten(text)
        expectInPlace(body[2], original[2], "func responds(to aSelector: Selector!) -> Bool { true }")
        expectInPlace(body[3], original[3], "public func forwardingTarget(for aSelector: Selector!) -> Any? { nil }")
        // UIKit's classes declare both, so their subclasses override them as written.
        #expect(body[6] == original[6] && body[7] == original[7])
        #expect(tail.contains("extension Proxy: ObjCForwarding {}"), "\(tail)")
        #expect(!tail.contains("Knob"), "\(tail)")
    }

    @Test func privateNestedTypesAreRegisteredFromTheirEnclosingType() {
        // Only the enclosing type may name a `private` nested one, so its table lives there.
        let text = """
            class Progress: UIView {
                private class Layer: CALayer {
                    @NSManaged var angle: Double
                    @objc private func hidden() {}
                    class Deeper: NSObject { @objc func deep() {} }
                    private class Secret: NSObject { @objc func secret() {} }
                }
            }
            """
        let (_, tail) = rewritten(text)
        #expect(!tail.contains("Progress.Layer"), "\(tail)")
        #expect(tail.contains("extension Progress {"), "\(tail)")
        #expect(tail.contains("ObjCRuntime.register(Layer.self, ["), "\(tail)")
        #expect(tail.contains("(\"angle\", ObjCMethod(getter: \\Layer.angle))"), "\(tail)")
        #expect(tail.contains("(\"setAngle:\", ObjCMethod(setter: \\Layer.angle))"), "\(tail)")
        #expect(tail.contains("Progress._ombreObjCMethods0_Layer()"), "\(tail)")
        // A type inside it is named through it; a private member or type of it cannot be.
        #expect(tail.contains("ObjCRuntime.register(Layer.Deeper.self, ["), "\(tail)")
        #expect(!tail.contains("hidden"), "\(tail)")
        #expect(!tail.contains("Secret"), "\(tail)")
    }

    @Test func objcMembersOverloadsAreToldApartAndLongMethodsLeftOut() {
        let text = """
            @objcMembers class Ring: UIView {
                public func set(colors: UIColor...) {}
                private func set(colors: [UIColor]) {}
                func animate(from: Double, to: Double, duration: Double) {}
                func stop() {}
            }
            """
        let (_, tail) = rewritten(text)
        // The variadic overload cannot travel in a message but still makes `set(colors:)` ambiguous.
        #expect(tail.contains("ObjCMethod(Ring.set(colors:) as (Ring) -> ([UIColor]) -> _)"), "\(tail)")
        // No message carries three arguments.
        #expect(!tail.contains("animate"), "\(tail)")
        #expect(tail.contains("(\"stop\", ObjCMethod(Ring.stop))"), "\(tail)")
    }
}

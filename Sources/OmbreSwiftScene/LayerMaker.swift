/// The initializer Ombre makes layers of a user's class through (`CALayer.init(ombreMaking:)`,
/// required), added to a layer subclass that declares designated initializers but not all of
/// `init()`, `init(layer:)` and `init?(coder:)`, and so inherits none of CALayer's.
///
/// Core Animation makes a view's layer with `init()` and presentation copies with
/// `init(layer:)`; the maker calls whichever of the two the class declares, and where it
/// declares neither ends the program with the message iOS gives for an unimplemented
/// initializer.
struct LayerMaker {
    /// Where the class's body ends (its closing brace) in the file.
    let offset: Int
    /// The class's name.
    let name: String
    /// Whether the class declares `init()`, through which a view's layer is made.
    let makesNew: Bool
    /// Whether the class declares `init(layer:)`, through which presentation copies are made.
    let makesCopies: Bool

    /// The initializer's text, on one line.
    var declaration: String {
        guard makesNew || makesCopies else {
            return "public required init(ombreMaking _: CALayer?) { \(Self.unimplemented("init(layer:)", in: name)) }"
        }
        let copy =
            makesCopies
            ? "if let source { self.init(layer: source) }"
            : "if source != nil { \(Self.unimplemented("init(layer:)", in: name)) }"
        let new = makesNew ? "self.init()" : Self.unimplemented("init()", in: name)
        return "public required convenience init(ombreMaking source: CALayer?) { \(copy) else { \(new) } }"
    }

    private static func unimplemented(_ initializer: String, in name: String) -> String {
        "fatalError(\"Use of unimplemented initializer '\(initializer)' for class '\(name)'\")"
    }
}

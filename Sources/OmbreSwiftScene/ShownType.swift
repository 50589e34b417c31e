import Foundation

/// The type a Swift scene shows, and every type its files could show.
struct ShownType {
    /// Classes whose subclasses are views; the UIKit layer's own views are among them.
    static let viewBases: Set<String> = ["UIView", "AnimatedGradientView"]
    static let controllerBases: Set<String> = ["UIViewController"]

    /// The name the runner knows the shown entry by.
    let name: String
    /// How messages and the window's title name it.
    let title: String
    let isController: Bool
    let inspectables: [String]
    /// Every showable type, for the generated entry point.
    let entries: [SceneEntryCode]

    /// What the files can show, one line each, as `--list` prints it.
    let showable: [String]

    /// Chooses what `request` asks for among `declarations` and `previews`: its `--preview`,
    /// `--controller` or `--view`, else the last view controller subclass, else the last view
    /// subclass, else the first `#Preview` block.
    ///
    /// - Throws: `SwiftSceneError.usage` for a missing type, files with nothing to show, or a
    ///   `--set` name that is not an inspectable of the shown type.
    init(_ declarations: SwiftDeclarations, previews: [SourceRewrite.Preview] = [], request: SwiftSceneRequest)
        throws(SwiftSceneError)
    {
        var views: [SwiftDeclarations.DeclaredClass] = []
        var controllers: [SwiftDeclarations.DeclaredClass] = []
        for declared in declarations.classes where !declared.isPrivate && !declared.isGeneric {
            let base = declarations.base(of: declared.name)
            let inits = declared.initializers
            // A class with designated initializers inherits none; a private one cannot be called.
            func callable(_ label: String) -> Bool {
                inits.isEmpty || inits.contains(label) && !declared.privateInitializers.contains(label)
            }
            if Self.controllerBases.contains(base), callable("") {
                controllers.append(declared)
            } else if Self.viewBases.contains(base), callable("frame:") {
                views.append(declared)
            }
        }
        let files = request.files.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        let declare = request.files.count == 1 ? "declares" : "declare"
        func listing() -> String {
            let v = views.map(\.name).joined(separator: ", ")
            let c = controllers.map(\.name).joined(separator: ", ")
            return "views: \(v.isEmpty ? "none" : v); view controllers: \(c.isEmpty ? "none" : c)"
        }
        showable =
            controllers.map { "view controller \($0.name)" } + views.map { "view \($0.name)" }
            + Self.previewTitles(previews)
        let chosen: SwiftDeclarations.DeclaredClass
        var preview: (index: Int, title: String)?
        if let wanted = request.preview {
            guard let index = previews.firstIndex(where: { wanted.isEmpty || $0.name == wanted }) else {
                let known = Self.previewTitles(previews).joined(separator: ", ")
                throw .usage(
                    "--preview \(wanted): \(files) \(declare) "
                        + (known.isEmpty ? "no #Preview blocks" : "no such #Preview (previews: \(known))"))
            }
            preview = (index, Self.previewTitles(previews)[index])
            chosen = Self.madeClass(previews[index], in: declarations)
        } else if let name = request.controller {
            guard let found = controllers.last(where: { $0.name == name }) else {
                throw .usage("--controller \(name): \(files) \(declare) no such view controller (\(listing()))")
            }
            chosen = found
        } else if let name = request.view {
            guard let found = views.last(where: { $0.name == name }) else {
                throw .usage(
                    "--view \(name): \(files) \(declare) no such view with init(frame:) (\(listing()))")
            }
            chosen = found
        } else if let found = controllers.last ?? views.last {
            chosen = found
        } else if let first = previews.first {
            preview = (0, Self.previewTitles(previews)[0])
            chosen = Self.madeClass(first, in: declarations)
        } else {
            throw .usage(
                "\(files) \(declare) no UIViewController subclass and no UIView subclass with init(frame:) to show; "
                    + "private and generic classes cannot be shown")
        }
        name = preview.map { "#Preview \($0.index)" } ?? chosen.name
        title = preview?.title ?? chosen.name
        isController = controllers.contains { $0.name == chosen.name }
        inspectables = chosen.name.isEmpty ? [] : declarations.inspectables(of: chosen.name)
        for setting in request.settings where !inspectables.contains(setting.name) {
            let known =
                inspectables.isEmpty
                ? "\(title) has no @IBInspectable properties"
                : "\(title)'s inspectables: \(inspectables.joined(separator: ", "))"
            throw .usage("--set \(setting.name): not an @IBInspectable property of \(title) (\(known))")
        }
        entries =
            controllers.map {
                SceneEntryCode(name: $0.name, isController: true, inspectables: declarations.inspectables(of: $0.name))
            }
            + views.map {
                SceneEntryCode(name: $0.name, isController: false, inspectables: declarations.inspectables(of: $0.name))
            }
            + previews.enumerated().map { index, preview in
                let root = Self.madeClass(preview, in: declarations).name
                return SceneEntryCode(
                    preview: "#Preview \(index)", variable: preview.variable, root: root.isEmpty ? nil : root,
                    inspectables: root.isEmpty ? [] : declarations.inspectables(of: root))
            }
    }

    /// How `--list` and messages name each preview: `#Preview "Name"`, or `#Preview (line N)`.
    static func previewTitles(_ previews: [SourceRewrite.Preview]) -> [String] {
        previews.map { preview in preview.name.map { "#Preview \"\($0)\"" } ?? "#Preview (line \(preview.line))" }
    }

    /// The class a preview's code makes, as far as the files declare it (its inspectables are
    /// what `--set` gives); a nameless stand-in otherwise.
    private static func madeClass(_ preview: SourceRewrite.Preview, in declarations: SwiftDeclarations)
        -> SwiftDeclarations.DeclaredClass
    {
        declarations.classes.last { $0.name == preview.madeType && !$0.isPrivate }
            ?? SwiftDeclarations.DeclaredClass(
                name: "", superclass: nil, file: "", line: 0, isPrivate: false, isGeneric: false)
    }
}

import Foundation

/// The type a Swift scene shows, and every type its files could show.
struct ShownType {
    /// Classes whose subclasses are views; the UIKit layer's own views are among them.
    static let viewBases: Set<String> = ["UIView", "AnimatedGradientView"]
    static let controllerBases: Set<String> = ["UIViewController"]

    let name: String
    let isController: Bool
    let inspectables: [String]
    /// Every showable type, for the generated entry point.
    let entries: [SceneEntryCode]

    /// Chooses what `request` asks for among `declarations`: its `--controller` or `--view`,
    /// else the last view controller subclass, else the last view subclass.
    ///
    /// - Throws: `SwiftSceneError.usage` for a missing type, files with nothing to show, or a
    ///   `--set` name that is not an inspectable of the shown type.
    init(_ declarations: SwiftDeclarations, request: SwiftSceneRequest) throws(SwiftSceneError) {
        var views: [SwiftDeclarations.DeclaredClass] = []
        var controllers: [SwiftDeclarations.DeclaredClass] = []
        for declared in declarations.classes where !declared.isPrivate && !declared.isGeneric {
            let base = declarations.base(of: declared.name)
            let inits = declared.initializers
            if Self.controllerBases.contains(base), inits.isEmpty || inits.contains("") {
                controllers.append(declared)
            } else if Self.viewBases.contains(base), inits.isEmpty || inits.contains("frame:") {
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
        let chosen: SwiftDeclarations.DeclaredClass
        if let name = request.controller {
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
        } else {
            throw .usage(
                "\(files) \(declare) no UIViewController subclass and no UIView subclass with init(frame:) to show; "
                    + "private and generic classes cannot be shown")
        }
        name = chosen.name
        isController = controllers.contains { $0.name == chosen.name }
        inspectables = declarations.inspectables(of: chosen.name)
        for setting in request.settings where !inspectables.contains(setting.name) {
            let known =
                inspectables.isEmpty
                ? "\(name) has no @IBInspectable properties"
                : "\(name)'s inspectables: \(inspectables.joined(separator: ", "))"
            throw .usage("--set \(setting.name): not an @IBInspectable property of \(name) (\(known))")
        }
        entries =
            controllers.map {
                SceneEntryCode(name: $0.name, isController: true, inspectables: declarations.inspectables(of: $0.name))
            }
            + views.map {
                SceneEntryCode(name: $0.name, isController: false, inspectables: declarations.inspectables(of: $0.name))
            }
    }
}

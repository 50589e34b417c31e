import Foundation
import OmbreGraphics
import OmbreViews
import Yams

/// A loaded scene: its window settings and a view tree laid out at its design size.
public final class Scene {
    /// The size used when neither the scene nor the caller gives one.
    public static let defaultSize = PixelSize(width: 800, height: 600)

    /// The file path, or the built-in scene's name.
    public let source: String
    /// The window title: the scene's `window.title`, else the file name.
    public let title: String
    /// The size in points the scene's frames were written for; the root follows any other size.
    public let designSize: PixelSize
    /// Pixels per point (`window.scale`, default 1).
    public let scale: Double
    /// The size the scene states (`window.size`); nil when it leaves it to the caller, as a
    /// Swift scene does.
    package let declaredSize: PixelSize?
    /// The scale the scene states (`window.scale`); nil when it leaves it to the caller.
    package let declaredScale: Double?
    /// The scales a scene may ask for.
    public static let scaleRange: ClosedRange<Double> = 0.25...8
    /// Painted under the root view (`ombre render --background` replaces it).
    public package(set) var background: Color {
        didSet { live?.paint(background: background) }
    }
    /// The view tree, laid out at the design size.
    public let root: View
    /// What rebuilds the scene when its files change, for scenes that are built (Swift files).
    package var live: (any SceneLiveSource)?

    package init(
        source: String, title: String, designSize: PixelSize, scale: Double = 1, background: Color, root: View,
        declaredSize: PixelSize? = nil, declaredScale: Double? = nil
    ) {
        self.source = source
        self.title = title
        self.designSize = designSize
        self.scale = scale
        self.declaredSize = declaredSize
        self.declaredScale = declaredScale
        self.background = background
        self.root = root
    }

    /// Parses scene text (YAML, or JSON, which is read as YAML).
    ///
    /// - Parameters:
    ///   - text: the scene's YAML or JSON.
    ///   - file: the name used in diagnostics and the default title.
    /// - Throws: `SceneError` listing every problem with its line and column.
    public convenience init(text: String, file: String) throws(SceneError) {
        let reader = SceneReader(file: file)
        let document: Node?
        do {
            document = try Yams.compose(yaml: text)
        } catch {
            throw SceneError([Self.diagnostic(for: error, file: file, text: text)])
        }
        guard let document else {
            throw SceneError([
                SceneDiagnostic(
                    file: file, line: 1, column: 1, message: "the scene is empty", hint: "a scene needs a root view")
            ])
        }
        if let node = document.nodeBeyondExpansion(limit: SceneLimits.expandedNodes) {
            reader.report(
                node, "the scene expands to more than \(SceneLimits.expandedNodes) YAML nodes",
                hint: "each use of an alias (*name) counts all the nodes of its anchor")
            throw SceneError(reader.diagnostics)
        }
        guard let top = reader.map(document, "the scene", allowed: ["window", "palette", "root"]) else {
            throw SceneError(reader.diagnostics)
        }
        var title = (file as NSString).lastPathComponent
        var size = Self.defaultSize
        var scale = 1.0
        var declaredSize: PixelSize?
        var declaredScale: Double?
        var background = Color.black
        if let node = top["window"],
            let w = reader.map(node, "window", allowed: ["title", "size", "scale", "background"])
        {
            if let t = w["title"].flatMap({ reader.string($0, "title") }) { title = t }
            if let s = w["size"].flatMap({ reader.pixelSize($0, "window size") }) {
                size = s
                declaredSize = s
            }
            if let node = w["scale"], let s = reader.number(node, "window scale", in: Self.scaleRange) {
                if size.scaled(by: s) == nil {
                    reader.report(
                        node,
                        "window size \(size) at scale \(s.formatted(.number)) is more than 16384 pixels on a side",
                        hint: "use a smaller size or scale")
                } else {
                    scale = s
                    declaredScale = s
                }
            }
            if let b = w["background"].flatMap({ reader.color($0, "background") }) { background = b }
        }
        if let node = top["palette"], case .mapping(let mapping) = node,
            mapping.count > SceneLimits.paletteEntries
        {
            reader.report(
                node, "palette has \(mapping.count) entries; at most \(SceneLimits.paletteEntries) are allowed")
        } else if let node = top["palette"], case .mapping(let mapping) = node {
            for (key, value) in mapping {
                guard let name = reader.string(key, "palette name") else { continue }
                // A bad color is reported once, here; uses of its name then stay quiet.
                reader.palette[name] = reader.color(value, "palette color \"\(name)\"") ?? .clear
            }
        } else if let node = top["palette"] {
            reader.report(node, "palette must be a map of names to colors, not \(reader.describe(node))")
        }
        let decoder = ViewDecoder(reader: reader)
        var root: View?
        if let node = top["root"] {
            root = decoder.view(node, placement: .root)
        } else {
            reader.report(
                document, "the scene has no root view", hint: "add \"root:\" with a view such as \"gradient: {}\"")
        }
        guard reader.diagnostics.isEmpty, let root else {
            throw SceneError(reader.diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        }
        decoder.applyDesignLayout(root, size: size)
        self.init(
            source: file, title: title, designSize: size, scale: scale, background: background, root: root,
            declaredSize: declaredSize, declaredScale: declaredScale)
    }

    private static func diagnostic(for error: Error, file: String, text: String) -> SceneDiagnostic {
        switch error {
        case YamlError.scanner(let context, let problem, let mark, _),
            YamlError.parser(let context, let problem, let mark, _),
            YamlError.composer(let context, let problem, let mark, _):
            let detail = context.map { "\($0.text) " } ?? ""
            return SceneDiagnostic(
                file: file, line: mark.line, column: mark.column, message: "not valid YAML: \(detail)\(problem)",
                hint: "check indentation, quotes and brackets")
        case YamlError.duplicatedKeysInMapping(let duplicates, let context):
            let first = (line: context.mark.line, column: context.mark.column)
            let again = duplicates.first.flatMap { repeatedKey($0, after: first, in: text) } ?? first
            return SceneDiagnostic(
                file: file, line: again.line, column: again.column,
                message: "duplicate key \(duplicates.map { "\"\($0)\"" }.joined(separator: ", "))",
                hint: "it was first given at line \(first.line), column \(first.column); keep one")
        case YamlError.reader(let problem, _, _, _):
            return SceneDiagnostic(file: file, line: 1, column: 1, message: "cannot read the text: \(problem)")
        default:
            return SceneDiagnostic(file: file, line: 1, column: 1, message: "not valid YAML: \(error)")
        }
    }
}

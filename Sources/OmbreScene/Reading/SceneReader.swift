import OmbreGraphics
import Yams

/// Reads typed values out of a YAML node tree, recording a diagnostic for every problem and
/// carrying on, so that one pass reports all the errors in a file.
final class SceneReader {
    let file: String
    private(set) var diagnostics: [SceneDiagnostic] = []
    var palette = ColorPalette()

    /// Whether messages still get "did you mean" hints: past a hundred errors nobody reads
    /// them, and finding them for every one of a hundred thousand bad values would be slow.
    var suggests: Bool { diagnostics.count < 100 }

    init(file: String) {
        self.file = file
    }

    /// Records a problem at `node` (or the start of the file when it has no position).
    func report(_ node: Node?, _ message: String, hint: String? = nil) {
        let mark = node?.mark
        report(line: mark?.line ?? 1, column: mark?.column ?? 1, message, hint: hint)
    }

    /// Records a problem at an explicit position.
    ///
    /// Messages quote the file; a quote of a huge value is cut short so one error stays one line.
    func report(line: Int, column: Int, _ message: String, hint: String? = nil) {
        diagnostics.append(
            SceneDiagnostic(
                file: file, line: line, column: column, message: abbreviated(message, limit: 300),
                hint: hint.map { abbreviated($0, limit: 300) }))
    }

    /// A short phrase naming what kind of YAML value `node` is, for messages.
    func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a map"
        case .sequence: return "a list"
        case .scalar(let s):
            if s.style == .plain && (s.string == "~" || s.string == "null" || s.string.isEmpty) { return "nothing" }
            return "\"\(abbreviated(s.string))\""
        default: return "an alias"
        }
    }

    /// The entries of a map whose keys must all be in `allowed`; unknown keys are reported.
    ///
    /// - Parameters:
    ///   - node: the node that should be a map.
    ///   - what: how the map is named in messages.
    ///   - allowed: the keys the map may have.
    ///   - misplaced: keys that belong somewhere else, with a hint saying where.
    /// - Returns: nil (after reporting) when `node` is not a map.
    func map(_ node: Node, _ what: String, allowed: [String], misplaced: [String: String] = [:]) -> Fields? {
        guard case .mapping(let mapping) = node else {
            report(node, "\(what) must be a map, not \(describe(node))")
            return nil
        }
        var values: [String: Node] = [:]
        var keys: [String: Node] = [:]
        for (key, value) in mapping {
            guard case .scalar(let k) = key else {
                report(key, "keys in \(what) must be names")
                continue
            }
            guard allowed.contains(k.string) else {
                if let place = misplaced[k.string] {
                    report(key, "\"\(abbreviated(k.string))\" does not belong in \(what)", hint: place)
                    continue
                }
                let hint = suggests ? likelyMeant(k.string, among: allowed).map { "did you mean \"\($0)\"?" } : nil
                report(
                    key, "unknown key \"\(abbreviated(k.string))\" in \(what)",
                    hint: hint ?? "allowed: \(allowed.joined(separator: ", "))")
                continue
            }
            values[k.string] = value
            keys[k.string] = key
        }
        return Fields(node: node, values: values, keys: keys)
    }

    /// The items of a list, or nil (after reporting) when `node` is not one or holds more
    /// items than `SceneLimits` allows for lists named `what`.
    func list(_ node: Node, _ what: String) -> [Node]? {
        guard case .sequence(let sequence) = node else {
            report(node, "\(what) must be a list, not \(describe(node))")
            return nil
        }
        let limit = SceneLimits.listLimits[what] ?? SceneLimits.listItems
        guard sequence.count <= limit else {
            report(node, "\(what) has \(sequence.count) items; at most \(limit) are allowed")
            return nil
        }
        return Array(sequence)
    }
}

/// The checked entries of one map in a scene.
struct Fields {
    let node: Node
    let values: [String: Node]
    let keys: [String: Node]

    subscript(_ key: String) -> Node? { values[key] }
}

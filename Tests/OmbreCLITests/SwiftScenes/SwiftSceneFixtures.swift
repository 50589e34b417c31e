import Foundation
import Testing

/// The UIKit fixtures (`import UIKit`) that the OmbreUIKit tests compare with the built-in demos.
enum SwiftSceneFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("OmbreUIKitTests/Fixtures")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// A view with one inspectable of each type `--set` gives, and one it does not; its
    /// `draw(_:)` prints them and then, by `mode`, draws, unwraps nil, calls fatalError or loops.
    static let probe = """
        import UIKit

        final class ProbeView: UIView {
            @IBInspectable var mode: Int = 0
            @IBInspectable var tint: UIColor = .red
            @IBInspectable var origin: CGPoint = .zero
            @IBInspectable var extent: CGSize = .zero
            @IBInspectable var on: Bool = false
            @IBInspectable var label: String = ""
            @IBInspectable var ratio: Double = 0
            @IBInspectable var spacing: CGFloat = 0
            @IBInspectable var items: [Int] = []
            var hidden: Int = 0
            @IBInspectable var backdrop: UIView { self }

            override func draw(_ rect: CGRect) {
                print("drawn mode=\\(mode) label=\\(label) on=\\(on) origin=\\(origin.x),\\(origin.y) "
                    + "extent=\\(extent.width),\\(extent.height) ratio=\\(ratio) spacing=\\(spacing)")
                let missing: UIColor? = nil
                switch mode {
                case 1: missing!.setFill()
                case 2: fatalError("mode 2 is not drawn")
                case 3: while true {}
                case 4: assert(mode != 4, "mode 4 fails its assertion")
                default: tint.setFill()
                }
                UIBezierPath(rect: bounds).fill()
            }
        }

        """

    /// Writes `text` as `name` in a new folder and returns its path.
    static func write(_ text: String, as name: String) throws -> String {
        let url = try temporaryDirectory().appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// The Swift scene runners still alive (built scenes live under the cache's `scenes/`)
    /// that the `ombre` process `parent` started, or, without it, whose `ombre` has ended.
    static func runningRunners(startedBy parent: pid_t? = nil) -> [String] {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return processes.compactMap { pid -> String? in
            guard Int(pid) != nil,
                let command = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
                let program = command.split(separator: "\0").first, program.contains("/scenes/"),
                program.hasSuffix("/runner")
            else { return nil }
            let environment = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/environ"))) ?? Data()
            let starter = environment.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                .first { $0.hasPrefix("OMBRE_SCENE_PARENT=") }.flatMap { pid_t($0.dropFirst(19)) }
            if let parent { return starter == parent ? command : nil }
            // Runners of other, still running `ombre` processes (other tests) are not leftovers.
            if let starter, kill(starter, 0) == 0 { return nil }
            return command
        }
    }
}

/// Renders `lines` written as the Swift scene `name`, expecting the build to fail (exit 2) with
/// an error at each line of `places` and the column where its text starts there; returns stderr.
func expectCompileErrors(
    _ lines: [String], as name: String, at places: [(line: Int, text: String)],
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> String {
    let file = try SwiftSceneFixtures.write(lines.joined(separator: "\n"), as: name)
    let result = try runOmbre(["render", file, "-o", "/dev/null"])
    #expect(result.status == 2, "\(result.err)", sourceLocation: sourceLocation)
    for (line, needle) in places {
        let text = lines[line - 1]
        let column = text.utf8.count - text[try #require(text.range(of: needle)).lowerBound...].utf8.count + 1
        #expect(
            result.err.contains("\(file):\(line):\(column): error:"), "line \(line): \(result.err)",
            sourceLocation: sourceLocation)
    }
    return result.err
}

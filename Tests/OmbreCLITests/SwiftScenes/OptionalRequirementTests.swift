import Foundation
import OmbreGraphics
import Testing

/// `@objc` protocols with `optional` requirements build unchanged and behave as on iOS: a call
/// of a requirement the object does not implement gives nil and does nothing.
@Suite(.serialized) struct OptionalRequirementTests {
    @Test func optionalRequirementsRunWhereImplementedAndGiveNilWhereNot() throws {
        let file = try SwiftSceneFixtures.write(OptionalRequirementFixtures.rings, as: "Rings.swift")
        let out = try temporaryDirectory().appendingPathComponent("rings.png").path
        let result = try runOmbre(["render", file, "-o", out, "--size", "20x10", "--controller", "RingController"])
        #expect(result.status == 0, "\(result.err)")
        let lines = result.err.split(separator: "\n").map(String.init)
        // Each implemented ringDidFinish runs twice (the statement and the `!= nil` test), once per delegate.
        #expect(lines.filter { $0 == "finished" }.count == 4, "\(result.err)")
        #expect(lines.filter { $0 == "late finished" }.count == 2, "\(result.err)")
        #expect(lines.filter { $0 == "plain called" }.count == 2, "\(result.err)")
        for line in [
            "full true 30 A true true true", "inheriting true 30 A true true true",
            "empty false nil nil false false false", "late true nil nil false true false",
        ] {
            #expect(lines.contains(line), "missing \"\(line)\" in:\n\(result.err)")
        }
        #expect(lines.contains { $0.hasPrefix("none true ") }, "\(result.err)")
        // The full delegate's tint, and the empty one's fallback.
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(Color(pixel: image[5, 5]) == Color(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(Color(pixel: image[15, 5]) == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func diagnosticsInAnOptionalRequirementNameItsLineAndColumn() throws {
        let lines = [
            "import UIKit",
            "@objc protocol Broken {",
            "    @objc optional func ring(_ ring: Rnig,",
            "                             at index: Int) -> Colr",
            "}",
            "final class BrokenView: UIView, Broken {}",
        ]
        let err = try expectCompileErrors(lines, as: "Broken.swift", at: [(3, "Rnig"), (4, "Colr")])
        // The lines are quoted as written, not as the member the build makes of them.
        #expect(!err.contains("optionalRequirement") && err.contains("@objc optional func ring"), "\(err)")
    }
}

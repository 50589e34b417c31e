import Foundation
import OmbreGraphics
import Testing

/// Members that override UIKit's methods inside extensions, as iOS code writes them (its
/// Objective-C methods may be overridden there): they build and take effect, and errors in
/// them point at their own lines.
@Suite struct ExtensionOverrideTests {
    static let scene = """
        import UIKit

        class Swatch: UIView {
            var drawn = false
        }

        extension Swatch {
            override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 10) }

            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(bounds)
            }

            func helper() -> Int { 1 }
        }

        extension Swatch {
            // A member that does not override stays where it is.
            static let name = "swatch"
            open override func layoutSubviews() {
                super.layoutSubviews()
                backgroundColor = .blue
            }
        }

        """

    @Test func overridesInExtensionsBuildAndTakeEffect() throws {
        let file = try SwiftSceneFixtures.write(Self.scene, as: "Swatch.swift")
        let out = try temporaryDirectory().appendingPathComponent("swatch.png").path
        let result = try runOmbre(["render", file, "-o", out, "--size", "8x8", "--view", "Swatch"])
        #expect(result.status == 0, "\(result.err)")
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(Color(pixel: image[4, 4]) == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func anErrorInAMovedOverridePointsAtItsLine() throws {
        let broken = Self.scene.replacingOccurrences(of: "UIRectFill(bounds)", with: "UIRectFill(nowhere)")
        let file = try SwiftSceneFixtures.write(broken, as: "Swatch.swift")
        let result = try runOmbre(["render", file, "-o", "/dev/null", "--size", "8x8", "--view", "Swatch"])
        #expect(result.status == 2)
        // `UIRectFill(nowhere)` is on line 12, column 20.
        #expect(result.err.contains("Swatch.swift:12:20: error"), "\(result.err)")
    }
}

import Foundation
import OmbreGraphics
import Testing

/// `--appearance`: a `.swift` scene shows the light appearance, as a device in light mode,
/// unless asked for the dark one.
@Suite(.serialized) struct SwiftSceneAppearanceTests {
    static let scene = """
        import UIKit

        final class Paper: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = UIColor { traits in
                    traits.userInterfaceStyle == .dark ? .systemIndigo : .systemYellow
                }
                let ink = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
                ink.backgroundColor = .label
                view.addSubview(ink)
            }
        }
        """

    private func render(_ extra: [String]) throws -> (status: Int32, err: String, image: PixelBuffer?) {
        let file = try SwiftSceneFixtures.write(Self.scene, as: "Paper.swift")
        let out = try temporaryDirectory().appendingPathComponent("paper.png").path
        let result = try runOmbre(["render", file, "-o", out, "--size", "8x8"] + extra)
        let data = try? Data(contentsOf: URL(fileURLWithPath: out))
        return (result.status, result.err, try data.map { try PixelBuffer(pngData: Array($0)) })
    }

    private func rgb(_ image: PixelBuffer?, _ x: Int, _ y: Int) -> [Int] {
        guard let image else { return [] }
        let c = Color(pixel: image[x, y])
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    @Test func theDefaultIsLightAndDarkIsOptIn() throws {
        let light = try render([])
        #expect(light.status == 0, "\(light.err)")
        #expect(rgb(light.image, 6, 6) == [255, 204, 0] && rgb(light.image, 1, 1) == [0, 0, 0])
        let dark = try render(["--appearance", "dark"])
        #expect(dark.status == 0, "\(dark.err)")
        #expect(rgb(dark.image, 6, 6) == [94, 92, 230] && rgb(dark.image, 1, 1) == [255, 255, 255])
        let explicit = try render(["--appearance", "light"])
        #expect(rgb(explicit.image, 6, 6) == [255, 204, 0])
    }

    @Test func anUnknownAppearanceIsBadInput() throws {
        let result = try render(["--appearance", "dusk"])
        #expect(result.status == 2)
        #expect(result.err.contains("--appearance takes light or dark (got dusk)"), "\(result.err)")
        let yaml = try runOmbre(["render", "gradient", "-o", "/dev/null", "--appearance", "dark"])
        #expect(yaml.status == 2 && yaml.err.contains("apply to .swift scenes only"), "\(yaml.err)")
    }
}

import Foundation
import OmbreGraphics
import Testing

extension SwiftSceneCommandTests {
    /// The card example laid out with anchors and stack views, built by `ombre render` with
    /// `--device iphone-15`: the card starts 20 points below the device's safe area (59), and
    /// the bar's animated height constraint has grown it by 2 s.
    @Test func cardControllerFollowsTheDevicesSafeAreaAndAnimatesItsConstraint() throws {
        let file = SwiftSceneFixtures.path("CardStackController.swift")
        let dir = try temporaryDirectory()
        func render(at time: String) throws -> PixelBuffer {
            let out = dir.appendingPathComponent("card\(time).png").path
            let result = try runOmbre(["render", file, "-o", out, "--device", "iphone-15", "--time", time])
            #expect(result.status == 0, "\(result.err)")
            #expect(!result.err.contains("Unable to simultaneously satisfy constraints"), "\(result.err)")
            return try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        }
        // Points to pixels at @3x; the middle of the screen is x = 196.5.
        func color(_ image: PixelBuffer, _ x: Double, _ y: Double) -> Color {
            Color(pixel: image[Int(x * 3), Int(y * 3)])
        }
        let start = try render(at: "0")
        #expect(start.size == PixelSize(width: 1179, height: 2556))
        // Above y = 59 + 20 = 79 the background (white 0.94), below it the white card.
        #expect(abs(color(start, 196.5, 78.5).red - 0.94) < 0.01)
        #expect(color(start, 196.5, 79.5).red == 1)
        // The bar starts at 79 + 16 + title + 16, about 132 for a 21-point title: 8 tall, it has
        // not reached y = 160 yet, where the card's white between the two buttons (x = 196.5
        // is in their 12-point gap) shows.
        #expect(color(start, 196.5, 160).red == 1)
        let grown = try render(at: "2")
        // 40 tall now: system blue at 160.
        let blue = color(grown, 196.5, 160)
        #expect(blue.red < 0.01 && abs(blue.green - 122.0 / 255) < 0.01 && blue.blue == 1, "\(blue)")
    }
}

import Foundation
import OmbreGraphics
import Testing

/// UIKit code that keeps a SwiftUI `Color` palette beside its `UIColor`s builds and draws.
@Suite struct SwiftUIColorTests {
    @Test func colorsOfAPaletteSharedWithSwiftUIDraw() throws {
        let text = """
            import SwiftUI
            import UIKit

            public extension Color {
                enum Brand {
                    public static let stripes = [UIColor.red, UIColor(white: 0.5, alpha: 1)].map(Color.init)
                    public static let accent = Color(red: 0, green: 0, blue: 1).opacity(0.5)
                }
            }

            final class SwatchView: UIView {
                override func draw(_ rect: CGRect) {
                    UIColor(Color.Brand.stripes[0]).setFill()
                    UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                    UIColor(Color.Brand.stripes[1]).setFill()
                    UIRectFill(CGRect(x: 10, y: 0, width: 10, height: 10))
                    UIColor(Color.Brand.accent).setFill()
                    UIRectFill(CGRect(x: 20, y: 0, width: 10, height: 10))
                    UIColor(Color.primary).setFill()
                    UIRectFill(CGRect(x: 30, y: 0, width: 10, height: 10))
                }
            }

            """
        let file = try SwiftSceneFixtures.write(text, as: "Swatch.swift")
        let out = try temporaryDirectory().appendingPathComponent("swatch.png").path
        for (appearance, primary) in [("light", Color.black), ("dark", Color.white)] {
            let result = try runOmbre([
                "render", file, "-o", out, "--size", "40x10", "--background", "clear", "--appearance", appearance,
            ])
            #expect(result.status == 0, "\(result.err)")
            let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
            #expect(image[5, 5] == Color.red.pixel)
            #expect(Color(pixel: image[15, 5]).red > 0.45 && Color(pixel: image[15, 5]).red < 0.55)
            let accent = Color(pixel: image[25, 5])
            #expect(accent.blue > 0.95 && accent.red < 0.05 && accent.alpha > 0.45 && accent.alpha < 0.55, "\(accent)")
            // `Color.primary` is the label color: black in light mode, white in dark.
            #expect(image[35, 5] == primary.pixel, "\(appearance)")
        }
    }
}

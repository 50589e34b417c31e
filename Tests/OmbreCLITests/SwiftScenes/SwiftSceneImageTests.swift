import Foundation
import OmbreGraphics
import Testing

/// Scenes that make images offscreen, as view libraries do for masks and cached drawings.
@Suite(.serialized) struct SwiftSceneImageTests {
    @Test func sceneMasksWithAnImageContextAndShowsARendererImageInAnImageView() throws {
        let file = try SwiftSceneFixtures.write(
            """
            import UIKit

            final class MaskedBar: UIView {
                override func draw(_ rect: CGRect) {
                    guard let context = UIGraphicsGetCurrentContext() else { return }
                    UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0.0)
                    UIColor.black.setFill()
                    UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
                    let mask: CGImage = UIGraphicsGetCurrentContext()!.makeImage()!
                    UIGraphicsEndImageContext()
                    context.saveGState()
                    context.clip(to: bounds, mask: mask)
                    context.setFillColor(UIColor.red.cgColor)
                    context.fill(bounds)
                    context.restoreGState()
                }
            }

            final class Gallery: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    let bar = MaskedBar(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
                    bar.backgroundColor = .clear
                    view.addSubview(bar)
                    let tile = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
                        UIColor.blue.setFill()
                        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
                        UIColor.green.setFill()
                        context.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
                    }
                    let imageView = UIImageView(image: tile)
                    imageView.frame = CGRect(x: 0, y: 20, width: 40, height: 20)
                    view.addSubview(imageView)
                }
            }
            """, as: "Gallery.swift")
        let out = try temporaryDirectory().appendingPathComponent("gallery.png").path
        let result = try runOmbre(["render", file, "-o", out, "--size", "40x40"])
        #expect(result.status == 0, "\(result.err)")
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        // The mask's left half lets the red through.
        #expect(Color(pixel: image[5, 5]) == .red && Color(pixel: image[35, 5]) == .white)
        // The 2 × 2 image stretched over 40 × 20: blue on top, green below, mixed between.
        #expect(Color(pixel: image[20, 21]) == Color(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(Color(pixel: image[20, 38]) == Color(red: 0, green: 1, blue: 0, alpha: 1))
        let middle = Color(pixel: image[20, 30])
        #expect(middle.green > 0.3 && middle.blue > 0.3, "\(middle)")
    }
}

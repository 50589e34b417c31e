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

/// Images a scene names: PNG files beside its first file.
@Suite(.serialized) struct SwiftSceneNamedImageTests {
    @Test func namedImagesAndImageLiteralsAreThePNGsBesideTheScene() throws {
        let folder = try temporaryDirectory()
        let pixels = PixelBuffer(width: 2, height: 1)
        pixels[0, 0] = Color.red.pixel
        pixels[1, 0] = Color.blue.pixel
        try pixels.writePNG(to: folder.appendingPathComponent("pair@2x.png").path)
        let scene = folder.appendingPathComponent("Named.swift")
        try """
        import UIKit

        final class Named: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let named = UIImageView(image: UIImage(named: "pair@2x"))
                named.frame.origin = CGPoint(x: 0, y: 0)
                view.addSubview(named)
                let literal = UIImageView(image: #imageLiteral(resourceName: "pair@2x.png"))
                literal.frame = CGRect(x: 0, y: 4, width: 8, height: 4)
                view.addSubview(literal)
                view.backgroundColor = UIImage(named: "missing") == nil ? .white : .black
            }
        }
        """.write(to: scene, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("named.png").path
        let result = try runOmbre(["render", scene.path, "-o", out, "--size", "8x8", "--scale", "2"])
        #expect(result.status == 0, "\(result.err)")
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        // "@2x": 2 × 1 pixels are 1 × 0.5 points, so at scale 2 each pixel stays one pixel.
        #expect(image[0, 0] == Color.red.pixel && image[1, 0] == Color.blue.pixel && image[2, 0] == Color.white.pixel)
        #expect(image[1, 12] == Color.red.pixel && image[14, 12] == Color.blue.pixel)
        let missing = try SwiftSceneFixtures.write(
            "import UIKit\n\nfinal class Missing: UIView {\n    let image = #imageLiteral(resourceName: \"nowhere\")\n}\n",
            as: "Missing.swift")
        let failed = try runOmbre(["render", missing, "-o", "/dev/null"])
        #expect(failed.status == 1 && failed.err.contains("#imageLiteral(resourceName: \"nowhere\")"), "\(failed.err)")
    }
}

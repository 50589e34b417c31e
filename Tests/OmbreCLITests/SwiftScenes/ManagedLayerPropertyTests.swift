import Foundation
import OmbreGraphics
import Testing

/// A layer subclass written for iOS with a custom animatable property — `@NSManaged`,
/// `needsDisplay(forKey:)` naming it by `#keyPath`, the three initializers — builds unchanged
/// and draws the animated value in each frame.
@Suite(.serialized) struct ManagedLayerPropertyTests {
    static let bar = """
        import UIKit

        final class BarLayer: CALayer {
            @NSManaged var progress: CGFloat

            override init() { super.init() }
            override init(layer: Any) { super.init(layer: layer) }
            required init?(coder: NSCoder) { super.init(coder: coder) }

            override class func needsDisplay(forKey key: String) -> Bool {
                key == #keyPath(progress) || super.needsDisplay(forKey: key)
            }

            override func draw(in ctx: CGContext) {
                ctx.setFillColor(UIColor.green.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
            }
        }

        final class BarView: UIView {
            override class var layerClass: AnyClass { BarLayer.self }

            override init(frame: CGRect) {
                super.init(frame: frame)
                let grow = CABasicAnimation(keyPath: "progress")
                grow.fromValue = 0
                grow.toValue = 1
                grow.duration = 1
                (layer as! BarLayer).progress = 1
                layer.add(grow, forKey: "grow")
            }

            required init?(coder: NSCoder) { fatalError("not used") }
        }

        """

    @Test func managedLayerPropertyAnimatesAndRedrawsInEveryFrame() throws {
        let file = try SwiftSceneFixtures.write(Self.bar, as: "Bar.swift")
        let folder = try temporaryDirectory()
        for (time, width) in [(0.0, 0), (0.5, 50), (2.0, 100)] {
            let out = folder.appendingPathComponent("bar-\(time).png").path
            let result = try runOmbre([
                "render", file, "--view", "BarView", "-o", out, "--size", "100x20", "--time", "\(time)",
            ])
            #expect(result.status == 0, "\(result.err)")
            let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
            let green = (0..<image.width).filter { Color(pixel: image[$0, 10]).green > 0.9 }.count
            #expect(green == width, "at \(time)")
        }
    }
}

import Foundation
import OmbreTestSupport
import Testing

/// In the window, a Swift scene's process redraws and the window puts only where the code's
/// layers changed, as YAML scenes do.
@Suite struct SwiftSceneDamageTests {
    /// A white 400 × 300 view with a gradient card and a 30-point spinner in a corner.
    private static let spinner = """
        import UIKit

        final class SpinnerController: UIViewController {
            override func viewDidLoad() {
                view.backgroundColor = .white
                let card = CAGradientLayer()
                card.frame = CGRect(x: 20, y: 20, width: 200, height: 120)
                card.colors = [UIColor.systemPink.cgColor, UIColor.systemIndigo.cgColor]
                view.layer.addSublayer(card)
                let ring = CAShapeLayer()
                ring.frame = CGRect(x: 350, y: 250, width: 30, height: 30)
                ring.path = UIBezierPath(ovalIn: ring.bounds).cgPath
                ring.fillColor = nil
                ring.strokeColor = UIColor.black.cgColor
                ring.lineWidth = 3
                let sweep = CABasicAnimation(keyPath: "strokeEnd")
                sweep.fromValue = 0
                sweep.toValue = 1
                sweep.duration = 1
                sweep.repeatCount = .infinity
                ring.add(sweep, forKey: "sweep")
                view.layer.addSublayer(ring)
            }
        }

        """

    @Test func aSmallAnimationRedrawsOnlyItsCorner() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let file = try SwiftSceneFixtures.write(Self.spinner, as: "Spinner.swift")
        let ombre = try OmbreProcess(
            ["preview", file, "--size", "400x300", "--frames", "60", "--stats"], display: server.name)
        #expect(ombre.waitForExit(timeout: 300) == 0, "\(ombre.outcome)")
        let line = try #require(ombre.stdout.split(separator: "\n").last { $0.hasPrefix("{") })
        let stats = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let damage = try #require(stats["damage"] as? [String: Double], "\(stats)")
        // The ring's box grown by its stroke's miter reach: 30 + 2 × 32 points square, 7.4 % of
        // the window; every frame but the first redraws only that.
        #expect(damage["p50"]! > 0.05 && damage["p50"]! < 0.1, "\(stats)")
        #expect(damage["max"] == 1, "\(stats)")
    }
}

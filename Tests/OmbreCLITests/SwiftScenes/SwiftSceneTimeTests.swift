import Foundation
import OmbreGraphics
import Testing

/// A frame at time T is the same whether rendered on its own or reached by playing an export:
/// what a controller starts when its view appears or is laid out runs on the scene clock from 0.
@Suite(.serialized) struct SwiftSceneTimeTests {
    /// One controller starts a bar moving in `viewDidAppear`, the other's view starts one in
    /// `layoutSubviews` (as activity indicators restart theirs on every layout).
    static let scene = """
        import UIKit

        final class AppearController: UIViewController {
            private let bar = CALayer()

            override func viewDidLoad() {
                super.viewDidLoad()
                bar.backgroundColor = UIColor.red.cgColor
                bar.frame = CGRect(x: 0, y: 0, width: 4, height: 16)
                view.layer.addSublayer(bar)
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                let move = CABasicAnimation(keyPath: "position.x")
                move.fromValue = 2
                move.toValue = 30
                move.duration = 1
                bar.add(move, forKey: "move")
            }
        }

        final class SweepView: UIView {
            private let bar = CALayer()

            override func layoutSubviews() {
                super.layoutSubviews()
                if bar.superlayer == nil { layer.addSublayer(bar) }
                bar.backgroundColor = UIColor.blue.cgColor
                bar.frame = CGRect(x: 0, y: 0, width: 4, height: bounds.height)
                let move = CABasicAnimation(keyPath: "position.x")
                move.fromValue = 2
                move.toValue = bounds.width - 2
                move.duration = 1
                bar.add(move, forKey: "move")
            }
        }

        final class LayoutController: UIViewController {
            override func loadView() {
                view = SweepView()
                view.backgroundColor = .white
            }
        }
        """

    @Test(arguments: ["AppearController", "LayoutController"])
    func renderAtATimeIsThatFrameOfAnExport(controller: String) throws {
        let file = try SwiftSceneFixtures.write(Self.scene, as: "Movers.swift")
        let dir = try temporaryDirectory()
        let frames = dir.appendingPathComponent("frames").path
        let common = ["--controller", controller, "--size", "32x16"]
        // One runner plays every frame in turn, so frame k is reached by playing 0 … k.
        let export = try runOmbre(
            ["render", file, "-o", frames, "--duration", "1", "--fps", "4", "--threads", "1"] + common)
        #expect(export.status == 0, "\(export.err)")
        var positions: [Int] = []
        for (index, time) in ["0.25", "0.5", "0.75"].enumerated() {
            let single = dir.appendingPathComponent("at-\(time).png").path
            let render = try runOmbre(["render", file, "-o", single, "--time", time] + common)
            #expect(render.status == 0, "\(render.err)")
            let alone = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: single))))
            let played = try PixelBuffer(
                pngData: Array(
                    try Data(
                        contentsOf: URL(fileURLWithPath: "\(frames)/frame-\(String(format: "%05d", index + 1)).png"))
                ))
            #expect(alone.size == played.size)
            let same = (0..<16).allSatisfy { y in (0..<32).allSatisfy { x in alone[x, y] == played[x, y] } }
            #expect(same, "render --time \(time) differs from frame \(index + 1) of the export")
            // The bar's left edge, which must move with time (so the frames compared are not all still).
            positions.append((0..<32).first { Color(pixel: alone[$0, 8]) != .white } ?? -1)
        }
        // position.x 2 → 30 over 1 s (the layout one to 30 as well): the left edge at x − 2.
        #expect(positions == [7, 14, 21], "\(positions)")
    }
}

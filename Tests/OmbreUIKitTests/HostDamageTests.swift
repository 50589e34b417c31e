import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// Hosted UIKit code redraws only where its layer tree changed, and those places get the
/// pixels of a whole frame.
@MainActor @Suite struct HostDamageTests {
    /// Renders two hosts made by `make` side by side over `frames` steps of `step` seconds: one
    /// buffer gets only the changed rectangles each frame, the other a whole frame; returns
    /// each frame's damage and whether the two buffers agree.
    private func renderBothWays(
        size: PixelSize, frames: Int, step: Double, threads: Int = 1, _ make: @escaping () -> UIKitHostView
    ) -> [(damage: Damage, same: Bool)] {
        let incremental = make()
        let whole = make()
        let kept = PixelBuffer(size: size)
        var results: [(Damage, Bool)] = []
        for frame in 0..<frames {
            let time = Double(frame) * step
            let damage = OmbreViews.render(
                root: incremental, into: kept, at: time, background: .black, threads: threads, onlyChanges: frame > 0)
            let fresh = OmbreViews.render(root: whole, size: size, at: time, background: .black)
            results.append((damage, kept == fresh))
        }
        return results
    }

    /// A circle in `frame` stroked `width` wide, its stroke end sweeping 0 → 1 every second.
    private static func sweepingRing(_ frame: CGRect, width: CGFloat) -> CAShapeLayer {
        let ring = CAShapeLayer()
        ring.frame = frame
        ring.path = UIBezierPath(ovalIn: ring.bounds).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.green.cgColor
        ring.lineWidth = width
        let sweep = CABasicAnimation(keyPath: "strokeEnd")
        sweep.fromValue = 0
        sweep.toValue = 1
        sweep.duration = 1
        sweep.repeatCount = .infinity
        ring.add(sweep, forKey: "sweep")
        return ring
    }

    /// A red-to-blue gradient in `frame`.
    private static func card(_ frame: CGRect) -> CAGradientLayer {
        let card = CAGradientLayer()
        card.frame = frame
        card.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        return card
    }

    /// A white view with a gradient card, a small ring whose stroke end sweeps, and a badge that
    /// slides and casts a shadow, with a sublayer that fades in and out.
    private static func busyScene() -> UIKitHostView {
        hosting { view in
            view.backgroundColor = .white
            view.layer.addSublayer(Self.card(CGRect(x: 10, y: 10, width: 120, height: 60)))
            view.layer.addSublayer(Self.sweepingRing(CGRect(x: 150, y: 20, width: 40, height: 40), width: 4))
            let badge = CALayer()
            badge.frame = CGRect(x: 20, y: 100, width: 30, height: 30)
            badge.backgroundColor = UIColor.orange.cgColor
            badge.shadowOpacity = 0.6
            badge.shadowRadius = 4
            badge.shadowOffset = CGSize(width: 3, height: 3)
            // The dot sticks out of the badge, so its fading changes the badge's shadow too.
            let dot = CALayer()
            dot.frame = CGRect(x: 22, y: 22, width: 16, height: 16)
            dot.backgroundColor = UIColor.purple.cgColor
            let blink = CABasicAnimation(keyPath: "opacity")
            blink.fromValue = 0
            blink.toValue = 1
            blink.duration = 0.7
            blink.autoreverses = true
            blink.repeatCount = .infinity
            dot.add(blink, forKey: "blink")
            badge.addSublayer(dot)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 35
            slide.toValue = 170
            slide.duration = 2
            badge.add(slide, forKey: "slide")
            view.layer.addSublayer(badge)
        }
    }

    @Test func drawingOnlyWhatChangedGivesTheWholeFrame() {
        let results = renderBothWays(size: PixelSize(width: 200, height: 150), frames: 30, step: 0.083) {
            Self.busyScene()
        }
        for (frame, result) in results.enumerated() {
            #expect(result.same, "frame \(frame) differs from a whole render")
        }
        #expect(results.dropFirst().allSatisfy { $0.damage.share < 1 })
    }

    @Test(arguments: ["progress", "blog", "reshaping"])
    func examplesDrawnOnlyWhereTheyChangedMatchWholeFrames(example: String) {
        let results = renderBothWays(size: PixelSize(width: 180, height: 240), frames: 12, step: 0.21, threads: 3) {
            switch example {
            case "progress": UIKitHostView(controller: { ProgressController() })
            case "blog": UIKitHostView(controller: { BlogGradientController() })
            default: UIKitHostView(controller: { ReshapingProgressController() })
            }
        }
        for (frame, result) in results.enumerated() {
            #expect(result.same, "\(example): frame \(frame) differs from a whole render")
        }
    }

    @Test func aSmallAnimatedLayerDamagesOnlyItsBox() {
        let results = renderBothWays(size: PixelSize(width: 400, height: 400), frames: 4, step: 0.1) {
            hosting { view in
                view.backgroundColor = .white
                view.layer.addSublayer(Self.sweepingRing(CGRect(x: 300, y: 300, width: 40, height: 40), width: 2))
            }
        }
        for result in results.dropFirst() {
            #expect(result.same)
            // The ring's 40-point box grown on each side by 22 (its stroke's miter reach, 10 widths
            // of 2, and 2 more): 84 × 84 pixels, 4.4 % of the frame.
            #expect(result.damage.rects.count == 1)
            #expect(result.damage.share > 0.03 && result.damage.share < 0.05, "\(result.damage.rects)")
        }
    }

    @Test func aStillSceneRedrawsNothing() {
        let results = renderBothWays(size: PixelSize(width: 120, height: 90), frames: 4, step: 0.5) {
            hosting { view in
                view.backgroundColor = .white
                view.layer.addSublayer(Self.card(CGRect(x: 10, y: 10, width: 60, height: 40)))
            }
        }
        #expect(results[0].damage.share == 1)
        #expect(results.dropFirst().allSatisfy { $0.damage.rects.isEmpty && $0.same })
    }

    /// A host told not to mark changes (its frames are drawn whole) marks each frame whole; told
    /// again, it marks only what changed since the frame before, which still matches a whole render.
    @Test func aHostThatDoesNotMarkChangesMarksEveryFrameWhole() {
        let size = PixelSize(width: 200, height: 200)
        let scene = {
            hosting { view in
                view.backgroundColor = .white
                view.layer.addSublayer(Self.sweepingRing(CGRect(x: 150, y: 150, width: 40, height: 40), width: 2))
            }
        }
        let host = scene()
        let kept = PixelBuffer(size: size)
        host.marksChanges = false
        _ = OmbreViews.render(root: host, into: kept, at: 0, background: .black, threads: 1, onlyChanges: false)
        let unmarked = OmbreViews.render(
            root: host, into: kept, at: 0.1, background: .black, threads: 1, onlyChanges: true)
        #expect(unmarked.share == 1)
        host.marksChanges = true
        let marked = OmbreViews.render(
            root: host, into: kept, at: 0.2, background: .black, threads: 1, onlyChanges: true)
        #expect(marked.share > 0 && marked.share < 0.3, "\(marked.rects)")
        #expect(kept == OmbreViews.render(root: scene(), size: size, at: 0.2, background: .black))
    }

    /// A layer is redrawn when anything of its own changed: the comparison that finds that
    /// names every stored property of a node, so a property added to nodes is compared too.
    @Test func aLayerChangeComparesEveryPropertyOfTheNode() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        layer.backgroundColor = UIColor.red.cgColor
        let node = try #require(layer.node(at: 0))
        let stored = Mirror(reflecting: node).children.compactMap(\.label)
        #expect(stored == LayerNode.comparedProperties)
        var moved = node
        moved.opacity = 0.5
        #expect(!node.drawsItselfAs(moved))
        moved = node
        moved.children = [node]
        #expect(node.drawsItselfAs(moved))
    }
}

import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// `CAEmitterLayer` sends out its cells' particles over the scene clock, each particle's life
/// following from its birth, as confetti and snow views use it.
@MainActor @Suite struct EmitterLayerTests {
    private func rgb(_ image: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
        let c = Color(pixel: image[x, y])
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    /// A white square `side` pixels wide, as the confetti images are small white shapes.
    private func square(_ side: Int) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }.cgImage
    }

    /// A host over black with an emitter at (50, 20) of one red cell that `configure` sets up.
    private func emitting(
        shape: CAEmitterLayerEmitterShape = .point, size: CGSize = .zero, _ configure: @escaping (CAEmitterCell) -> Void
    ) -> UIKitHostView {
        let image = square(4)
        return hosting { view in
            view.backgroundColor = .black
            let emitter = CAEmitterLayer()
            emitter.emitterPosition = CGPoint(x: 50, y: 20)
            emitter.emitterShape = shape
            emitter.emitterSize = size
            let cell = CAEmitterCell()
            cell.contents = image
            cell.color = UIColor.red.cgColor
            configure(cell)
            emitter.emitterCells = [cell]
            view.layer.addSublayer(emitter)
        }
    }

    @Test func particlesAreBornAtTheBirthRateAndMoveAlongTheEmissionAngle() {
        let host = emitting { cell in
            cell.birthRate = 1
            cell.lifetime = 10
            cell.velocity = 10
            cell.emissionLongitude = .pi / 2  // down the screen
        }
        let image = frame(host, at: 2.5)
        // Born at 0, 1 and 2 s: 25, 15 and 5 points below the emitter.
        for y in [45, 35, 25] { #expect(rgb(image, 50, y) == [255, 0, 0], "y = \(y): \(rgb(image, 50, y))") }
        for y in [55, 40, 30, 15] { #expect(rgb(image, 50, y) == [0, 0, 0], "y = \(y): \(rgb(image, 50, y))") }
        #expect(rgb(image, 40, 45) == [0, 0, 0])
    }

    @Test func accelerationBendsThePathAndAParticleDiesAtItsLifetime() {
        let host = emitting { cell in
            cell.birthRate = 0.5  // one at 0 s, the next at 2 s
            cell.lifetime = 1.5
            cell.velocity = 0
            cell.xAcceleration = 20
        }
        // At 1 s the first has moved ½ · 20 · 1² = 10 points right.
        let early = frame(host, at: 1)
        #expect(rgb(early, 60, 20) == [255, 0, 0], "\(rgb(early, 60, 20))")
        #expect(rgb(early, 50, 20) == [0, 0, 0])
        // At 1.8 s it has lived past its 1.5 s and the next is not yet born.
        #expect(inkBox(of: frame(host, at: 1.8)) == nil)
    }

    @Test func alphaSpeedFadesAndScaleSpeedShrinksEachParticle() {
        let host = emitting { cell in
            cell.birthRate = 0.25
            cell.lifetime = 4
            cell.alphaSpeed = -0.5
            cell.scale = 4  // 16 points
            cell.scaleSpeed = -2
        }
        let image = frame(host, at: 1)
        // Half faded, and 4 − 2 = 2 times the 4-point square: 8 points about (50, 20).
        let red = rgb(image, 50, 20)[0]
        #expect(abs(red - 128) <= 2, "\(red)")
        #expect(rgb(image, 53, 20)[0] > 100)
        #expect(rgb(image, 56, 20) == [0, 0, 0])
    }

    @Test func theCellsColorMultipliesTheContents() {
        let host = emitting { cell in
            cell.birthRate = 1
            cell.lifetime = 10
            cell.color = UIColor(red: 0.4, green: 0.8, blue: 1, alpha: 1).cgColor
        }
        let seen = rgb(frame(host, at: 0.5), 50, 20)
        #expect(zip(seen, [102, 204, 255]).allSatisfy { abs($0 - $1) <= 1 }, "\(seen)")
    }

    @Test func aLineEmitterSpreadsBirthsAlongItsWidth() {
        let host = emitting(shape: .line, size: CGSize(width: 60, height: 1)) { cell in
            cell.birthRate = 40
            cell.lifetime = 10
        }
        let image = frame(host, at: 1)
        let box = inkBox(of: image)
        #expect(box != nil)
        if let box {
            #expect(box.minX >= 17 && box.maxX <= 83 && box.maxX - box.minX > 40, "\(box)")
            #expect(box.minY >= 17 && box.maxY <= 23, "\(box)")
        }
    }

    @Test func aFrameAtTIsTheSameFreshOrReachedThroughEarlierFrames() {
        let make = {
            self.emitting(shape: .rectangle, size: CGSize(width: 40, height: 10)) { cell in
                cell.birthRate = 12
                cell.lifetime = 3
                cell.lifetimeRange = 2
                cell.velocity = 30
                cell.velocityRange = 20
                cell.emissionLongitude = .pi / 2
                cell.emissionRange = .pi
                cell.spin = 2
                cell.spinRange = 4
                cell.scaleRange = 0.5
                cell.yAcceleration = 10
            }
        }
        let played = make()
        for t in stride(from: 0.0, to: 2.0, by: 0.25) { frame(played, at: t) }
        let reached = frame(played, at: 2)
        let fresh = frame(make(), at: 2)
        #expect(inkBox(of: fresh) != nil)
        #expect(reached == fresh)
        // Particles differ in speed and angle: the frame is not one dot moving.
        let box = inkBox(of: fresh)
        #expect(box.map { $0.maxX - $0.minX > 20 && $0.maxY - $0.minY > 20 } == true, "\(String(describing: box))")
    }

    /// The stop idiom of confetti views: `birthRate = 0` on the layer ends births from then on,
    /// and the particles alive live out their lives.
    @Test func settingTheLayersBirthRateToZeroStopsNewParticles() {
        let image = square(4)
        let host = hosting { view in
            view.backgroundColor = .black
            let emitter = CAEmitterLayer()
            emitter.emitterPosition = CGPoint(x: 50, y: 20)
            let cell = CAEmitterCell()
            cell.contents = image
            cell.birthRate = 1
            cell.lifetime = 10
            cell.velocity = 10
            cell.emissionLongitude = .pi / 2
            emitter.emitterCells = [cell]
            view.layer.addSublayer(emitter)
            OmbreUIKit.Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in emitter.birthRate = 0 }
        }
        let image35 = frame(host, at: 3.5)
        // Born at 0 and 1 s: 35 and 25 points down; none born at 2 or 3 s (15 and 5 down).
        #expect(rgb(image35, 50, 55) == [255, 255, 255] && rgb(image35, 50, 45) == [255, 255, 255])
        #expect(rgb(image35, 50, 35) == [0, 0, 0] && rgb(image35, 50, 25) == [0, 0, 0])
    }

    @Test func aCellWithoutContentsDrawsNothing() {
        let host = hosting { view in
            view.backgroundColor = .black
            let emitter = CAEmitterLayer()
            emitter.emitterPosition = CGPoint(x: 50, y: 50)
            let cell = CAEmitterCell()
            cell.birthRate = 10
            cell.lifetime = 5
            cell.color = UIColor.white.cgColor
            emitter.emitterCells = [cell]
            view.layer.addSublayer(emitter)
        }
        #expect(inkBox(of: frame(host, at: 1)) == nil)
    }
}

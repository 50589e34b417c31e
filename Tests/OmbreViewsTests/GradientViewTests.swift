import Foundation
import OmbreGraphics
import OmbreTestSupport
import Testing

@testable import OmbreViews

@Suite struct GradientViewTests {
    @Test(arguments: stride(from: 0, through: 345, by: 15).map { Double($0) })
    func anglePointsFollowLDGradientView(angle: Double) {
        let (start, end) = GradientView.points(forAngle: angle)
        // Expected: the unit vector pushed to the square's edge, negated for the start, then
        // mapped to unit space with y flipped.
        let vx = cos(angle * .pi / 180)
        let vy = sin(angle * .pi / 180)
        let k = 1 / max(abs(vx), abs(vy))
        let ex = (vx * k + 1) / 2
        let ey = 1 - (vy * k + 1) / 2
        #expect(abs(end.x - ex) < 1e-12 && abs(end.y - ey) < 1e-12)
        #expect(abs(start.x - (1 - ex)) < 1e-12 && abs(start.y - (1 - ey)) < 1e-12)
        #expect(max(abs(end.x - 0.5), abs(end.y - 0.5)) == 0.5, "the end point lies on the square's edge")
    }

    @Test(arguments: stride(from: 0, through: 345, by: 15).map { Double($0) })
    func renderedAnglesMatchTheAxialFormula(angle: Double) {
        let red = Color(red: 1, green: 0, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 1)
        let view = GradientView(startColor: red, endColor: blue, angle: angle)
        view.gradientLayer.dithers = false
        let image = render(root: view, size: PixelSize(width: 48, height: 32))
        let (start, end) = GradientView.points(forAngle: angle)
        let reference = GradientReference(
            gradient: Gradient(colors: [red, blue], startPoint: start, endPoint: end), width: 48, height: 32)
        #expect(reference.worstDifference(in: image).levels <= 1)
    }

    @Test func defaultAngleRunsTopToBottom() {
        let view = GradientView(startColor: .white, endColor: .black)
        let image = render(root: view, size: PixelSize(width: 10, height: 100))
        #expect(image[5, 0] & 0xFF > 250)
        #expect(image[5, 99] & 0xFF < 5)
        #expect(image[0, 50] == image[9, 50] || maxChannelDifference(image[0, 50], image[9, 50]) <= 1)
    }

    @Test func absentColorsAreClear() {
        let view = GradientView()
        let image = render(root: view, size: PixelSize(width: 4, height: 4), background: .clear)
        #expect(image.pixels.allSatisfy { $0 == 0 })
    }

    @Test func gradientFollowsEveryResize() {
        let view = GradientView(startColor: .white, endColor: .black, angle: 0)
        for width in [10, 300, 57, 1000] {
            let image = render(root: view, size: PixelSize(width: width, height: 4))
            // Edge pixels sit half a pixel inside: t = 0.5 / width from either end. White → black
            // mixes as grey 1 − t in Generic RGB (gamma 1.8), shown in sRGB.
            func level(_ grey: Double) -> Double {
                let linear = pow(grey, 1.8)
                return 255 * (linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055)
            }
            let t = 0.5 / Double(width)
            #expect(abs(Double(image[0, 2] & 0xFF) - level(1 - t)) <= 1, "left edge at width \(width)")
            #expect(abs(Double(image[width - 1, 2] & 0xFF) - level(t)) <= 1, "right edge at width \(width)")
        }
    }
}

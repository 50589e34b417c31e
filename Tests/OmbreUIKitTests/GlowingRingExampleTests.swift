import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// The glowing ring example (`Examples/UIKit/GlowingRingView.swift`) draws what it says.
@MainActor @Suite struct GlowingRingExampleTests {
    @Test func ringGlowsAroundItsArcWithItsPercentageInTheMiddle() {
        let image = renderHosted(width: 200, height: 200) { GlowingRingView(frame: $0) }
        let background = Color(pixel: image[2, 2])
        // Radius 79 around (100, 100), 14 wide: at 3 o'clock the arc, outside it the glow.
        let arc = Color(pixel: image[179, 100])
        #expect(arc.red > 0.9 && arc.green > 0.3)
        let glow = Color(pixel: image[188, 100])
        #expect(glow.red > background.red + 0.05 && glow.red < arc.red)
        // The label's ink in the middle, white.
        let middle = (90..<110).flatMap { y in (70..<130).map { x in image[x, y] } }
        #expect(middle.contains(Color.white.pixel))
        // From 190° to 260°, past 72 %, along the dotted track: lit dots, dark gaps.
        let track = stride(from: 190.0, through: 260, by: 1).map { degrees in
            let a = degrees * .pi / 180
            return Color(pixel: image[Int(100 + 79 * cos(a)), Int(100 + 79 * sin(a))]).red
        }
        #expect(track.filter { $0 > background.red + 0.1 }.count >= 3)
        #expect(track.filter { $0 < background.red + 0.02 }.count >= 20)
    }
}

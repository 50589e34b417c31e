import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// `UIScreen.main` describes the frame Ombre draws: its size in points and its pixels per point.
@MainActor @Suite struct UIScreenTests {
    @Test func mainScreenHasTheScenesScaleAndSizeFromViewDidLoadOn() {
        var seen: (scale: CGFloat, bounds: CGRect, pixels: CGRect, same: Bool)?
        let host = hosting { view in
            // A hairline sized as libraries size theirs: one pixel, in points.
            let line = CALayer()
            line.frame = CGRect(x: 0, y: 10, width: UIScreen.main.bounds.width, height: 1 / UIScreen.main.scale)
            line.backgroundColor = UIColor.white.cgColor
            view.backgroundColor = .black
            view.layer.addSublayer(line)
            let screen = UIScreen.main
            seen = (screen.scale, screen.bounds, screen.nativeBounds, screen === UIScreen.main)
        }
        host.screenScale = 3
        let pixels = OmbreViews.render(
            root: host, size: PixelSize(width: 120, height: 90), scale: 3, at: 0, background: .black)
        #expect(seen?.scale == 3)
        #expect(seen?.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(seen?.pixels == CGRect(x: 0, y: 0, width: 120, height: 90))
        #expect(seen?.same == true)
        // The hairline covers exactly one row of pixels, across the whole frame.
        #expect(pixels.row(30)[119] == Color.white.pixel)
        #expect(pixels.row(29)[60] == Color.black.pixel && pixels.row(31)[60] == Color.black.pixel)
    }
}

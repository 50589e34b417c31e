import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// `UIProgressView` as iOS 14 and later draw it: a track filling the bounds with the progress
/// over its leading part, both with rounded ends, in the tint and a light gray by default.
@MainActor @Suite struct UIProgressViewTests {
    /// A host whose white view holds `bar` at (10, 46), 80 × 8 points.
    private func host(_ bar: UIProgressView, then later: ((UIProgressView) -> Void)? = nil) -> UIKitHostView {
        hosting { view in
            view.backgroundColor = .white
            bar.frame = CGRect(x: 10, y: 46, width: 80, height: 8)
            view.addSubview(bar)
            if let later { OmbreUIKit.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in later(bar) } }
        }
    }

    private func rgb(_ image: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
        let c = Color(pixel: image[x, y])
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    @Test func defaultBarFillsItsFractionInTheTintOverALightGrayTrackWithRoundEnds() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.progress = 0.5
        let image = frame(host(bar), at: 0)
        #expect(rgb(image, 30, 50) == [0, 122, 255])  // system blue up to x = 10 + 40
        #expect(rgb(image, 70, 50) == [228, 228, 230])  // systemFill (120, 120, 128) at 20 % over white
        #expect(rgb(image, 10, 46) == [255, 255, 255])  // the corner is cut by the round end
        #expect(rgb(image, 50, 40) == [255, 255, 255])  // nothing above the bar
    }

    @Test func intrinsicHeightFollowsTheStyle() {
        #expect(UIProgressView(progressViewStyle: .default).intrinsicContentSize.height == 4)
        #expect(UIProgressView(progressViewStyle: .default).frame.height == 4)
        #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 2.5)
        #expect(UIProgressView(frame: .zero).progressViewStyle == .default)
    }

    @Test func tintColorsAndTheBarStyleChangeWhatIsDrawn() {
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.progressTintColor = .red
        bar.progress = 0.25
        let image = frame(host(bar), at: 0)
        #expect(rgb(image, 10, 46) == [255, 0, 0])  // square ends
        #expect(rgb(image, 29, 50) == [255, 0, 0])
        #expect(rgb(image, 31, 50) == [255, 255, 255])  // the bar style's track is clear
        let tracked = UIProgressView(frame: .zero)
        tracked.trackTintColor = .green
        tracked.progress = 0
        #expect(rgb(frame(host(tracked), at: 0), 50, 50) == [0, 255, 0])
    }

    @Test func progressOutsideZeroToOneIsPinned() {
        let bar = UIProgressView(frame: .zero)
        bar.progress = 2
        #expect(bar.progress == 1)
        bar.setProgress(-1, animated: true)
        #expect(bar.progress == 0)
    }

    @Test func animatedProgressMovesTheEndOnTheSceneClock() {
        let bar = UIProgressView(progressViewStyle: .bar)
        let host = host(bar) { $0.setProgress(1, animated: true) }
        #expect(rgb(frame(host, at: 0.9), 12, 50) != [0, 122, 255])
        // Halfway through the 0.25 s move the end has passed the start but not the end.
        let during = frame(host, at: 1.125)
        #expect(rgb(during, 12, 50) == [0, 122, 255])
        #expect(rgb(during, 88, 50) == [255, 255, 255])
        #expect(rgb(frame(host, at: 1.3), 88, 50) == [0, 122, 255])
        // Without animation the end is there in the same frame.
        let direct = UIProgressView(progressViewStyle: .bar)
        let jump = self.host(direct) { $0.setProgress(1, animated: false) }
        frame(jump, at: 0.5)
        #expect(rgb(frame(jump, at: 1), 88, 50) == [0, 122, 255])
    }
}

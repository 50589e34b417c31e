import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// `startAnimating()`, `stopAnimating()`, pausing and `autoAnimate` of the UIKit
/// `AnimatedGradientView`, called from scene-clock timers as an app calls them.
@MainActor @Suite struct AnimatedGradientViewControlTests {
    /// Runs `body` on `view` at scene time `time`.
    private func at(
        _ time: Double, _ view: OmbreUIKit.AnimatedGradientView,
        _ body: @escaping (OmbreUIKit.AnimatedGradientView) -> Void
    ) {
        OmbreUIKit.Timer.scheduledTimer(withTimeInterval: time, repeats: false) { [weak view] _ in
            if let view { body(view) }
        }
    }

    @Test func withAutoAnimateOffTheViewShowsItsFirstFrameUntilStarted() throws {
        var setup = LibrarySetup.blog
        setup.autoAnimate = false
        let host = setup.uikitHost { view in self.at(4, view) { $0.startAnimating() } }
        let reference = try setup.builtIn()
        reference.scheduledStart = 4
        expectSameFrames(host, reference, at: [0, 3, 4, 6.5, 9.5, 30], name: "manual-start")
    }

    @Test func withAutoAnimateOffAndNoStartTheViewNeverMoves() throws {
        var setup = LibrarySetup.blog
        setup.autoAnimate = false
        let host = setup.uikitHost()
        expectSameFrames(host, try setup.builtIn(), at: [0, 12], name: "never-started")
        #expect(!host.isAnimating)
    }

    @Test(arguments: ["stopAnimating()", "autoAnimate = false"])
    func stoppingMidTransitionShowsTheFrameItWasHeadingToUntilStartedAgain(_ how: String) throws {
        let setup = LibrarySetup.blog
        let host = setup.uikitHost { view in
            self.at(7.5, view) { view in
                if how == "stopAnimating()" { view.stopAnimating() } else { view.autoAnimate = false }
            }
            self.at(12, view) { $0.startAnimating() }
        }
        // Stopped during the transition 5...10 into frame 2, the view shows frame 2 as the built-in
        // view does at 10; started at 12, it plays the transition the built-in view plays from 10.
        expectSameFrames(
            host, try setup.builtIn(), at: [7, 8, 11, 12, 14.5, 17, 19.5],
            referenceTimes: [7, 10, 10, 10, 12.5, 15, 17.5],
            name: "stop-\(how == "stopAnimating()" ? "call" : "auto")")
    }

    @Test func stoppingRemovesTheRunningGroupFromTheLayer() throws {
        let host = LibrarySetup.blog.uikitHost { view in self.at(1, view) { $0.stopAnimating() } }
        _ = OmbreViews.render(root: host, size: PixelSize(width: 40, height: 30), at: 0.5)
        let view = try #require(host.rootView as? OmbreUIKit.AnimatedGradientView)
        #expect(view.layer.animationKeys()?.count == 1)
        _ = OmbreViews.render(root: host, size: PixelSize(width: 40, height: 30), at: 2)
        #expect(view.layer.animationKeys() == nil)
        #expect(!host.isAnimating)
    }

    @Test func stoppingBeforeTheFirstUpdateKeepsTheViewFromStartingByItself() throws {
        let setup = LibrarySetup.blog
        let host = setup.uikitHost { $0.stopAnimating() }
        var still = setup
        still.autoAnimate = false
        expectSameFrames(host, try still.builtIn(), at: [0, 6], name: "stopped-early")
    }

    @Test func startingWhilePlayingChangesNothing() throws {
        let setup = LibrarySetup.blog
        let host = setup.uikitHost { view in self.at(2.5, view) { $0.startAnimating() } }
        expectSameFrames(host, try setup.builtIn(), at: [2, 3, 7.5], name: "start-twice")
    }

    @Test func pausingLetsTheRunningTransitionEndAndResumingPlaysOn() throws {
        let setup = LibrarySetup.blog
        let host = setup.uikitHost { view in
            self.at(2.5, view) { $0.pauseAnimating() }
            self.at(10, view) { $0.resumeAnimating() }
        }
        expectSameFrames(
            host, try setup.builtIn(), at: [4, 5, 9, 12.5, 15], referenceTimes: [4, 5, 5, 7.5, 10], name: "pause")
    }
}

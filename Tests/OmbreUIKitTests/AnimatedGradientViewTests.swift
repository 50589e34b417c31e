import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// The UIKit `AnimatedGradientView`, a `UIView` over a `CAGradientLayer` animated by grouped basic
/// animations, draws what Ombre's built-in `AnimatedGradientView` draws with the same library values.
@MainActor @Suite struct AnimatedGradientViewTests {
    @Test func blogAnimationValuesPlayLikeTheBuiltInViewThroughALoopAndBeyond() throws {
        let setup = LibrarySetup.blog
        expectSameFrames(
            setup.uikitHost(), try setup.builtIn(), at: [0, 1.25, 2.5, 5, 7.5, 12.25, 17.5, 19.9, 21, 27.5, 45],
            name: "blog")
    }

    @Test func aFrameRenderedDirectlyAtALateTimeIsTheFramePlayingReachesThere() throws {
        let setup = LibrarySetup.blog
        expectSameFrames(setup.uikitHost(), try setup.builtIn(), at: [27.5], name: "direct")
    }

    @Test func theQuickstartControllerImportingTheLibraryPlaysLikeTheBuiltInView() throws {
        let host = UIKitHostView(controller: { QuickstartGradientController() })
        expectSameFrames(
            host, try LibrarySetup.blog.builtIn(), at: [0, 3, 10.5, 22], size: PixelSize(width: 96, height: 64),
            scale: 2, name: "quickstart")
    }

    @Test func typesChangeWhenTheTransitionIntoTheirFrameEnds() throws {
        let setup = LibrarySetup(
            animations: [
                LibraryFrame(colors: ["#E55D87", "#5FC3E4"], direction: .downLeft, kind: .axial),
                LibraryFrame(colors: ["#fc00ff", "#00dbde"], direction: .left, kind: .radial),
                LibraryFrame(colors: ["#03001e", "#7303c0", "#ec38bc", "#fdeff9"], direction: .upRight, kind: .conic),
                LibraryFrame(colors: ["#00F260", "#0575E6"], direction: .right, kind: .axial),
            ], animationDuration: 2)
        expectSameFrames(
            setup.uikitHost(), try setup.builtIn(), at: [0, 1, 1.99, 2, 3, 4, 5.5, 6, 7, 8, 9.25, 12.5], name: "types")
    }

    @Test func longhandAnimationsKeepTheirLocationsAndDurations() throws {
        let setup = LibrarySetup(
            animations: [
                LibraryFrame(
                    colors: ["#833ab4", "#fd1d1d", "#fcb045"], direction: .up, locations: [0, 0.2, 1], duration: 2),
                LibraryFrame(
                    colors: ["#FEAC5E", "#C779D0", "#fcb045"], direction: .upRight, locations: [0, 0.7, 1],
                    duration: 3),
                LibraryFrame(colors: ["#43cea2", "#185a9d"], direction: .right, kind: .radial),
            ], animationDuration: 4)
        expectSameFrames(
            setup.uikitHost(), try setup.builtIn(), at: [0, 1, 2, 3.5, 5, 7, 9, 10, 12.5], name: "longhand")
    }

    @Test func withoutAutoRepeatTheViewRestsOnTheLastFrame() throws {
        var setup = LibrarySetup.blog
        setup.animationDuration = 2
        setup.autoRepeat = false
        let host = setup.uikitHost()
        expectSameFrames(host, try setup.builtIn(), at: [0, 3, 5.5, 6, 7, 30], name: "no-repeat")
        #expect(!host.isAnimating)
    }

    @Test func colorStringsPlayInTheViewsDirectionAndTypeWithoutAnimations() throws {
        let setup = LibrarySetup(
            colorStrings: [["#ff5f6d", "#ffc371"], ["red", "rgb(0, 0, 255)", "#0f08"]], direction: .downLeft,
            kind: .radial, animationDuration: 3)
        expectSameFrames(setup.uikitHost(), try setup.builtIn(), at: [0, 1.5, 3, 4.5, 6.5], name: "color-strings")
    }

    @Test func theDefaultViewShowsPurpleToOrangeFlowingUp() throws {
        let host = UIKitHostView { OmbreUIKit.AnimatedGradientView(frame: $0) }
        expectSameFrames(host, try LibrarySetup().builtIn(), at: [0, 7], name: "default")
        #expect(!host.isAnimating)
    }

    @Test func unreadableColorStringsAreLeftOutOfTheirFrame() throws {
        let setup = LibrarySetup(animations: [
            LibraryFrame(colors: ["#2BC0E4", "grean", "#EAECC6"], direction: .up),
            LibraryFrame(colors: ["nope"], direction: .down),
            LibraryFrame(colors: ["#833ab4", "#fd1d1d"], direction: .right),
        ])
        let host = setup.uikitHost()
        expectSameFrames(host, try setup.builtIn(), at: [0, 2.5, 7.5, 12.5], name: "unreadable")
        let view = try #require(host.rootView as? OmbreUIKit.AnimatedGradientView)
        #expect(view.invalidColorStrings == ["grean", "nope"])
    }

    @Test func eachTransitionIsAGroupOfBasicAnimationsOnTheViewsGradientLayer() throws {
        let host = LibrarySetup.blog.uikitHost()
        _ = OmbreViews.render(root: host, size: PixelSize(width: 40, height: 30), at: 6)
        let view = try #require(host.rootView as? OmbreUIKit.AnimatedGradientView)
        let layer = try #require(view.layer as? CAGradientLayer)
        let keys = try #require(layer.animationKeys())
        #expect(keys.count == 1)
        let group = try #require(layer.animation(forKey: keys[0]) as? CAAnimationGroup)
        let members = try #require(group.animations as? [CABasicAnimation])
        #expect(members.map(\.keyPath) == ["colors", "locations", "startPoint", "endPoint"])
        #expect(group.beginTime == 5)
        #expect(group.duration == 5)
        #expect(layer.colors?.count == 3)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
    }
}

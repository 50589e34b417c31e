import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// The example controller (Examples/UIKit/CardStackController.swift) at 400 × 800 with a
/// phone's safe area (59 above, 34 below): each view where UIKit puts it before, during and
/// after its height animation.
@MainActor @Suite struct CardStackControllerTests {
    private let size = PixelSize(width: 400, height: 800)

    private func frames(_ c: CardStackController, _ host: UIKitHostView, presented: Bool) -> [String: CGRect] {
        host.withWorld {
            let views: [String: UIView] = [
                "card": c.card, "stack": c.stack, "title": c.titleLabel, "bar": c.bar, "buttons": c.buttons,
                "cancel": c.cancel, "done": c.done,
            ]
            return views.mapValues { presented ? $0.layer.presentation()!.frame : $0.frame }
        }
    }

    /// The frames UIKit gives for a title `label` points tall and a bar `bar` points tall.
    private func expected(label: CGFloat, bar: CGFloat) -> [String: CGRect] {
        // The stack: 16 in from the card on every side; its column is the title, 16, the bar,
        // 16, and the 44-point button row; the card is 16 + that + 16 tall, 360 wide
        // (400 − 2 · 20), 20 below the safe area's top (59).
        let stackHeight = label + 16 + bar + 16 + 44
        return [
            "card": CGRect(x: 20, y: 79, width: 360, height: stackHeight + 32),
            "stack": CGRect(x: 16, y: 16, width: 328, height: stackHeight),
            "title": CGRect(x: 0, y: 0, width: 328, height: label),
            "bar": CGRect(x: 0, y: label + 16, width: 328, height: bar),
            "buttons": CGRect(x: 0, y: label + 32 + bar, width: 328, height: 44),
            // Two equal buttons 12 apart: (328 − 12) / 2 = 158 each.
            "cancel": CGRect(x: 0, y: 0, width: 158, height: 44),
            "done": CGRect(x: 170, y: 0, width: 158, height: 44),
        ]
    }

    private func expectClose(
        _ actual: [String: CGRect], _ expected: [String: CGRect], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (name, rect) in expected {
            let got = actual[name]!
            let error = max(
                abs(got.minX - rect.minX), abs(got.minY - rect.minY), abs(got.width - rect.width),
                abs(got.height - rect.height))
            #expect(error < 1e-4, "\(name): \(got) instead of \(rect)", sourceLocation: sourceLocation)
        }
    }

    /// The controller hosted with a phone's safe area, its first frame rendered at `time`, and
    /// its title's height (its text's: the system font's line, rounded up).
    private func shown(at time: Double) -> (CardStackController, UIKitHostView, label: CGFloat) {
        let controller = CardStackController()
        let host = UIKitHostView { controller }
        host.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        _ = OmbreViews.render(root: host, size: size, at: time, background: .black)
        return (controller, host, host.withWorld { controller.titleLabel.intrinsicContentSize.height })
    }

    @Test func viewsSitWhereUIKitPutsThemBeforeDuringAndAfterTheAnimation() {
        let (controller, host, label) = shown(at: 0)
        #expect(label > 15 && label < 30)
        expectClose(frames(controller, host, presented: false), expected(label: label, bar: 8))

        // The bar's constant goes to 40 at 1 s and animates over 0.5 s, ease in, ease out:
        // halfway (1.25 s) every frame is halfway, the bar 24 tall.
        _ = OmbreViews.render(root: host, size: size, at: 1.25, background: .black)
        expectClose(frames(controller, host, presented: false), expected(label: label, bar: 40))
        expectClose(frames(controller, host, presented: true), expected(label: label, bar: 24))

        _ = OmbreViews.render(root: host, size: size, at: 2, background: .black)
        expectClose(frames(controller, host, presented: true), expected(label: label, bar: 40))
        #expect(host.withWorld { controller.view.hasAmbiguousLayout } == false)
        #expect(host.withWorld { controller.card.hasAmbiguousLayout } == false)
    }

    @Test func aFrameRenderedDirectlyAtALaterTimeShowsWhatPlayingShows() {
        // viewDidAppear starts the timer at time 0 however the first frame is asked for, so
        // at 2 s the bar has grown (as `ombre render --time 2` shows it).
        let (controller, host, label) = shown(at: 2)
        expectClose(frames(controller, host, presented: true), expected(label: label, bar: 40))
    }
}

import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// The scene's window: the host puts the root view into it when the view first appears, and
/// views learn it through `window`, `willMove(toWindow:)` and `didMoveToWindow()` as on a device.
@MainActor @Suite struct UIWindowTests {
    /// A view that writes down its window callbacks, with the window each saw.
    final class Probe: UIView {
        var events: [String] = []
        var awoke = false
        override func willMove(toWindow newWindow: UIWindow?) {
            events.append("will \(newWindow == nil ? "leave" : "enter")")
        }
        override func didMoveToWindow() { events.append("did \(window == nil ? "leave" : "enter")") }
        override func didMoveToSuperview() { events.append("superview") }
        override func awakeFromNib() { awoke = true }
    }

    @Test func viewsOfTheShownTreeEnterTheHostsWindowWhenTheyFirstAppear() throws {
        let probe = Probe()
        let inner = Probe()
        var windowAtLoad: UIWindow?? = .none
        let host = hosting { view in
            probe.addSubview(inner)
            view.addSubview(probe)
            windowAtLoad = .some(probe.window)
        }
        frame(host, at: 0)
        // Not yet in a window while the controller loads its view, as on a device.
        #expect(windowAtLoad == .some(nil))
        let root = try #require(host.rootView)
        let window = try #require(root.window)
        #expect(probe.window === window && inner.window === window)
        #expect(window.window === window)
        #expect(window.rootViewController === host.controller)
        #expect(window.bounds == root.bounds)
        host.withWorld { #expect(window.screen === UIScreen.main) }
        #expect(probe.events == ["superview", "will enter", "did enter"])
        #expect(inner.events == ["superview", "will enter", "did enter"])
        // Only nib loading calls `awakeFromNib`; these views were made in code.
        #expect(!probe.awoke && !inner.awoke)
    }

    @Test func addingAndRemovingASubtreeMovesEveryViewInItBeforeItsSuperviewCallback() throws {
        let host = hosting { _ in }
        frame(host, at: 0)
        let root = try #require(host.rootView)
        let probe = Probe()
        let inner = Probe()
        probe.addSubview(inner)
        inner.events = []
        host.withWorld { root.addSubview(probe) }
        #expect(probe.events == ["will enter", "did enter", "superview"])
        #expect(inner.events == ["will enter", "did enter"])
        // Moving within the same window is no window change.
        let sibling = UIView()
        host.withWorld { root.addSubview(sibling) }
        probe.events = []
        host.withWorld { sibling.addSubview(probe) }
        #expect(probe.events == ["superview"])
        host.withWorld { probe.removeFromSuperview() }
        #expect(probe.events == ["superview", "will leave", "did leave", "superview"])
        #expect(probe.window == nil && inner.window == nil)
        #expect(root.window != nil)
    }
}

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

    @Test func windowSaysItBecameVisibleAndKeyWhenTheSceneFirstShows() throws {
        var events: [String] = []
        var cancellables = Set<AnyCancellable>()
        let host = hosting { _ in
            for (name, event) in [
                (UIWindow.didBecomeVisibleNotification, "visible"), (UIWindow.didBecomeKeyNotification, "key"),
            ] {
                NotificationCenter.default.publisher(for: name)
                    .sink { events.append("\(event) \(($0.object as? UIWindow)?.isKeyWindow == true)") }
                    .store(in: &cancellables)
            }
        }
        frame(host, at: 0)
        frame(host, at: 1)
        #expect(events == ["visible true", "key true"], "once, when the host first shows the window")
        #expect(UIWindow.didResignKeyNotification.rawValue == "UIWindowDidResignKeyNotification")
        #expect(UIWindow.didBecomeHiddenNotification.rawValue == "UIWindowDidBecomeHiddenNotification")
    }

    @Test func aViewAddedToTheWindowWhenItBecomesKeyIsDrawnOverTheRoot() {
        // As GradientLoadingBar adds its bar to the key window it learns of through Combine.
        var cancellable: AnyCancellable?
        let host = hosting { view in
            view.backgroundColor = .white
            cancellable = NotificationCenter.default.publisher(for: UIWindow.didBecomeKeyNotification)
                .compactMap { $0.object as? UIWindow }
                .sink { window in
                    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
                    bar.backgroundColor = .red
                    window.addSubview(bar)
                }
        }
        let pixels = frame(host, at: 0)
        #expect(pixels[50, 5] == Color(red: 1, green: 0, blue: 0, alpha: 1).pixel)
        #expect(pixels[50, 50] == Color(red: 1, green: 1, blue: 1, alpha: 1).pixel)
        _ = cancellable
    }
}

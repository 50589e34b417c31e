import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// What code that finds "the" window asks the app (`windows.first`, the foreground-active
/// scene of `connectedScenes`, `statusBarOrientation`), answered with the scene's one window.
@MainActor @Suite struct ApplicationWindowTests {
    @Test func theScenesWindowIsTheAppsOnlyWindowOnceShown() throws {
        var windowsAtLoad: [UIWindow]?
        let host = hosting { _ in
            windowsAtLoad = UIApplication.shared.windows
        }
        frame(host, at: 0)
        // While the view loads, no window shows it yet.
        #expect(windowsAtLoad?.isEmpty == true)
        let window = try #require(host.rootView?.window)
        try host.withWorld {
            #expect(UIApplication.shared.windows.count == 1 && UIApplication.shared.windows.first === window)
            #expect(UIApplication.shared.keyWindow === window)
            // The idiom of WindowBuilder-style code: the foreground-active window scene.
            let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive }
            let windowScene = try #require(scene as? UIWindowScene)
            #expect(window.windowScene === windowScene && windowScene.windows.first === window)
            #expect(windowScene.interfaceOrientation == .portrait && windowScene.screen === UIScreen.main)
            #expect(UIApplication.shared.statusBarOrientation.isPortrait)
            // A window made for the scene takes the screen's size and the scene.
            let extra = UIWindow(windowScene: windowScene)
            #expect(extra.frame == UIScreen.main.bounds && extra.windowScene === windowScene)
            // Windows the code makes are not drawn, so the app does not list them.
            #expect(UIApplication.shared.windows.count == 1)
        }
    }

    @Test func windowLevelsStackAsUIKitsConstants() {
        let window = UIWindow(frame: .zero)
        #expect(window.windowLevel == .normal)
        window.windowLevel = UIWindow.Level.alert + 1
        #expect(window.windowLevel.rawValue == 2001 && UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level.alert - 1 == UIWindow.Level(rawValue: 1999))
    }

    @Test func controllersAnswerTheSystemsQuestionsWithUIKitsDefaults() {
        final class Quiet: UIViewController {
            var warned = false
            override func didReceiveMemoryWarning() {
                super.didReceiveMemoryWarning()
                warned = true
            }
            override var shouldAutorotate: Bool { false }
        }
        let plain = UIViewController()
        #expect(plain.shouldAutorotate && !plain.prefersStatusBarHidden)
        let quiet = Quiet()
        // A preview is never short of memory; only the controller itself calls this.
        #expect(!quiet.warned && !quiet.shouldAutorotate)
        quiet.didReceiveMemoryWarning()
        #expect(quiet.warned)
    }
}

import Foundation
import OmbreGraphics
import Testing

/// What a launched app tells its code: the scene becomes active once, between the first
/// `viewWillAppear` and `viewDidAppear`.
@Suite(.serialized) struct SwiftSceneLifecycleTests {
    @Test func sceneBecomesActiveOnceBeforeItsFirstViewDidAppear() throws {
        let file = try SwiftSceneFixtures.write(
            """
            import UIKit

            final class Watcher: UIViewController {
                private var events: [String] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(
                        self, selector: #selector(becameActive(_:)), name: UIApplication.didBecomeActiveNotification,
                        object: nil)
                }

                @objc func becameActive(_ note: NSNotification) { events.append("active") }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    events.append("will")
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    events.append("did")
                    let state = UIApplication.shared.applicationState == .active
                    view.backgroundColor = events == ["will", "active", "did"] && state ? .green : .red
                }
            }
            """, as: "Watcher.swift")
        let out = try temporaryDirectory().appendingPathComponent("watcher.png").path
        let result = try runOmbre(["render", file, "-o", out, "--size", "8x8", "--time", "1"])
        #expect(result.status == 0, "\(result.err)")
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(Color(pixel: image[4, 4]) == Color(red: 0, green: 1, blue: 0, alpha: 1))
    }

    @Test func readingTheCoreImageColorOfAPlainColorEndsTheSceneAsOnADevice() throws {
        let file = try SwiftSceneFixtures.write(
            """
            import UIKit

            final class Tinted: UIView {
                override func draw(_ rect: CGRect) {
                    let ci = UIColor.red.ciColor
                    UIColor(ciColor: ci).setFill()
                    UIRectFill(bounds)
                }
            }
            """, as: "Tinted.swift")
        let result = try runOmbre(["render", file, "-o", "/dev/null", "--size", "8x8"])
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("CIColor not valid for the UIColor"), "\(result.err)")
    }
}

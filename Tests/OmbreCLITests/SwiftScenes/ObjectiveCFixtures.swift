import Foundation

/// Swift scenes written as iOS code is, Objective-C idioms and all, for the tests of what the
/// scene build accepts unchanged.
enum ObjectiveCFixtures {
    /// A controller wiring every kind of target-action through `#selector` in its forms; each
    /// method prints when it is reached. `mode` 1 sends a selector no method answers.
    static let selectors = """
        import UIKit

        final class Knob: UIControl {}

        final class SelectorController: UIViewController {
            @IBInspectable var mode: Int = 0
            @objc var tint: UIColor = .red
            let knob = Knob(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            private var link: CADisplayLink?
            private var ticks = 0

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(knob)
                knob.addTarget(self, action: #selector(knobTapped(_:)), for: .touchUpInside)
                knob.addTarget(self, action: #selector(SelectorController.knobDown(sender:)), for: .touchDown)
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(viewTapped)))
                Timer.scheduledTimer(
                    timeInterval: 0.25, target: self, selector: #selector(timerFired(_:)), userInfo: "info",
                    repeats: false)
                link = CADisplayLink(target: self, selector: #selector(step))
                link?.add(to: .main, forMode: .common)
                NotificationCenter.default.addObserver(
                    self, selector: #selector(noticed(_:)), name: Notification.Name("ping"), object: nil)
                perform(#selector(later(_:)), with: "x", afterDelay: 0.5)
                print("responds", responds(to: #selector(knobTapped(_:))), responds(to: Selector("nothing")))
                print("names", NSStringFromSelector(#selector(renamed)), #selector(getter: mode),
                      NSSelectorFromString("later:") == #selector(later(_:)))
                let chosen = UIColor(white: 0.5, alpha: 1)
                perform(#selector(setter: tint), with: chosen)
                let read = perform(#selector(getter: tint))?.takeUnretainedValue() as? UIColor
                print("property", read === chosen, tint === chosen)
            }

            @objc func knobTapped(_ sender: UIControl) { print("knobTapped", sender === knob) }
            @objc private func knobDown(sender: Knob) { print("knobDown", sender.isHighlighted) }
            @objc func viewTapped() {
                print("viewTapped")
                if mode == 1 { perform(Selector("missingMethod:"), with: nil) }
            }
            @objc func timerFired(_ timer: Timer) {
                print("timer", timer.userInfo as? String ?? "")
                NotificationCenter.default.post(name: Notification.Name("ping"), object: nil)
            }
            @objc func noticed(_ note: Notification) { print("noticed", note.name.rawValue) }
            @objc(renamedSelector) func renamed() {}
            @objc func step(_ link: CADisplayLink) {
                ticks += 1
                if ticks == 30 { print("display link 30 at", link.timestamp) }
            }
            @IBAction func later(_ value: String) { print("later", value, CACurrentMediaTime()) }
        }

        """

    /// A view using the language around the classes: mapped imports (Darwin among them), nested platform
    /// conditionals, `@NSManaged`, `@objcMembers`, `dynamic`, `#keyPath`, `#colorLiteral` and the
    /// wall clocks; a drag reports its moves and the clocks when it ends.
    static let idioms = """
        import UIKit.UIColor
        import class UIKit.UIView
        import SwiftUI
        import CoreImage
        import Combine
        import os.log
        import Darwin

        #if canImport(UIKit)
            #if os(iOS)
                #if targetEnvironment(simulator)
                    #if DEBUG
        let platformBranch = "ios-simulator-debug"
                    #else
        let platformBranch = "release"
                    #endif
                #else
        let platformBranch = "device"
                #endif
            #elseif os(macOS) || os(Linux)
        let platformBranch = "desktop"
            #else
        let platformBranch = "other"
            #endif
        #else
        let platformBranch = "no-uikit"
        #endif

        final class Entity: NSObject {
            @NSManaged var title: String
            @NSManaged var subtitle: String?
        }

        @objcMembers final class IdiomView: UIView {
            @objc dynamic var level: CGFloat = 0
            let tint = #colorLiteral(red: 0, green: 1, blue: 0, alpha: 1)
            private var moves = 0
            private var last = CGPoint.zero

            override init(frame: CGRect) {
                super.init(frame: frame)
                let entity = Entity()
                entity.title = "managed"
                print("branch", platformBranch, "keyPath", #keyPath(CAGradientLayer.colors), entity.title,
                      entity.subtitle ?? "nil")
            }

            required init?(coder: NSCoder) { fatalError("not used") }

            override func draw(_ rect: CGRect) {
                tint.setFill()
                UIRectFill(bounds)
            }

            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                moves += 1
                last = touches.first!.location(in: self)
            }

            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                print("moved", moves, "to", last.x, last.y, "clocks", Date().timeIntervalSinceReferenceDate,
                      Date.now.timeIntervalSinceReferenceDate, CFAbsoluteTimeGetCurrent(),
                      ProcessInfo.processInfo.systemUptime, CACurrentMediaTime())
            }
        }

        """

    /// A view with an inspectable, a controller, and `#Preview` blocks making each: named,
    /// with traits, and nameless.
    static let previews = """
        import UIKit

        final class Swatch: UIView {
            @IBInspectable var tint: UIColor = .red
            override func draw(_ rect: CGRect) {
                tint.setFill()
                UIRectFill(bounds)
            }
        }

        final class BlueController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .blue
            }
        }

        #Preview("Red swatch") {
            Swatch(frame: .zero)
        }

        #Preview("Blue", traits: .portrait) {
            let controller = BlueController()
            return controller
        }

        #Preview{
            let swatch = Swatch(frame: .zero)
            swatch.tint = .green
            return swatch
        }

        """

    /// The answer's full listing (`ViewController` and its private `GradientProgressView`) with
    /// only `import UIKit` put before it, read from the shared sources.
    static func answer() throws -> String {
        let lines = try sharedSource("gradient-progress-answer.txt").split(
            separator: "\n", omittingEmptySubsequences: false)
        return "import UIKit\n" + lines[217..<359].joined(separator: "\n") + "\n"
    }

    /// The blog's Swift code blocks, in order.
    static func blogBlocks() throws -> [String] {
        let text = try sharedSource("animated-gradients-blog.txt")
        return text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    /// `shared/` beside the checkout (as CI lays it) or above it (as a work tree sits).
    static func sharedFolder() throws -> URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<6 {
            folder.deleteLastPathComponent()
            let candidate = folder.appendingPathComponent("shared")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("sources").path) {
                return candidate
            }
        }
        throw SharedFolderMissing()
    }

    private static func sharedSource(_ name: String) throws -> String {
        try String(contentsOf: sharedFolder().appendingPathComponent("sources/\(name)"), encoding: .utf8)
    }

    /// A controller whose display link targets a weak proxy (an `NSObject` overriding
    /// `responds(to:)` and `forwardingTarget(for:)`), with a label subclass that overrides
    /// UILabel's properties and is set by key. `mode` 1 reads a key no view has.
    static let messaging = """
        import UIKit

        final class WeakProxy: NSObject {
            weak var target: NSObjectProtocol?

            init(_ target: NSObjectProtocol) {
                self.target = target
                super.init()
            }

            override func responds(to aSelector: Selector!) -> Bool {
                guard let target = target else { return super.responds(to: aSelector) }
                return target.responds(to: aSelector)
            }

            override func forwardingTarget(for aSelector: Selector!) -> Any? {
                return target
            }
        }

        class EchoLabel: UILabel {
            @objc var outline: CGFloat = 0
            override open var attributedText: NSAttributedString? {
                get { super.attributedText }
                set {
                    super.attributedText = newValue
                    print("attributed", newValue?.string ?? "nil")
                }
            }
            override open var shadowColor: UIColor? { didSet { print("shadow", shadowColor == .black) } }
            override open var isHighlighted: Bool { didSet { print("highlighted", isHighlighted) } }
            override open func draw(_ layer: CALayer, in ctx: CGContext) { super.draw(layer, in: ctx) }
            override open var forLastBaselineLayout: UIView { self }
        }

        final class MessagingController: UIViewController {
            @IBInspectable var mode: Int = 0
            private var link: CADisplayLink?
            private var ticks = 0
            let label = EchoLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                link = CADisplayLink(target: WeakProxy(self), selector: #selector(step(_:)))
                link?.add(to: .current, forMode: .common)
                label.attributedText = NSAttributedString(string: "Hi")
                label.shadowColor = .black
                label.setValue(true, forKey: "highlighted")
                label.setValue(CGFloat(3), forKey: "outline")
                view.addSubview(label)
                print("kvc", label.value(forKey: "highlighted") as? Bool ?? false, label.outline)
                print("proxy responds", WeakProxy(self).responds(to: #selector(step(_:))))
                if mode == 1 { _ = label.value(forKey: "noSuchKey") }
            }

            @objc func step(_ link: CADisplayLink) {
                ticks += 1
                if ticks == 30 {
                    print("proxied link 30 at", link.timestamp)
                    link.remove(from: .current, forMode: .common)
                }
            }
        }
        """
}

/// The shared folder with the components' sources is neither beside nor above the checkout.
struct SharedFolderMissing: Error, CustomStringConvertible {
    var description: String { "no shared/sources beside or above the checkout (CI puts shared/ beside the clone)" }
}

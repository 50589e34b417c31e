import Foundation
import Observation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// iOS 26's `updateProperties()`: run in the update pass before layout, the first time, after
/// `setNeedsUpdateProperties()`, and after an `@Observable` property it read changed.
@MainActor @Suite struct UpdatePropertiesTests {
    final class Log: @unchecked Sendable { var entries: [String] = [] }

    final class LoggingView: UIView {
        let log: Log
        init(_ log: Log) {
            self.log = log
            super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        required init?(coder: NSCoder) { nil }
        override func updateProperties() {
            super.updateProperties()
            log.entries.append("view properties")
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            log.entries.append("layout")
        }
    }

    final class LoggingController: UIViewController {
        let log: Log
        init(_ log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() { view = LoggingView(log) }
        override func updateProperties() {
            super.updateProperties()
            log.entries.append("controller properties")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            OmbreUIKit.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                self.view.setNeedsUpdateProperties()
            }
            OmbreUIKit.Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in self.setNeedsUpdateProperties()
            }
        }
    }

    @Test func propertiesUpdateBeforeLayoutAndAgainOnlyWhenAsked() {
        let log = Log()
        let host = UIKitHostView(controller: { LoggingController(log) })
        frame(host, at: 0)
        #expect(log.entries == ["controller properties", "view properties", "layout"])
        frame(host, at: 0.5)
        #expect(log.entries.count == 3)
        log.entries = []
        frame(host, at: 1)
        // Asking for a properties update lays nothing out.
        #expect(log.entries == ["view properties"])
        log.entries = []
        frame(host, at: 2)
        #expect(log.entries == ["controller properties"])
    }

    @Test func updatePropertiesIfNeededRunsThePendingUpdateAtOnce() {
        let log = Log()
        let view = LoggingView(log)
        let host = hosting { $0.addSubview(view) }
        frame(host, at: 0)
        log.entries = []
        host.withWorld {
            view.updatePropertiesIfNeeded()
            #expect(log.entries.isEmpty)
            view.setNeedsUpdateProperties()
            view.updatePropertiesIfNeeded()
        }
        #expect(log.entries == ["view properties"])
    }

    @Observable final class Model {
        var fraction = 0.25
    }

    /// A bar whose width comes from an observable model, as view models drive views on iOS 26.
    final class ModelBar: UIView {
        let model: Model
        let fill = UIView()
        init(_ model: Model) {
            self.model = model
            super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            fill.backgroundColor = .red
            addSubview(fill)
        }
        required init?(coder: NSCoder) { nil }
        override func updateProperties() {
            super.updateProperties()
            fill.frame = CGRect(x: 0, y: 0, width: 100 * model.fraction, height: 100)
        }
    }

    @Test func changingAnObservedPropertyUpdatesTheViewInTheNextPass() {
        let model = Model()
        let host = hosting { view in
            view.backgroundColor = .black
            view.addSubview(ModelBar(model))
            OmbreUIKit.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in model.fraction = 0.75 }
        }
        let before = frame(host, at: 0.5)
        #expect(Color(pixel: before[20, 50]) == .red && Color(pixel: before[50, 50]) == .black)
        let after = frame(host, at: 1)
        #expect(Color(pixel: after[50, 50]) == .red && Color(pixel: after[80, 50]) == .black)
    }
}

import Foundation
import OmbreGraphics
import Testing

/// A scene written with Combine, as iOS code is, builds unchanged and plays on the scene clock.
@Suite(.serialized) struct SwiftSceneCombineTests {
    /// A controller whose model's `@Published` color a `sink` shows in one swatch, changed by a
    /// timer publisher's first firing at 1 s; a second swatch is colored by a delayed `Just`
    /// assigned to its `backgroundColor`, and the backdrop says whether `canImport(Combine)` held.
    static let scene = """
        import UIKit
        import Combine

        #if canImport(Combine)
        let backdrop = UIColor.white
        #else
        let backdrop = UIColor.black
        #endif

        final class SwatchModel: ObservableObject {
            @Published var color: UIColor = .red
        }

        final class CombineController: UIViewController {
            private let model = SwatchModel()
            private let swatch = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            private let delayed = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
            private var cancellables = Set<AnyCancellable>()
            private var changes = 0

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = backdrop
                delayed.backgroundColor = .black
                view.addSubview(swatch)
                view.addSubview(delayed)
                model.$color
                    .sink { [weak self] color in self?.swatch.backgroundColor = color }
                    .store(in: &cancellables)
                model.objectWillChange
                    .sink { [weak self] in self?.changes += 1 }
                    .store(in: &cancellables)
                Timer.publish(every: 1, on: .main, in: .common)
                    .autoconnect()
                    .first()
                    .sink { [weak self] date in
                        self?.model.color = .blue
                        print("fired at", date.timeIntervalSinceReferenceDate, "changes", self?.changes ?? -1)
                    }
                    .store(in: &cancellables)
                Just<UIColor?>(.green)
                    .delay(for: .milliseconds(750), scheduler: DispatchQueue.main)
                    .assign(to: \\.backgroundColor, on: delayed)
                    .store(in: &cancellables)
            }
        }

        """

    /// The colors of the two swatches and the backdrop in a 60 × 20 render at `time`.
    private func samples(at time: String, swiftVersion: String) throws -> (colors: [Color], log: String) {
        let file = try SwiftSceneFixtures.write(Self.scene, as: "CombineScene.swift")
        let out = try temporaryDirectory().appendingPathComponent("combine.png").path
        let result = try runOmbre([
            "render", file, "-o", out, "--size", "60x20", "--controller", "CombineController", "--time", time,
            "--swift-version", swiftVersion,
        ])
        #expect(result.status == 0, "\(result.err)")
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        return ([10, 30, 50].map { Color(pixel: image[$0, 10]) }, result.err + result.out)
    }

    @Test(arguments: ["5", "6"])
    func publishedModelAndTimerPublisherColorTheSwatchesAtTheirTimes(swiftVersion: String) throws {
        let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
        let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
        let black = Color(red: 0, green: 0, blue: 0, alpha: 1)
        let white = Color(red: 1, green: 1, blue: 1, alpha: 1)
        let early = try samples(at: "0.5", swiftVersion: swiftVersion)
        #expect(early.colors == [red, black, white], "\(early.colors)")
        let late = try samples(at: "1.5", swiftVersion: swiftVersion)
        #expect(late.colors == [blue, green, white], "\(late.colors)")
        // The timer fired at exactly 1 s, and setting the color sent `objectWillChange` once.
        #expect(late.log.contains("fired at 1.0 changes 1"), "\(late.log)")
    }
}

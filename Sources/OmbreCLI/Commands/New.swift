import ArgumentParser
import Foundation

struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a starter .swift scene: a UIView or a UIViewController subclass.",
        discussion: """
            The class is named after the file: ombre new view Sunset.swift writes an
            @IBDesignable Sunset view with @IBInspectable colors and angle; ombre new controller
            Intro.swift writes a controller animating a CAGradientLayer. Preview either with
            ombre preview FILE.swift; it rebuilds on every save.
            """)

    @Argument(help: "view or controller.")
    var kind: String

    @Argument(help: "The file to write, NAME.swift.")
    var file: String

    @Flag(help: "Replace the file if it exists.")
    var overwrite = false

    func run() throws {
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        guard file.hasSuffix(".swift") else { throw CLIError.badInput("the file must end in .swift (got \(file))") }
        guard let first = name.unicodeScalars.first, CharacterSet.letters.contains(first) || first == "_",
            name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" })
        else {
            throw CLIError.badInput("\(name) cannot name a Swift class; use letters, digits and _ (like Sunset.swift)")
        }
        let text: String
        switch kind {
        case "view": text = StarterScenes.view(name)
        case "controller": text = StarterScenes.controller(name)
        default: throw CLIError.badInput("ombre new makes a view or a controller (got \(kind))")
        }
        if FileManager.default.fileExists(atPath: file) && !overwrite {
            throw CLIError.badInput("\(file) exists; give --overwrite to replace it")
        }
        do {
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            throw CLIError.runtime("cannot write \(file): \(error.localizedDescription)")
        }
        print("wrote \(file); preview it with: ombre preview \(file)")
    }
}

/// The text `ombre new` writes.
enum StarterScenes {
    static func view(_ name: String) -> String {
        """
        import UIKit

        /// A two-color gradient at an angle, editable from the command line:
        /// ombre preview \(name).swift --set angle=45 --set startColor=#2BC0E4
        @IBDesignable
        final class \(name): UIView {
            @IBInspectable var startColor: UIColor = UIColor(red: 1, green: 0.37, blue: 0.43, alpha: 1) {
                didSet { refresh() }
            }
            @IBInspectable var endColor: UIColor = UIColor(red: 1, green: 0.76, blue: 0.44, alpha: 1) {
                didSet { refresh() }
            }
            /// Degrees clockwise from pointing down.
            @IBInspectable var angle: CGFloat = 0 { didSet { refresh() } }

            override class var layerClass: AnyClass { CAGradientLayer.self }

            override init(frame: CGRect) {
                super.init(frame: frame)
                refresh()
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
                refresh()
            }

            private func refresh() {
                guard let gradient = layer as? CAGradientLayer else { return }
                gradient.colors = [startColor.cgColor, endColor.cgColor]
                let radians = angle * .pi / 180
                let dx = -sin(radians) / 2
                let dy = cos(radians) / 2
                gradient.startPoint = CGPoint(x: 0.5 - dx, y: 0.5 - dy)
                gradient.endPoint = CGPoint(x: 0.5 + dx, y: 0.5 + dy)
            }
        }

        """
    }

    static func controller(_ name: String) -> String {
        """
        import UIKit

        /// A full-screen gradient whose colors cross-fade every two seconds.
        final class \(name): UIViewController {
            private let gradient = CAGradientLayer()
            private let palettes: [[UIColor]] = [
                [.systemPurple, .systemOrange],
                [.systemTeal, .systemBlue],
                [.systemPink, .systemYellow],
            ]
            private var index = 0

            override func viewDidLoad() {
                super.viewDidLoad()
                gradient.colors = palettes[0].map(\\.cgColor)
                gradient.startPoint = CGPoint(x: 0, y: 0)
                gradient.endPoint = CGPoint(x: 1, y: 1)
                view.layer.addSublayer(gradient)
                Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { [weak self] _ in self?.advance() }
            }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                gradient.frame = view.bounds
            }

            private func advance() {
                index = (index + 1) % palettes.count
                let colors = palettes[index].map(\\.cgColor)
                let fade = CABasicAnimation(keyPath: "colors")
                fade.fromValue = gradient.colors
                fade.toValue = colors
                fade.duration = 1
                gradient.colors = colors
                gradient.add(fade, forKey: "colors")
            }
        }

        """
    }
}

import UIKit

/// The gradient-progress answer's screen at 70 %, its outline never still: a 60 Hz timer moves
/// each of the view's 200 points by up to 0.05 around its place, each with its own phase, once a
/// second, so `draw(_:)` runs and draws a new path every frame (the shape is new to the renderer
/// each time, as `ombre bench --cold` makes a YAML scene's).
///
/// Built with `ProgressController.swift`, whose `ShapeProgressView` it shows:
/// `ombre preview ReshapingProgressController.swift ProgressController.swift --controller ReshapingProgressController`.
final class ReshapingProgressController: UIViewController {
    private(set) var progressView: ShapeProgressView?

    override func viewDidLoad() {
        super.viewDidLoad()
        let shape = ShapeProgressView(frame: CGRect(x: 30, y: 30, width: 280, height: 350))
        shape.backgroundColor = .lightGray
        shape.transform = CGAffineTransform(rotationAngle: -.pi / 2)
        shape.progress = 0.7
        view.addSubview(shape)
        progressView = shape
        let places = ProgressController.seededPoints(count: 200, minRadius: 0.9, maxRadius: 1.1, seed: 1)
        let started = CACurrentMediaTime()
        let reshape = { [weak shape] in
            let phase = 2 * CGFloat.pi * CGFloat(CACurrentMediaTime() - started)
            shape?.points = places.enumerated().map { i, place in
                let sway = 1 + 0.05 * sin(phase + CGFloat(i) / 3)
                return CGPoint(x: place.x * sway, y: place.y * sway)
            }
        }
        reshape()
        Timer.scheduledTimer(withTimeInterval: 1.0 / 60.0, repeats: true) { _ in reshape() }
    }
}

import UIKit

/// Gradient layers animated through sequences of colors, locations and points with
/// `CABasicAnimation`s in a `CAAnimationGroup`, chained by the group's delegate, as the
/// animated-gradients blog post does by hand before it reaches for AnimatedGradientView.
///
/// Every step is equalized the way that library does it: colors padded to the longest step by
/// repeating the last, locations spread over the distinct colors when a step gives none.
///
/// Core Animation calls its delegates on the main thread, but `CAAnimationDelegate` is not
/// main-actor isolated: the `@preconcurrency` conformance lets Swift 6 check that at run time.
final class BlogGradientController: UIViewController, @preconcurrency CAAnimationDelegate {
    struct Step {
        var colors: [String]
        var start: CGPoint
        var end: CGPoint
        var locations: [Double]?
    }

    private static let up = (CGPoint(x: 0.5, y: 1), CGPoint(x: 0.5, y: 0))
    private static let right = (CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5))
    private static let down = (CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1))
    private static let left = (CGPoint(x: 1, y: 0.5), CGPoint(x: 0, y: 0.5))
    private static let upRight = (CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0))

    private let sequences: [[Step]] = [
        [
            Step(colors: ["#2BC0E4", "#EAECC6"], start: up.0, end: up.1),
            Step(colors: ["#833ab4", "#fd1d1d", "#fcb045"], start: right.0, end: right.1),
            Step(colors: ["#003973", "#E5E5BE"], start: down.0, end: down.1),
            Step(colors: ["#1E9600", "#FFF200", "#FF0000"], start: left.0, end: left.1),
        ],
        [
            Step(colors: ["#833ab4", "#fd1d1d", "#fcb045"], start: up.0, end: up.1, locations: [0, 0.5, 1]),
            Step(colors: ["#FEAC5E", "#C779D0", "#fcb045"], start: upRight.0, end: upRight.1, locations: [0, 0.5, 1]),
        ],
    ]
    private var layers: [CAGradientLayer] = []
    private var positions: [Int] = []
    private let duration: CFTimeInterval = 5

    override func viewDidLoad() {
        super.viewDidLoad()
        for steps in sequences {
            let host = UIView(frame: .zero)
            let gradient = CAGradientLayer()
            host.layer.addSublayer(gradient)
            view.addSubview(host)
            layers.append(gradient)
            positions.append(0)
            apply(equalized(steps)[0], to: gradient)
        }
        for index in layers.indices { animateNext(index) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let half = (view.bounds.width / 2).rounded()
        for (i, host) in view.subviews.enumerated() {
            host.frame = CGRect(
                x: i == 0 ? 0 : half, y: 0, width: i == 0 ? half : view.bounds.width - half,
                height: view.bounds.height)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layers[i].frame = host.bounds
            CATransaction.commit()
        }
    }

    private func apply(_ step: Step, to layer: CAGradientLayer) {
        layer.colors = step.colors.map { UIColor(named: $0)!.cgColor }
        layer.locations = step.locations?.map { NSNumber(value: $0) }
        layer.startPoint = step.start
        layer.endPoint = step.end
    }

    /// Starts the transition of sequence `index` from its current step to the next.
    private func animateNext(_ index: Int) {
        let steps = equalized(sequences[index])
        let from = steps[positions[index]]
        positions[index] = (positions[index] + 1) % steps.count
        let to = steps[positions[index]]
        let layer = layers[index]
        func basic(_ key: String, _ a: Any?, _ b: Any?) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: key)
            animation.fromValue = a
            animation.toValue = b
            return animation
        }
        let group = CAAnimationGroup()
        group.animations = [
            basic(
                "colors", from.colors.map { UIColor(named: $0)!.cgColor }, to.colors.map { UIColor(named: $0)!.cgColor }
            ),
            basic("locations", from.locations?.map { NSNumber(value: $0) }, to.locations?.map { NSNumber(value: $0) }),
            basic("startPoint", from.start, to.start),
            basic("endPoint", from.end, to.end),
        ]
        group.duration = duration
        group.timingFunction = CAMediaTimingFunction(name: .linear)
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        group.delegate = self
        group.setValue(index, forKey: "sequence")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        apply(to, to: layer)
        CATransaction.commit()
        layer.add(group, forKey: "step")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag, let index = anim.value(forKey: "sequence") as? Int else { return }
        animateNext(index)
    }

    /// The steps with colors padded to the longest and locations filled in.
    private func equalized(_ steps: [Step]) -> [Step] {
        let count = steps.map(\.colors.count).max() ?? 0
        return steps.map { step in
            var step = step
            while step.colors.count < count { step.colors.append(step.colors.last!) }
            if let given = step.locations {
                step.locations = given + Array(repeating: given.last ?? 1, count: count - given.count)
            } else {
                var distinct: [String] = []
                for c in step.colors where !distinct.contains(c.lowercased()) { distinct.append(c.lowercased()) }
                let u = distinct.count
                // One distinct color: every stop at 0 but the last, at 1.
                var spots = u > 1 ? (0..<u).map { Double($0) / Double(u - 1) } : [0]
                while spots.count < count { spots.append(1) }
                if u == 1 { spots = Array(repeating: 0, count: count - 1) + [1] }
                step.locations = spots
            }
            return step
        }
    }
}

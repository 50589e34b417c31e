import AnimatedGradientView
import UIKit

/// The AnimatedGradientView library's quickstart as an app writes it: the blog post's four
/// frames on a view that fills the screen, left to start by itself and loop.
final class QuickstartGradientController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let animatedGradient = AnimatedGradientView(frame: view.bounds)
        animatedGradient.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        animatedGradient.direction = .up
        animatedGradient.animationValues = [
            (colors: ["#2BC0E4", "#EAECC6"], .up, .axial),
            (colors: ["#833ab4", "#fd1d1d", "#fcb045"], .right, .axial),
            (colors: ["#003973", "#E5E5BE"], .down, .axial),
            (colors: ["#1E9600", "#FFF200", "#FF0000"], .left, .axial),
        ]
        view.addSubview(animatedGradient)
    }
}

import UIKit

// The README's "Programmatic way", verbatim apart from the class around it.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let gradientView = EZYGradientView()
        gradientView.frame = view.bounds
        gradientView.firstColor = UIColor(red: 0.5, green: 0.0, blue: 1.0, alpha: 1.0)
        gradientView.secondColor = UIColor(red: 0.4, green: 1.0, blue: 0.8, alpha: 1.0)
        gradientView.angleº = 185.0
        gradientView.colorRatio = 0.5
        gradientView.fadeIntensity = 1
        gradientView.isBlur = true
        gradientView.blurOpacity = 0.5

        view.insertSubview(gradientView, at: 0)
    }
}

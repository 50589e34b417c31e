import UIKit

// The README's usage, verbatim apart from the class around it.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let gradientView = GradientView(frame: CGRect(x: 20, y: 20, width: 280, height: 280))
        gradientView.colors = [.green, .yellow]
        gradientView.locations = [0.8, 1.0]
        gradientView.direction = .horizontal
        gradientView.topBorderColor = .red
        gradientView.bottomBorderColor = .blue
        view.addSubview(gradientView)
    }
}

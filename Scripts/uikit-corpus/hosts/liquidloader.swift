import UIKit

// The README's usage: two loaders, a growing circle and a line, added as subviews.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let circleColor = UIColor(red: 0.3, green: 0.6, blue: 1, alpha: 1)
        let growColor = UIColor(red: 0.9, green: 0.3, blue: 0.4, alpha: 1)
        let circle = LiquidLoader(frame: CGRect(x: 100, y: 40, width: 200, height: 200), effect: .growCircle(circleColor, 10, 1.0, growColor))
        view.addSubview(circle)
        let line = LiquidLoader(frame: CGRect(x: 50, y: 300, width: 300, height: 60), effect: .line(circleColor, 4, 1.0, growColor))
        view.addSubview(line)
    }
}

import UIKit

// The README's UIKit use (added to a view's layer, then start()) with its numPulse and radius.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let pulsator = Pulsator()
        pulsator.numPulse = 3
        pulsator.radius = 180
        pulsator.backgroundColor = UIColor(red: 0, green: 0.455, blue: 0.756, alpha: 1).cgColor
        pulsator.position = CGPoint(x: 200, y: 200)
        view.layer.addSublayer(pulsator)
        pulsator.start()
    }
}

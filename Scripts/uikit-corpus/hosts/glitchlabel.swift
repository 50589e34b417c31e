import UIKit

// A glitching label as the sample sets one up.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let label = GlitchLabel(frame: CGRect(x: 20, y: 150, width: 360, height: 100))
        label.text = "GLITCH"
        label.font = UIFont.boldSystemFont(ofSize: 64)
        label.textColor = .white
        label.textAlignment = .center
        view.addSubview(label)
    }
}

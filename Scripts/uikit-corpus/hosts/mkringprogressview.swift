import UIKit

// The README's "Code": a red-to-magenta ring, then its progress animated with UIView.animate.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let ringProgressView = RingProgressView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        ringProgressView.startColor = .red
        ringProgressView.endColor = .magenta
        ringProgressView.ringWidth = 25
        ringProgressView.progress = 0.0
        view.addSubview(ringProgressView)
        UIView.animate(withDuration: 0.5) {
            ringProgressView.progress = 1.0
        }
    }
}

import UIKit

// The README's usage: a confetti view over the whole view, the default type, started.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let confettiView = SAConfettiView(frame: view.bounds)
        confettiView.type = .confetti
        view.addSubview(confettiView)
        confettiView.startConfetti()
    }
}

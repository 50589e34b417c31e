import UIKit

// The UIKit ring (the Legacy folder the README points UIKit users to): styled in viewDidLoad,
// then startProgress(to:duration:) as its documentation shows, once the ring is on screen (a
// layer not yet shown runs no actions, on a device too, so the fill would not animate).
class HostController: UIViewController {
    let progressRing = UICircularProgressRing(frame: CGRect(x: 50, y: 50, width: 300, height: 300))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        progressRing.maxValue = 100
        progressRing.style = .ontop
        progressRing.outerRingColor = UIColor(white: 0.85, alpha: 1)
        progressRing.outerRingWidth = 20
        progressRing.innerRingColor = .systemPurple
        progressRing.innerRingWidth = 20
        progressRing.font = UIFont.boldSystemFont(ofSize: 40)
        view.addSubview(progressRing)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        progressRing.startProgress(to: 75, duration: 1.5)
    }
}

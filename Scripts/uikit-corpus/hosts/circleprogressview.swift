import UIKit

// The README's "via code" use: init(frame:), the track properties it lists, then an animated progress.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let circleProgressView = CircleProgressView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        circleProgressView.trackWidth = 30
        circleProgressView.trackBackgroundColor = .lightGray
        circleProgressView.trackFillColor = UIColor(red: 0.2, green: 0.6, blue: 1, alpha: 1)
        circleProgressView.centerFillColor = .white
        circleProgressView.backgroundColor = .clear
        view.addSubview(circleProgressView)
        circleProgressView.setProgress(0.7, animated: true)
    }
}

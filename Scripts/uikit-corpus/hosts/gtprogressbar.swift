import UIKit

// The README's "Example" bar, and one of its vertical bars, as the README sets them up.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let progressBar = GTProgressBar(frame: CGRect(x: 0, y: 0, width: 300, height: 15))
        progressBar.progress = 1
        progressBar.barBorderColor = UIColor(red:0.35, green:0.80, blue:0.36, alpha:1.0)
        progressBar.barFillColor = UIColor(red:0.35, green:0.80, blue:0.36, alpha:1.0)
        progressBar.barBackgroundColor = UIColor(red:0.77, green:0.93, blue:0.78, alpha:1.0)
        progressBar.barBorderWidth = 1
        progressBar.barFillInset = 2
        progressBar.labelTextColor = UIColor(red:0.35, green:0.80, blue:0.36, alpha:1.0)
        progressBar.progressLabelInsetLeft = 0
        progressBar.progressLabelInsetRight = 5
        progressBar.font = UIFont.boldSystemFont(ofSize: 18)
        progressBar.labelPosition = GTProgressBarLabelPosition.right
        progressBar.barMaxHeight = 12
        progressBar.direction = GTProgressBarDirection.anticlockwise
        progressBar.frame.origin = CGPoint(x: 50, y: 40)
        view.addSubview(progressBar)
        progressBar.animateTo(progress: 0.4)

        let vertical = GTProgressBar(frame: CGRect(x: 180, y: 100, width: 40, height: 260))
        vertical.orientation = GTProgressBarOrientation.vertical
        vertical.progress = 0.7
        vertical.cornerRadius = 10
        vertical.labelPosition = GTProgressBarLabelPosition.bottom
        view.addSubview(vertical)
    }
}

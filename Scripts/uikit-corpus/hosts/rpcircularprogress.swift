import UIKit

// The README's public API: one indeterminate spinner and one progress ring updated with animation.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let spinner = RPCircularProgress()
        spinner.frame = CGRect(x: 30, y: 125, width: 150, height: 150)
        spinner.trackTintColor = UIColor(white: 0.85, alpha: 1)
        spinner.progressTintColor = .systemBlue
        spinner.thicknessRatio = 0.2
        spinner.roundedCorners = true
        view.addSubview(spinner)
        spinner.enableIndeterminate()

        let progress = RPCircularProgress()
        progress.frame = CGRect(x: 220, y: 125, width: 150, height: 150)
        progress.trackTintColor = UIColor(white: 0.85, alpha: 1)
        progress.progressTintColor = .systemGreen
        progress.innerTintColor = UIColor(red: 0.9, green: 1, blue: 0.9, alpha: 1)
        progress.thicknessRatio = 0.3
        view.addSubview(progress)
        progress.updateProgress(0.75, duration: 1)
    }
}

import UIKit

// The README's "addSubView" uses: a spinner with a message, one at a ratio, and a spinner in a
// style with a clear color (drawn through offscreen snapshots and image masks), with shipped styles.
class HostController: UIViewController {
    let progress = GradientCircularProgress()
    let ratioProgress = GradientCircularProgress()
    let clearProgress = GradientCircularProgress()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        if let progressView = progress.show(frame: CGRect(x: 0, y: 0, width: 200, height: 200), message: "Loading...", style: BlueDarkStyle()) {
            view.addSubview(progressView)
        }
        if let ratioView = ratioProgress.showAtRatio(frame: CGRect(x: 200, y: 200, width: 200, height: 200), display: true, style: GreenLightStyle()) {
            view.addSubview(ratioView)
        }
        ratioProgress.updateRatio(0.6)
        if let clearView = clearProgress.show(frame: CGRect(x: 0, y: 200, width: 200, height: 200), style: OrangeClearStyle()) {
            view.addSubview(clearView)
        }
    }
}

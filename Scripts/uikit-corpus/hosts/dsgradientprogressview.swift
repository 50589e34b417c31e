import UIKit

// The README's usage: one bar waiting for one request that ends after a second (its signal()
// hides it), and a green one waiting for two of which only one ends, so it keeps running.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let progressView = DSGradientProgressView(frame: CGRect(x: 20, y: 100, width: 360, height: 6))
        view.addSubview(progressView)
        progressView.wait()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            progressView.signal()
        }

        let greenView = DSGradientProgressView(frame: CGRect(x: 20, y: 200, width: 360, height: 6))
        greenView.barColor = UIColor.green
        view.addSubview(greenView)
        greenView.wait()
        greenView.wait()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            greenView.signal()
        }
    }
}

import UIKit

// The README's usage: a gauge with a guide and gradation colours, and the star-shaped path progress,
// on the gray (#666666) of the README's demo: the gauge's first colours are mostly transparent
// (alpha 0x11, 0x55, 0xAA), so on white they show pale, as they would on a device.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.4, alpha: 1)
        let circularProgress = KYCircularProgress(frame: CGRect(x: 0, y: 0, width: 200, height: 200), showGuide: true)
        circularProgress.colors = [UIColor(rgba: 0xA6E39D11), UIColor(rgba: 0xAEC1E355), UIColor(rgba: 0xAEC1E3AA), UIColor(rgba: 0xF3C0ABFF)]
        circularProgress.lineWidth = 16
        circularProgress.progress = 0.7
        view.addSubview(circularProgress)

        let starProgress = KYCircularProgress(frame: CGRect(x: 220, y: 220, width: 100, height: 100))
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 50.0, y: 2.0))
        path.addLine(to: CGPoint(x: 84.0, y: 86.0))
        path.addLine(to: CGPoint(x: 6.0, y: 33.0))
        path.addLine(to: CGPoint(x: 96.0, y: 33.0))
        path.addLine(to: CGPoint(x: 17.0, y: 86.0))
        path.close()
        starProgress.path = path
        starProgress.colors = [.purple, UIColor(rgba: 0xFFF77A55), .orange]
        starProgress.progress = 0.9
        view.addSubview(starProgress)
    }
}

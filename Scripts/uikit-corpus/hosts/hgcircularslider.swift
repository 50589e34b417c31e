import UIKit

// The README's programmatic usage: a CircularSlider at 0.2 and a MidPointCircularSlider, coloured.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let circularSlider = CircularSlider(frame: CGRect(x: 10, y: 10, width: 180, height: 180))
        circularSlider.minimumValue = 0.0
        circularSlider.maximumValue = 1.0
        circularSlider.endPointValue = 0.2
        circularSlider.backgroundColor = .clear
        circularSlider.diskColor = UIColor(white: 0.95, alpha: 1)
        circularSlider.trackFillColor = .systemOrange
        circularSlider.lineWidth = 12
        circularSlider.backtrackLineWidth = 12
        view.addSubview(circularSlider)

        let midPoint = MidPointCircularSlider(frame: CGRect(x: 210, y: 210, width: 180, height: 180))
        midPoint.minimumValue = 0.0
        midPoint.maximumValue = 10.0
        midPoint.distance = 1.0
        midPoint.midPointValue = 3.0
        midPoint.backgroundColor = .clear
        midPoint.trackFillColor = .systemBlue
        view.addSubview(midPoint)
    }
}

import UIKit

// A ripple view and a radar view as the README sets them: ripples spreading from the middle,
// and a radar with two items on its circles.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let ripple = RippleView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        ripple.diskRadius = 20
        ripple.numberOfCircles = 3
        view.addSubview(ripple)

        let radar = RadarView(frame: CGRect(x: 0, y: 200, width: 400, height: 200))
        view.addSubview(radar)
        radar.add(item: Item(uniqueKey: "a", value: "A"))
        radar.add(item: Item(uniqueKey: "b", value: "B"))
    }
}

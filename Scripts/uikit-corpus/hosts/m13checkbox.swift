import UIKit

// Checkboxes as the README describes them: the default (stroke), a bounce-fill one, a square
// spiral one with a thicker mark, and a radio; each set checked with animation, one mixed.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let stroke = M13Checkbox(frame: CGRect(x: 40, y: 40, width: 120, height: 120))
        view.addSubview(stroke)
        stroke.setCheckState(.checked, animated: true)

        let fill = M13Checkbox(frame: CGRect(x: 240, y: 40, width: 120, height: 120))
        fill.stateChangeAnimation = .bounce(.fill)
        view.addSubview(fill)
        fill.setCheckState(.checked, animated: true)

        let spiral = M13Checkbox(frame: CGRect(x: 40, y: 240, width: 120, height: 120))
        spiral.boxType = .square
        spiral.stateChangeAnimation = .spiral
        spiral.checkmarkLineWidth = 6
        spiral.boxLineWidth = 3
        spiral.tintColor = .systemGreen
        view.addSubview(spiral)
        spiral.setCheckState(.checked, animated: true)

        let radio = M13Checkbox(frame: CGRect(x: 240, y: 240, width: 120, height: 120))
        radio.markType = .radio
        radio.stateChangeAnimation = .expand(.fill)
        radio.animationDuration = 1
        view.addSubview(radio)
        radio.setCheckState(.mixed, animated: true)
    }
}

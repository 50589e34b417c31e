import UIKit

// The README's two setups: a label of a fixed duration and fade, and a continuous one of a
// fixed rate, each with text too long for its 200 points, so both scroll.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let label = MarqueeLabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40), duration: 4.0, fadeLength: 10.0)
        label.text = "This is a long scrolling marquee label text that does not fit"
        label.font = .systemFont(ofSize: 20)
        label.textColor = .black
        view.addSubview(label)
        let left = MarqueeLabel(frame: CGRect(x: 20, y: 200, width: 200, height: 40), rate: 60, fadeLength: 10)
        left.type = .continuous
        left.text = "Continuous scrolling text goes round and round forever"
        view.addSubview(left)
    }
}

import UIKit

// The README's "Useage": a ShimmeringView over the whole view, a label as its content, shimmering on.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let shimmerView = ShimmeringView(frame: view.bounds)
        view.addSubview(shimmerView)
        let label = UILabel(frame: shimmerView.bounds)
        label.text = "This is my shimmering text"
        label.textAlignment = .center
        label.textColor = .white
        label.font = UIFont.boldSystemFont(ofSize: 24)
        shimmerView.contentView = label
        shimmerView.isShimmering = true
    }
}

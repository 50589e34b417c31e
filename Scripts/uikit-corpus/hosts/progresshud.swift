import UIKit

// The README's usage examples: ProgressHUD.animate with a text and an animation type, over the window.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ProgressHUD.animate("Please wait...", .ballVerticalBounce)
    }
}

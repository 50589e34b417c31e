import UIKit

// The README's two UIKit usages: `GradientLoadingBar.shared.fadeIn()` from `viewDidLoad`, which
// puts a 3-point bar along the top of the key window once that window becomes key (the library
// learns of it through Combine, from `UIWindow.didBecomeKeyNotification`), and a
// `GradientActivityIndicatorView` of the host's own, 4 points tall across the middle as in the
// library's preview, both faded in.
class HostController: UIViewController {
    private let gradientActivityIndicatorView = GradientActivityIndicatorView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        GradientLoadingBar.shared.fadeIn()

        gradientActivityIndicatorView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(gradientActivityIndicatorView)
        NSLayoutConstraint.activate([
            gradientActivityIndicatorView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            gradientActivityIndicatorView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
            gradientActivityIndicatorView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            gradientActivityIndicatorView.heightAnchor.constraint(equalToConstant: 4),
        ])
        gradientActivityIndicatorView.fadeIn()
    }
}

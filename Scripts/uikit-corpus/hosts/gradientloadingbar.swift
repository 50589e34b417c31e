import UIKit

// The README's GradientActivityIndicatorView usage: a 3-point bar pinned to the top, faded in.
class HostController: UIViewController {
    private let gradientActivityIndicatorView = GradientActivityIndicatorView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        gradientActivityIndicatorView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(gradientActivityIndicatorView)
        NSLayoutConstraint.activate([
            gradientActivityIndicatorView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            gradientActivityIndicatorView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            gradientActivityIndicatorView.topAnchor.constraint(equalTo: view.topAnchor),
            gradientActivityIndicatorView.heightAnchor.constraint(equalToConstant: 3),
        ])
        gradientActivityIndicatorView.fadeIn()
    }
}

import UIKit

// The README's customization, verbatim apart from the class around it: yellow on black with a
// 5-point magenta border and a shadow, centered by Auto Layout.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let badge = BadgeSwift()
        badge.text = "42"
        badge.insets = CGSize(width: 12, height: 12)
        badge.font = UIFont.preferredFont(forTextStyle: .body)
        badge.textColor = .yellow
        badge.badgeColor = .black
        badge.shadowOpacityBadge = 0.5
        badge.shadowOffsetBadge = CGSize(width: 0, height: 0)
        badge.shadowRadiusBadge = 1.0
        badge.shadowColorBadge = .black
        badge.borderWidth = 5.0
        badge.borderColor = .magenta
        view.addSubview(badge)
        badge.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

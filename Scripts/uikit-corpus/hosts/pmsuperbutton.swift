import UIKit

// Buttons set up as the README's Interface Builder properties describe, in code: a vertical
// orange-to-purple gradient with rounded corners, a horizontal one with a shadow, and a
// bordered one with a title color.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let vertical = PMSuperButton(frame: CGRect(x: 100, y: 40, width: 200, height: 60))
        vertical.gradientEnabled = true
        vertical.gradientStartColor = .orange
        vertical.gradientEndColor = .purple
        vertical.cornerRadius = 20
        vertical.setTitle("Super", for: .normal)
        view.addSubview(vertical)

        let horizontal = PMSuperButton(frame: CGRect(x: 100, y: 160, width: 200, height: 60))
        horizontal.gradientEnabled = true
        horizontal.gradientHorizontal = true
        horizontal.gradientStartColor = .systemTeal
        horizontal.gradientEndColor = .systemBlue
        horizontal.cornerRadius = 30
        horizontal.shadowColor = .black
        horizontal.shadowOpacity = 0.4
        horizontal.shadowOffset = CGSize(width: 0, height: 6)
        horizontal.shadowRadius = 8
        horizontal.setTitle("Shadow", for: .normal)
        view.addSubview(horizontal)

        let bordered = PMSuperButton(frame: CGRect(x: 100, y: 280, width: 200, height: 60))
        bordered.borderColor = .systemPink
        bordered.borderWidth = 3
        bordered.cornerRadius = 12
        bordered.setTitle("Border", for: .normal)
        bordered.setTitleColor(.systemPink, for: .normal)
        view.addSubview(bordered)
    }
}

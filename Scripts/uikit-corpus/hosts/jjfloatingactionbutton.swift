import UIKit

// The README's quick start, opened: three items (their images drawn here, where an app takes
// them from its assets), the button placed in the controller's view.
class HostController: UIViewController {
    private func dot() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor.black.setFill()
            UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 12, height: 12)).fill()
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let actionButton = JJFloatingActionButton()
        actionButton.addItem(title: "item 1", image: dot().withRenderingMode(.alwaysTemplate)) { item in }
        actionButton.addItem(title: "item 2", image: dot().withRenderingMode(.alwaysTemplate)) { item in }
        actionButton.addItem(title: "item 3", image: nil) { item in }
        view.addSubview(actionButton)
        actionButton.translatesAutoresizingMaskIntoConstraints = false
        actionButton.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16).isActive = true
        actionButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16).isActive = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { actionButton.open() }
    }
}

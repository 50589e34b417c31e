import UIKit

// The README's "In Code" button with a heart icon (drawn here, where an app takes it from its
// assets), selected so that its burst of rings and dots plays.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let heart = UIGraphicsImageRenderer(size: CGSize(width: 44, height: 44)).image { _ in
            UIColor.black.setFill()
            UIBezierPath(ovalIn: CGRect(x: 8, y: 8, width: 28, height: 28)).fill()
        }
        let faveButton = FaveButton(frame: CGRect(x: 178, y: 178, width: 44, height: 44), faveIconNormal: heart)
        view.addSubview(faveButton)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { faveButton.setSelected(selected: true, animated: true) }
    }
}

import UIKit

// The README's usage: LoadingShimmer.startCovering(view) over a screen of placeholder rows.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for row in 0..<4 {
            let y = 30 + CGFloat(row) * 90
            let avatar = UIView(frame: CGRect(x: 20, y: y, width: 60, height: 60))
            avatar.backgroundColor = .systemTeal
            avatar.layer.cornerRadius = 30
            view.addSubview(avatar)
            let title = UILabel(frame: CGRect(x: 100, y: y + 5, width: 260, height: 20))
            title.text = "Row \(row)"
            view.addSubview(title)
            let detail = UILabel(frame: CGRect(x: 100, y: y + 35, width: 180, height: 16))
            detail.text = "Detail"
            view.addSubview(detail)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        LoadingShimmer.startCovering(view, with: nil)
    }
}

import UIKit

// The README's settings: a precise 3.7 rating with a text after it, and a half-star 2.5 in
// orange, borders included.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let cosmos = CosmosView(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        cosmos.rating = 3.7
        cosmos.text = "(123)"
        cosmos.settings.fillMode = .precise
        cosmos.settings.starSize = 30
        view.addSubview(cosmos)
        let half = CosmosView(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        half.rating = 2.5
        half.settings.fillMode = .half
        half.settings.filledColor = .orange
        half.settings.emptyBorderColor = .orange
        half.settings.filledBorderColor = .orange
        view.addSubview(half)
    }
}

import UIKit

// The README's UIKit usage: a tinted blur over coloured stripes, so that the blur has something to soften.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let colors: [UIColor] = [.systemBlue, .systemYellow, .systemGreen, .systemOrange]
        for (index, color) in colors.enumerated() {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 100, y: 0, width: 50, height: 400))
            stripe.backgroundColor = color
            view.addSubview(stripe)
        }
        let visualEffectView = VisualEffectView(frame: CGRect(x: 40, y: 40, width: 320, height: 320))
        visualEffectView.colorTint = .red
        visualEffectView.colorTintAlpha = 0.2
        visualEffectView.blurRadius = 10
        visualEffectView.scale = 1
        view.addSubview(visualEffectView)
    }
}

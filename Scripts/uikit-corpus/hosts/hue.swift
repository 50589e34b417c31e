import UIKit

// The README's uses: colors from hex strings, gradient layers from arrays of colors (one with
// its locations set in the closure), alpha, and an image's background and primary colors.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(hex: "#f5f5f5")
        let gradient = [UIColor(hex: "#ff5e62"), UIColor(hex: "#ff9966")].gradient()
        gradient.frame = CGRect(x: 20, y: 20, width: 360, height: 160)
        view.layer.addSublayer(gradient)
        let second = [UIColor.blue, UIColor.red].gradient { layer in
            layer.locations = [0.25, 1.0]
            return layer
        }
        second.frame = CGRect(x: 20, y: 200, width: 360, height: 80)
        view.layer.addSublayer(second)
        let swatch = UIView(frame: CGRect(x: 20, y: 300, width: 80, height: 80))
        swatch.backgroundColor = UIColor(hex: "#0080ff").alpha(0.5)
        view.addSubview(swatch)
        let inverted = UIView(frame: CGRect(x: 120, y: 300, width: 80, height: 80))
        inverted.backgroundColor = UIColor(hex: "#0080ff").alpha(1)
        view.addSubview(inverted)
        // The README's image colors: a mostly green picture with a red corner.
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            UIColor(hex: "#2ecc71").setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            UIColor(hex: "#e74c3c").setFill()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
        }
        let colors = picture.colors()
        for (i, color) in [colors.background, colors.primary].enumerated() {
            let swatch = UIView(frame: CGRect(x: 220 + CGFloat(i) * 90, y: 300, width: 80, height: 80))
            swatch.backgroundColor = color
            view.addSubview(swatch)
        }
    }
}

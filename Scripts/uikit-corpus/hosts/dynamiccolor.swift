import UIKit

// A three-color DynamicGradient's eight-color palettes in RGB, Lab, HSL and HSB (one row each),
// and below them what the README's deriving methods make of a red.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let gradient = DynamicGradient(colors: [
            UIColor(hexString: "#3498db"), UIColor(hexString: "#e74c3c"), UIColor(hexString: "#f1c40f"),
        ])
        for (row, space) in [DynamicColorSpace.rgb, .lab, .hsl, .hsb].enumerated() {
            let palette = gradient.colorPalette(amount: 8, inColorSpace: space)
            for (i, color) in palette.enumerated() {
                let swatch = UIView(frame: CGRect(x: CGFloat(i) * 50, y: CGFloat(row) * 50, width: 50, height: 50))
                swatch.backgroundColor = color
                view.addSubview(swatch)
            }
        }
        let base = UIColor(hexString: "#c0392b")
        for (i, color) in [
            base.lighter(), base.darkened(), base.saturated(), base.desaturated(), base.grayscaled(),
            base.complemented(), base.inverted(), base.tinted(),
        ].enumerated() {
            let swatch = UIView(frame: CGRect(x: CGFloat(i) * 50, y: 220, width: 50, height: 50))
            swatch.backgroundColor = color
            view.addSubview(swatch)
        }
    }
}

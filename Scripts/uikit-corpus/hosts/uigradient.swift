import UIKit

// The README's usages, each in a 180 × 180 square: a GradientLayer added to a view, a view
// whose background is a gradient color, a label whose text color is one, an image view showing
// a gradient image, and two of the library's named gradients.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        let layered = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 180))
        let gradient = GradientLayer(direction: .topToBottom, colors: [UIColor.red, UIColor.yellow])
        layered.addGradient(gradient)
        view.addSubview(layered)

        let frame = CGRect(x: 210, y: 10, width: 180, height: 180)
        let view1 = UIView(frame: frame)
        view1.backgroundColor = UIColor.fromGradientWithDirection(.topToBottom, frame: frame, colors: [UIColor.blue, UIColor.green])
        view.addSubview(view1)

        let label = UILabel(frame: CGRect(x: 10, y: 200, width: 180, height: 60))
        label.text = "some text"
        label.font = UIFont.boldSystemFont(ofSize: 30)
        label.textColor = UIColor.fromGradient(GradientLayer.sanguine, frame: label.bounds)
        view.addSubview(label)

        let imageFrame = CGRect(x: 210, y: 210, width: 180, height: 180)
        let imageView = UIImageView(frame: imageFrame)
        imageView.image = UIImage.fromGradientWithDirection(.bottomLeftToTopRight, frame: imageFrame, colors: [UIColor.blue, UIColor.green])
        view.addSubview(imageView)

        let ocean = UIView(frame: CGRect(x: 10, y: 270, width: 85, height: 120))
        ocean.addGradient(GradientLayer.oceanBlue)
        view.addSubview(ocean)
        let lime = UIView(frame: CGRect(x: 105, y: 270, width: 85, height: 120))
        lime.addGradient(GradientLayer.lusciousLime)
        view.addSubview(lime)
    }
}

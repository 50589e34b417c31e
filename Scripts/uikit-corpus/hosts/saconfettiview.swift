import UIKit

// The README's usage: a confetti view over the whole view, started. Its `.image` type with a
// confetti piece drawn here: the built-in types read their images from the CocoaPods resource
// bundle (`Bundle(for:)`), which a scene does not have (see UIKitCorpus.md).
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let piece = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 6)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 6))
        }
        let confettiView = SAConfettiView(frame: view.bounds)
        confettiView.type = .image(piece)
        view.addSubview(confettiView)
        confettiView.startConfetti()
    }
}

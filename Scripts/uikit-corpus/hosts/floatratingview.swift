import UIKit

// The README's set-up in code: empty and full star images (drawn here, where an app takes them
// from its assets), a floating rating of 3.6 out of 5, and a half-star row at 2.5.
class HostController: UIViewController {
    private func star(filled: Bool) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
            let path = UIBezierPath()
            for i in 0..<10 {
                let radius: CGFloat = i % 2 == 0 ? 19 : 8
                let angle = CGFloat(i) * .pi / 5 - .pi / 2
                let point = CGPoint(x: 20 + radius * cos(angle), y: 21 + radius * sin(angle))
                if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.close()
            if filled {
                UIColor.systemOrange.setFill()
                path.fill()
            } else {
                UIColor.systemGray.setStroke()
                path.lineWidth = 2
                path.stroke()
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for (row, (rating, type)) in [(3.6, FloatRatingView.FloatRatingViewType.floatRatings), (2.5, .halfRatings)].enumerated() {
            let ratingView = FloatRatingView(frame: CGRect(x: 50, y: 120 + 100 * row, width: 300, height: 60))
            ratingView.emptyImage = star(filled: false)
            ratingView.fullImage = star(filled: true)
            ratingView.imageContentMode = .scaleAspectFit
            ratingView.type = type
            ratingView.maxRating = 5
            ratingView.rating = rating
            ratingView.editable = false
            view.addSubview(ratingView)
        }
    }
}

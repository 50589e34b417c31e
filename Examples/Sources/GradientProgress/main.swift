// The "draw a view with gradient background" answer's test set-up: a 280×350 progress view at
// (30, 30) on a light gray background, its shape 200 points around a circle with radii drawn
// from 0.9...1.1, revealed from 0 to 1 over one second of the frame clock.
import ExampleSupport
import Foundation
import Ombre

let root = View(frame: CGRect(x: 0, y: 0, width: 340, height: 410))
root.backgroundColor = .white

let progressView = GradientProgressView(frame: CGRect(x: 30, y: 30, width: 280, height: 350))
progressView.backgroundColor = .lightGray
// The answer draws the radii with CGFloat.random; a seeded draw keeps every run's shape the same.
progressView.points = GradientProgressView.randomPoints(count: 200, minRadius: 0.9, maxRadius: 1.1, seed: 1)
    .map(CGPoint.init)
// The answer's timer set progress = elapsed / 1 s at 60 Hz; here the frame clock drives it.
progressView.progressAnimation = ProgressAnimation(from: 0, to: 1, duration: 1)
root.addSubview(progressView)

runExample(root, size: CGSize(width: 340, height: 410), title: "GradientProgressView: 0 → 1 in 1 s")

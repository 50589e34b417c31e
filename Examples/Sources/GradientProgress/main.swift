// The "draw a view with gradient background" answer's test set-up: a 280×350 progress view at
// (30, 30) on a light gray background, its shape 200 points around a circle with radii drawn
// from 0.9...1.1, the whole view turned by −90° so that progress starts at 12 o'clock, and
// progress animated from 0 to 1 over one second of the frame clock.
import ExampleSupport
import Foundation
import Ombre

let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
let root = View(frame: screen)
root.backgroundColor = .white

let progressView = GradientProgressView(frame: CGRect(x: 30, y: 30, width: 280, height: 350))
progressView.backgroundColor = .lightGray
// The answer's drawing starts at 3 o'clock; its view transform turns everything, background
// included, a quarter turn anticlockwise.
progressView.startAngle = 0
progressView.transform = OmbreGraphics.AffineTransform(rotation: -.pi / 2)
// The answer draws the radii with CGFloat.random; a seeded draw keeps every run's shape the same.
progressView.points = GradientProgressView.randomPoints(count: 200, minRadius: 0.9, maxRadius: 1.1, seed: 1)
    .map(CGPoint.init)
// The answer's timer set progress = elapsed / 1 s at 60 Hz; here the frame clock drives it.
progressView.progressAnimation = ProgressAnimation(from: 0, to: 1, duration: 1)
root.addSubview(progressView)

runExample(root, size: screen.size, title: "GradientProgressView: 0 → 1 in 1 s")

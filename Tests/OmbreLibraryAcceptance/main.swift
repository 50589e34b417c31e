// swift-format-ignore-file
// The acceptance program, exactly as a client package writes it: kept as written, not reformatted.

import Foundation
import Ombre

let root = View(frame: CGRect(x: 0, y: 0, width: 600, height: 200))
root.backgroundColor = .black

let ld = LDGradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
ld.startColor = .red
ld.endColor = .blue
ld.angle = 45
root.addSubview(ld)

let agv = AnimatedGradientView(frame: CGRect(x: 200, y: 0, width: 200, height: 200))
agv.animationDuration = 2
agv.autoRepeat = true
agv.animationValues = [(colors: ["#2BC0E4", "#EAECC6"], .up, .axial),
                       (colors: ["#833ab4", "#fd1d1d", "#fcb045"], .right, .axial),
                       (colors: ["#003973", "#E5E5BE"], .down, .radial)]
root.addSubview(agv)

let progressView = GradientProgressView(frame: CGRect(x: 400, y: 0, width: 200, height: 200))
progressView.backgroundColor = .lightGray
progressView.points = (0...200).map { index in
    let angle = CGFloat.pi * 2 * CGFloat(index) / 200
    let radius = CGFloat.random(in: 0.9...1.1)
    return CGPoint(x: cos(angle) * radius, y: sin(angle) * radius)
}
progressView.progress = 0.7
root.addSubview(progressView)

for (time, name) in [(0.0, "t0"), (1.0, "t1")] {
    let image = render(root, size: CGSize(width: 600, height: 200), at: time)
    try image.writePNG(to: "out-\(name).png")
}
agv.stopAnimating()
agv.startAnimating()

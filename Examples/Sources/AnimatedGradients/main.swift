// The AnimatedGradientView blog post's demo: one view filling the screen, playing four frames
// from the post (`animationValues`) one into the next and round again, five seconds each.
import ExampleSupport
import Foundation
import Ombre

let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
let root = View(frame: screen)

let animatedGradient = AnimatedGradientView(frame: screen)
animatedGradient.animationValues = [
    (colors: ["#2BC0E4", "#EAECC6"], .up, .axial),
    (colors: ["#833ab4", "#fd1d1d", "#fcb045"], .right, .axial),
    (colors: ["#003973", "#E5E5BE"], .down, .axial),
    (colors: ["#1E9600", "#FFF200", "#FF0000"], .left, .axial),
]
root.addSubview(animatedGradient)

runExample(root, size: screen.size, title: "AnimatedGradientView: animationValues")

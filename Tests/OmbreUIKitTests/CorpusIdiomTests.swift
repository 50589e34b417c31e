import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// Idioms of public UIKit libraries that the device accepts though its documentation is silent
/// or elsewhere.
@MainActor @Suite struct CorpusIdiomTests {
    @Test func scaleXYAnimationScalesBothAxesAsPulsesDo() {
        // A 60-point square at the center, scaled by "transform.scale.xy" held at 0.5: 30 points.
        let host = hosting { view in
            view.backgroundColor = .white
            let pulse = CALayer()
            pulse.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
            pulse.position = CGPoint(x: 50, y: 50)
            pulse.backgroundColor = UIColor.blue.cgColor
            let scale = CABasicAnimation(keyPath: "transform.scale.xy")
            scale.fromValue = 0.5
            scale.toValue = 0.5
            scale.duration = 10
            pulse.add(scale, forKey: "pulse")
            view.layer.addSublayer(pulse)
        }
        let image = frame(host, at: 1)
        #expect(image[50, 50] == Color.blue.pixel)
        #expect(image[37, 50] == Color.blue.pixel && image[62, 50] == Color.blue.pixel)
        #expect(image[32, 50] == Color.white.pixel && image[50, 68] == Color.white.pixel)
    }

    @Test func layerTimingOfItsOwnIsKeptByKeyAndLeavesItActive() {
        let layer = CALayer()
        layer.repeatCount = .greatestFiniteMagnitude
        layer.duration = 3
        layer.autoreverses = true
        #expect(layer.value(forKey: "repeatCount") as? Float == .greatestFiniteMagnitude)
        #expect(layer.value(forKey: "duration") as? CFTimeInterval == 3)
        #expect(layer.autoreverses && layer.fillMode == .removed)
        #expect(layer.localTime(atScene: 7) == 7, "a layer's own duration does not stop its time")
    }

    @Test func layerContainsPointsOfItsBoundsUnlessASubclassSaysOtherwise() {
        final class Ring: CALayer {
            override func contains(_ p: CGPoint) -> Bool { hypot(p.x - 10, p.y - 10) > 5 && super.contains(p) }
        }
        let ring = Ring()
        ring.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(CALayer().contains(.zero) == false)
        #expect(ring.contains(CGPoint(x: 1, y: 1)) && !ring.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func darwinNamesTheCLibraryFunctions() {
        #expect(Darwin.round(2.5) == 3 && Darwin.round(-2.5) == -3 && Darwin.round(CGFloat(1.25)) == 1)
        #expect(Darwin.floor(-1.5) == -2 && Darwin.ceil(1.2) == 2 && Darwin.trunc(-1.7) == -1)
        #expect(Darwin.sqrt(9.0) == 3 && Darwin.fabs(-2.0) == 2 && Darwin.pow(2, 10) == 1024)
    }
}

extension CorpusIdiomTests {
    @Test func presentationCopyAnswersItsModelLayer() {
        let layer = CALayer()
        layer.opacity = 0.25
        #expect(layer.model() === layer)
        let copy = layer.presentation()
        #expect(copy?.model() === layer)
        #expect((copy ?? layer.model()).value(forKey: "opacity") as? Float == 0.25)
    }
}

extension CorpusIdiomTests {
    @Test func clearBlendModeNotchesARingAndNormalFillsTheNotch() {
        // A red disc, its middle cleared (the view's drawing shows the black frame through),
        // then a green dot drawn in the middle of the notch.
        let image = renderDrawing { context, _ in
            context.setFillColor(UIColor.red.cgColor)
            context.fillEllipse(in: CGRect(x: 10, y: 10, width: 80, height: 80))
            context.setBlendMode(.clear)
            context.fillEllipse(in: CGRect(x: 30, y: 30, width: 40, height: 40))
            context.setBlendMode(.normal)
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 45, y: 45, width: 10, height: 10))
        }
        #expect(image[20, 50] == Color.red.pixel)
        #expect(image[35, 50] == Color.black.pixel, "cleared to the black under the view")
        #expect(image[50, 50] == Color.green.pixel)
    }

    @Test func copyBlendModeReplacesWithATranslucentStroke() {
        let image = renderDrawing { context, _ in
            context.setFillColor(UIColor.white.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            context.setBlendMode(.copy)
            context.setStrokeColor(UIColor.blue.withAlphaComponent(0.5).cgColor)
            context.setLineWidth(10)
            context.stroke(CGRect(x: 20, y: 20, width: 60, height: 60))
        }
        // Over black, the copied half-transparent blue shows no white under it.
        let edge = Color(pixel: image[20, 50])
        #expect(edge.blue > 0.45 && edge.blue < 0.55 && edge.red < 0.05, "\(edge)")
        #expect(image[50, 50] == Color.white.pixel)
    }
}

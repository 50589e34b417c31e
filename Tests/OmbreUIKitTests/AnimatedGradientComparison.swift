import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// One frame of an animated gradient, given alike to the UIKit view and to Ombre's built-in one.
struct LibraryFrame {
    var colors: [String]
    var direction: OmbreUIKit.AnimatedGradientView.Direction
    var kind: Gradient.Kind = .axial
    var locations: [Double]? = nil
    var duration: Double? = nil
}

/// The library's properties, set alike on the UIKit `AnimatedGradientView` and on Ombre's built-in one.
struct LibrarySetup {
    var animations: [LibraryFrame]? = nil
    var colorStrings: [[String]]? = nil
    var direction: OmbreUIKit.AnimatedGradientView.Direction = .up
    var kind: Gradient.Kind = .axial
    var animationDuration = 5.0
    var autoRepeat = true
    var autoAnimate = true

    /// The blog post's four `animationValues` frames.
    static let blog = LibrarySetup(animations: [
        LibraryFrame(colors: ["#2BC0E4", "#EAECC6"], direction: .up),
        LibraryFrame(colors: ["#833ab4", "#fd1d1d", "#fcb045"], direction: .right),
        LibraryFrame(colors: ["#003973", "#E5E5BE"], direction: .down),
        LibraryFrame(colors: ["#1E9600", "#FFF200", "#FF0000"], direction: .left),
    ])

    /// Sets the properties on a UIKit view, in the order an app sets them.
    @MainActor func configure(_ view: OmbreUIKit.AnimatedGradientView) {
        view.animationDuration = animationDuration
        view.autoRepeat = autoRepeat
        if !autoAnimate { view.autoAnimate = false }
        view.direction = direction
        view.type = CAGradientLayerType(rawValue: kind.rawValue)
        if let colorStrings { view.colorStrings = colorStrings }
        view.animations = animations?.map {
            OmbreUIKit.AnimatedGradientView.Animation(
                colorStrings: $0.colors, direction: $0.direction, locations: $0.locations?.map { NSNumber(value: $0) },
                type: CAGradientLayerType(rawValue: $0.kind.rawValue), duration: $0.duration)
        }
    }

    /// A UIKit view configured so, in a host that fills the canvas.
    @MainActor func uikitHost(
        then extra: @escaping @MainActor (OmbreUIKit.AnimatedGradientView) -> Void = { _ in }
    ) -> UIKitHostView {
        UIKitHostView { frame in
            let view = OmbreUIKit.AnimatedGradientView(frame: frame)
            configure(view)
            extra(view)
            return view
        }
    }

    /// Ombre's built-in view configured so.
    func builtIn() throws -> OmbreViews.AnimatedGradientView {
        let view = OmbreViews.AnimatedGradientView(frame: Rect.zero)
        view.animationDuration = animationDuration
        view.autoRepeat = autoRepeat
        view.autoAnimate = autoAnimate
        view.direction = direction
        view.type = kind
        if let colorStrings { view.colors = try colorStrings.map { try $0.map { try Color(parsing: $0) } } }
        view.animations = animations?.map {
            OmbreViews.AnimatedGradientView.Animation(
                colorStrings: $0.colors, direction: $0.direction, locations: $0.locations, type: $0.kind,
                duration: $0.duration)
        }
        return view
    }
}

/// Renders `host` at each of `times` and `reference` at the matching `referenceTimes` (by default
/// the same), and expects every pixel within one level per channel.
///
/// Frames that differ are written as PNGs to a temporary folder named after `name`.
@MainActor func expectSameFrames(
    _ host: UIKitHostView, _ reference: OmbreViews.View, at times: [Double], referenceTimes: [Double]? = nil,
    size: PixelSize = PixelSize(width: 120, height: 90), scale: Double = 1, name: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let referenceTimes = referenceTimes ?? times
    #expect(referenceTimes.count == times.count, sourceLocation: sourceLocation)
    for (time, referenceTime) in zip(times, referenceTimes) {
        let expected = OmbreViews.render(root: reference, size: size, scale: scale, at: referenceTime)
        let actual = OmbreViews.render(root: host, size: size, scale: scale, at: time)
        let comparison = ImageComparison(expected, actual, tolerance: 1)
        if !comparison.isWithinTolerance {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ombre-agv-\(name)")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? expected.writePNG(to: folder.appendingPathComponent("t\(referenceTime)-built-in.png").path)
            try? actual.writePNG(to: folder.appendingPathComponent("t\(time)-uikit.png").path)
        }
        #expect(
            comparison.isWithinTolerance,
            "\(name) at \(time) s (built-in at \(referenceTime) s): \(comparison.pixelsOverTolerance) pixels differ by more than 1, largest \(comparison.maxChannelDifference), within \(String(describing: comparison.differingBounds))",
            sourceLocation: sourceLocation)
    }
}

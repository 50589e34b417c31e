import Foundation
import OmbreGraphics

// Foundation's geometry types, accepted where UIKit code passes them; the view tree itself
// works in Ombre's `Rect`, `Point` and `Size`.

/// A rectangle from another geometry library that views accept as their frame: Foundation's `CGRect`.
///
/// `View(frame:)` takes any of them; it is generic so that each kind of view can also have an
/// initializer of its own for `CGRect`.
public protocol FrameRectangle {
    /// The same rectangle as an Ombre `Rect`.
    var frameRect: Rect { get }
}

extension CGRect: FrameRectangle {
    /// The same rectangle as an Ombre `Rect`.
    public var frameRect: Rect { Rect(self) }
}

extension View {
    /// A view at `frame` (in its superview's coordinates, in points), as `UIView(frame:)` makes one.
    public convenience init<Frame: FrameRectangle>(frame: Frame) {
        self.init(frame: frame.frameRect)
    }
}

extension GradientView {
    /// A gradient view at `frame` with no colors yet (clear to clear) at the default angle, 270°.
    public convenience init(frame: CGRect) {
        self.init(frame: Rect(frame))
    }
}

extension StackView {
    /// A horizontal stack at `frame` with no spacing or padding.
    public convenience init(frame: CGRect) {
        self.init(frame: Rect(frame))
    }
}

extension GridView {
    /// A grid at `frame` that picks its column count and has no spacing or padding.
    public convenience init(frame: CGRect) {
        self.init(frame: Rect(frame))
    }
}

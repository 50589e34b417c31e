import OmbreGraphics

// Foundation, which this module re-exports for UIKit code, has an `AffineTransform` of its
// own; inside the module the name means Ombre's.
typealias AffineTransform = OmbreGraphics.AffineTransform

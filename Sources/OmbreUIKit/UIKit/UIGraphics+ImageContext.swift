import Foundation

/// Starts drawing into a new bitmap of `size` points at `scale` pixels per point (0: the
/// screen's scale), made the current context until `UIGraphicsEndImageContext()`. An opaque
/// bitmap has no alpha. A size that makes no pixels starts nothing, and the current context
/// stays what it was (iOS logs an error there).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale == 0 ? UIGraphicsImageRendererFormat.screenScale : scale
    guard let context = CGContext(uikitSize: size, scale: s, opaque: opaque) else { return }
    context.imageScale = s
    UIGraphicsPushContext(context)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what the current image context holds; nil when the current context is not one
/// that `UIGraphicsBeginImageContextWithOptions` started.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsGetCurrentContext(), let scale = context.imageScale,
        let image = context.makeImage()
    else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the image context begun last, making the context before it current again; does
/// nothing when the current context is not an image context.
public func UIGraphicsEndImageContext() {
    guard UIGraphicsGetCurrentContext()?.imageScale != nil else { return }
    UIGraphicsPopContext()
}

/// The context `draw(_:)` draws into, or nil outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIKitWorld.current.contexts.last
}

/// Makes `context` the current one until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    UIKitWorld.current.contexts.append(context)
}

/// Restores the context current before the last `UIGraphicsPushContext`.
public func UIGraphicsPopContext() {
    _ = UIKitWorld.current.contexts.popLast()
}

/// Fills `rect` with the current context's fill color in the copy blend mode: the rectangle
/// takes the color, translucent or clear, in place of what the view drew there before. A
/// pattern color's image is painted over what is there instead (the same for an opaque
/// image). Does nothing outside drawing.
public func UIRectFill(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    if context.state.fillPattern != nil { return context.fill(rect) }
    context.fill(rect, replacingWith: context.state.fill, alpha: context.state.alpha)
}

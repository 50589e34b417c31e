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

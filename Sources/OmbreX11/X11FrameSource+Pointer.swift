extension X11FrameSource {
    /// Sources that do not follow the pointer ignore it.
    package func pointerMoved(to position: X11PointerPosition?) {}
}

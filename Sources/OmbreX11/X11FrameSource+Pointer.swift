extension X11FrameSource {
    /// Sources that do not follow the pointer ignore it.
    package func pointerMoved(to position: X11PointerPosition?) {}

    /// Sources without views to press ignore the button.
    package func pointerButton(pressed: Bool, at position: X11PointerPosition) {}
}

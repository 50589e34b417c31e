/// Where the pointer is in a window, in pixels from its top-left corner.
package struct X11PointerPosition: Hashable, Sendable {
    package var x: Int
    package var y: Int

    package init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

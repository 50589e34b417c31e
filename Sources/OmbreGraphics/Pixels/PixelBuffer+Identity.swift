extension PixelBuffer {
    /// Whether both are views of the same pixels (same memory, origin and size), so that a
    /// change to one is a change to the other.
    package func isSamePixels(as other: PixelBuffer) -> Bool {
        storage === other.storage && offset == other.offset && size == other.size && stride == other.stride
    }
}

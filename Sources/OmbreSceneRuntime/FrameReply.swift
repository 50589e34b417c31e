import OmbreGraphics

/// A frame's reply line, `frame W H ANIMATING CONFLICT RECTS CODE DRAWING` and its newline,
/// written as bytes into memory kept from frame to frame: it goes out every frame, and strings
/// made of its numbers cost more than their digits. It has nothing to escape.
struct FrameReply {
    private(set) var bytes: [UInt8] = []

    /// Writes the reply for a frame of `width` × `height` pixels that drew `rects` (`-` for
    /// none), its code taking `code` nanoseconds and its drawing `drawing`.
    mutating func write(
        width: Int, height: Int, animating: Bool, conflict: Bool, rects: [IntRect], code: UInt64, drawing: UInt64
    ) {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: "frame ".utf8)
        append(width, then: " ")
        append(height, then: " ")
        bytes.append(contentsOf: animating ? "1 ".utf8 : "0 ".utf8)
        bytes.append(contentsOf: conflict ? "1 ".utf8 : "0 ".utf8)
        if rects.isEmpty { bytes.append(contentsOf: "- ".utf8) }
        for (i, rect) in rects.enumerated() {
            append(rect.minX, then: ",")
            append(rect.minY, then: ",")
            append(rect.width, then: ",")
            append(rect.height, then: i == rects.count - 1 ? " " : ";")
        }
        append(code, then: " ")
        append(drawing, then: "\n")
    }

    /// Appends `value` in decimal, then `separator`.
    private mutating func append(_ value: some BinaryInteger, then separator: Unicode.Scalar) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var rest = value.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
        bytes.append(UInt8(separator.value))
    }
}

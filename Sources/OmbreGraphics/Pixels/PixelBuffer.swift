#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A rectangle of premultiplied BGRA8 pixels (one `UInt32` each, alpha in the high byte).
///
/// A buffer is a view onto shared pixel memory: copies of a buffer and the sub-regions made
/// by `region(_:)` see and change the same pixels. Use `copy()` for independent pixels.
/// Rows are `stride` pixels apart. Writes from several threads are safe when they touch
/// disjoint pixels.
public struct PixelBuffer: @unchecked Sendable {
    let storage: PixelStorage
    let offset: Int
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// The distance between the starts of two rows, in pixels.
    public let stride: Int

    /// A new buffer of transparent black pixels.
    /// - Precondition: both sides are at least 0.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "negative buffer size")
        self.storage = PixelStorage(count: width * height)
        self.offset = 0
        self.width = width
        self.height = height
        self.stride = width
    }

    /// A buffer of `size`, every pixel transparent black.
    public init(size: PixelSize) {
        self.init(width: size.width, height: size.height)
    }

    /// A buffer over all of `storage`, rows `width` apart.
    init(storage: PixelStorage, width: Int, height: Int) {
        self.init(storage: storage, offset: 0, width: width, height: height, stride: width)
    }

    private init(storage: PixelStorage, offset: Int, width: Int, height: Int, stride: Int) {
        self.storage = storage
        self.offset = offset
        self.width = width
        self.height = height
        self.stride = stride
    }

    /// The width and height.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// A view of the pixels in `rect` (clipped to this buffer) that shares this buffer's memory.
    public func region(x: Int, y: Int, width w: Int, height h: Int) -> PixelBuffer {
        let x0 = min(max(x, 0), width)
        let y0 = min(max(y, 0), height)
        let x1 = min(max(x + w, x0), width)
        let y1 = min(max(y + h, y0), height)
        return PixelBuffer(
            storage: storage, offset: offset + y0 * stride + x0, width: x1 - x0, height: y1 - y0,
            stride: stride)
    }

    /// The first pixel of row `y`.
    /// - Precondition: `0 <= y < height`.
    public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        precondition(y >= 0 && y < height, "row out of range")
        return storage.base + offset + y * stride
    }

    /// The premultiplied BGRA pixel at column `x`, row `y`; both must be inside the buffer.
    public subscript(x: Int, y: Int) -> UInt32 {
        get {
            precondition(x >= 0 && x < width, "column out of range")
            return row(y)[x]
        }
        nonmutating set {
            precondition(x >= 0 && x < width, "column out of range")
            row(y)[x] = newValue
        }
    }

    /// Sets every pixel to `value`.
    public func fill(_ value: UInt32) {
        for y in 0..<height {
            WideKernels.fill(row(y), count: width, with: value)
        }
    }

    /// An independent buffer with the same pixels and a tight stride.
    public func copy() -> PixelBuffer {
        let result = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            result.row(y).update(from: row(y), count: width)
        }
        return result
    }

    /// The pixels row by row, without padding.
    public var pixels: [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(width * height)
        for y in 0..<height {
            result.append(contentsOf: UnsafeBufferPointer(start: row(y), count: width))
        }
        return result
    }
}

extension PixelBuffer: Equatable {
    /// Buffers are equal when they have the same size and the same pixels.
    public static func == (a: PixelBuffer, b: PixelBuffer) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        for y in 0..<a.height where memcmp(a.row(y), b.row(y), a.width * 4) != 0 {
            return false
        }
        return true
    }
}

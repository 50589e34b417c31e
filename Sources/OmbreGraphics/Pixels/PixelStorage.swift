/// Owns the memory behind one or more `PixelBuffer` views.
final class PixelStorage: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt32>
    let count: Int

    init(count: Int) {
        self.count = count
        base = .allocate(capacity: max(count, 1))
        base.initialize(repeating: 0, count: max(count, 1))
    }

    deinit {
        base.deallocate()
    }
}

extension Array {
    /// Replaces the elements with those of `other`, copied into this array's own memory (kept,
    /// when it has room) rather than sharing `other`'s: assigning would share it, and the
    /// owner of `other` could then no longer change it in place without a copy.
    mutating func copyElements(of other: [Element]) {
        removeAll(keepingCapacity: true)
        append(contentsOf: other)
    }
}

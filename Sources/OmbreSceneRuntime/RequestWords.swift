/// The words of a request's argument, between single or repeated spaces, one at a time: a
/// frame's request comes every frame, and an array of its words cost more than reading them.
struct RequestWords: IteratorProtocol {
    private var rest: Substring

    init(_ text: Substring) {
        rest = text
    }

    mutating func next() -> Substring? {
        let space = UInt8(ascii: " ")
        guard let start = rest.utf8.firstIndex(where: { $0 != space }) else { return nil }
        let end = rest.utf8[start...].firstIndex(of: space) ?? rest.endIndex
        defer { rest = rest[end...] }
        return rest[start..<end]
    }
}

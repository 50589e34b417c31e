import Foundation

extension Size {
    /// The size of Foundation's `CGSize`.
    public init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension CGSize {
    /// The Foundation size of an Ombre `Size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }
}

/// The kind of a color space, as Core Graphics' `CGColorSpaceModel` (raw values as Apple's).
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}

extension CGColorSpace {
    /// `.monochrome` for the gray spaces (device gray, or a name with "Gray" in it, as
    /// `kCGColorSpaceGenericGrayGamma2_2`), `.rgb` for every other: Ombre has no others.
    public var model: CGColorSpaceModel {
        guard let name, name.contains("Gray") else { return .rgb }
        return .monochrome
    }
}

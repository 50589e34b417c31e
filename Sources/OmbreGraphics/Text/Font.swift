internal import CFreeType
import Foundation

/// Why a font could not be found or read.
public struct FontError: Error, CustomStringConvertible, Sendable {
    /// What went wrong and what to do about it.
    public var description: String
}

/// A scalable font face, found by fontconfig and read by FreeType, that turns characters into
/// outlines in font units.
///
/// Faces are kept for the life of the process and shared: every use goes through one lock,
/// because a FreeType face is not safe to use from two threads at once. Glyph outlines are
/// cached, so steady-state frames only read the cache.
public final class Font: @unchecked Sendable {
    /// What fontconfig matched, for example "DejaVu Sans".
    public let family: String
    /// The font file.
    public let file: String
    /// Font units per em: a size in points is this many units.
    let unitsPerEm: Double
    /// Above and below the baseline, and from baseline to baseline, in font units (y up).
    let ascender: Double
    let descender: Double
    let lineGap: Double

    private let face: FT_Face
    private let lock = NSLock()
    private var glyphs: [Unicode.Scalar: Glyph] = [:]

    /// One character's outline (font units, y down from the baseline) and advance.
    struct Glyph {
        let index: UInt32
        let outline: Path
        let advance: Double
    }

    /// The face that fontconfig picks for `family` ("sans-serif", "DejaVu Sans", "monospace").
    /// - Throws: `FontError` when fontconfig finds no scalable font (install fonts-dejavu-core).
    public static func named(_ family: String) throws(FontError) -> Font {
        try FontLibrary.shared.font(named: family)
    }

    /// The font labels and captions use unless told otherwise: DejaVu Sans, or fontconfig's
    /// sans-serif where it is missing.
    public static func standard() throws(FontError) -> Font {
        try named("DejaVu Sans")
    }

    init(face: FT_Face, file: String) {
        self.face = face
        self.file = file
        family = face.pointee.family_name.map { String(cString: $0) } ?? "unknown"
        unitsPerEm = Double(max(face.pointee.units_per_EM, 1))
        ascender = Double(face.pointee.ascender)
        descender = Double(face.pointee.descender)
        lineGap = Double(face.pointee.height) - ascender + descender
    }

    /// The glyphs of `scalars` with the kerning between each and the one before (font units).
    func glyphs(for scalars: [Unicode.Scalar]) -> [(glyph: Glyph, kerning: Double)] {
        lock.lock()
        defer { lock.unlock() }
        var previous: UInt32?
        return scalars.map { scalar in
            let glyph = cachedGlyph(scalar)
            var kerning = 0.0
            if let previous, glyph.index != 0 {
                var delta = FT_Vector()
                if FT_Get_Kerning(
                    face, FT_UInt(previous), FT_UInt(glyph.index), UInt32(FT_KERNING_UNSCALED.rawValue), &delta) == 0
                {
                    kerning = Double(delta.x)
                }
            }
            previous = glyph.index
            return (glyph, kerning)
        }
    }

    /// Loads a glyph's outline; missing characters get the face's "missing glyph" box.
    private func cachedGlyph(_ scalar: Unicode.Scalar) -> Glyph {
        if let glyph = glyphs[scalar] { return glyph }
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        var glyph = Glyph(index: index, outline: Path(), advance: 0)
        if FT_Load_Glyph(face, index, ombre_ft_load_outline()) == 0, let slot = face.pointee.glyph {
            glyph = Glyph(
                index: index, outline: GlyphOutline.path(of: &slot.pointee.outline),
                advance: Double(slot.pointee.advance.x))
        }
        glyphs[scalar] = glyph
        return glyph
    }
}

/// The FreeType library and the faces opened so far, shared by the process.
private final class FontLibrary: @unchecked Sendable {
    static let shared = FontLibrary()

    private let lock = NSLock()
    private var library: FT_Library?
    private var fonts: [String: Font] = [:]

    func font(named family: String) throws(FontError) -> Font {
        lock.lock()
        defer { lock.unlock() }
        if let font = fonts[family] { return font }
        if library == nil {
            var created: FT_Library?
            guard FT_Init_FreeType(&created) == 0, let created else {
                throw FontError(description: "cannot start FreeType")
            }
            library = created
        }
        let file = try Self.match(family)
        var face: FT_Face?
        guard FT_New_Face(library, file, 0, &face) == 0, let face else {
            throw FontError(description: "cannot read the font file \(file)")
        }
        guard ombre_ft_is_scalable(face) != 0 else {
            FT_Done_Face(face)
            throw FontError(description: "\(file) is not a scalable font")
        }
        let font = Font(face: face, file: file)
        fonts[family] = font
        return font
    }

    /// The file of the scalable font fontconfig matches best for `family`.
    private static func match(_ family: String) throws(FontError) -> String {
        guard let config = FcInitLoadConfigAndFonts() else {
            throw FontError(description: "fontconfig could not load its configuration")
        }
        defer { FcConfigDestroy(config) }
        guard let pattern = FcNameParse(family) else {
            throw FontError(description: "\"\(family)\" is not a font name fontconfig understands")
        }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddBool(pattern, FC_SCALABLE, FcTrue)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, pattern, &result) else {
            throw FontError(
                description:
                    "no font found for \"\(family)\"; install one (Debian: sudo apt-get install fonts-dejavu-core)")
        }
        defer { FcPatternDestroy(matched) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(matched, FC_FILE, 0, &file) == FcResultMatch, let file else {
            throw FontError(description: "fontconfig matched a font for \"\(family)\" without a file")
        }
        return String(cString: file)
    }
}

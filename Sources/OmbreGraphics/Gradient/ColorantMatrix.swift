/// A 3 × 3 matrix by rows, for the colorant conversions between sRGB and Generic RGB.
struct ColorantMatrix: Sendable {
    var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    func applied(to v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((rows.0 * v).sum(), (rows.1 * v).sum(), (rows.2 * v).sum())
    }

    func concatenating(_ m: ColorantMatrix) -> ColorantMatrix {
        let columns = (
            SIMD3(m.rows.0.x, m.rows.1.x, m.rows.2.x), SIMD3(m.rows.0.y, m.rows.1.y, m.rows.2.y),
            SIMD3(m.rows.0.z, m.rows.1.z, m.rows.2.z)
        )
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((r * columns.0).sum(), (r * columns.1).sum(), (r * columns.2).sum())
        }
        return ColorantMatrix(rows: (row(rows.0), row(rows.1), row(rows.2)))
    }

    var inverse: ColorantMatrix {
        let (a, b, c) = rows
        let x = SIMD3(b.y * c.z - b.z * c.y, b.z * c.x - b.x * c.z, b.x * c.y - b.y * c.x)
        let y = SIMD3(c.y * a.z - c.z * a.y, c.z * a.x - c.x * a.z, c.x * a.y - c.y * a.x)
        let z = SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
        let det = (a * x).sum()
        // The cofactors x, y, z are the inverse's columns.
        return ColorantMatrix(
            rows: (SIMD3(x.x, y.x, z.x) / det, SIMD3(x.y, y.y, z.y) / det, SIMD3(x.z, y.z, z.z) / det))
    }

    /// sRGB's colorants, adapted to D50 (XYZ from linear r, g, b), as ICC profiles give them.
    static let srgbToXYZ = ColorantMatrix(
        rows: (
            SIMD3(0.4360747, 0.3850649, 0.1430804), SIMD3(0.2225045, 0.7168786, 0.0606169),
            SIMD3(0.0139322, 0.0971045, 0.7141733)
        ))
    /// Apple's Generic RGB colorants (XYZ D50 from linear r, g, b).
    static let genericToXYZ = ColorantMatrix(
        rows: (SIMD3(0.4543, 0.3533, 0.1566), SIMD3(0.2421, 0.6736, 0.0843), SIMD3(0.0149, 0.0907, 0.7193)))
    static let genericFromSRGB = genericToXYZ.inverse.concatenating(srgbToXYZ)
    static let srgbFromGeneric = srgbToXYZ.inverse.concatenating(genericToXYZ)
}

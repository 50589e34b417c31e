/// A number written as briefly as it can be read back exactly: `1`, `1.5`, `0.25`.
struct ShortDecimal: CustomStringConvertible {
    let value: Double
    init(_ value: Double) { self.value = value }

    var description: String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}

/// Parses `text` as a finite decimal number: an optional sign, digits with an optional
/// fraction, and an optional exponent (`-1`, `2.5`, `.5`, `1e-3`).
///
/// Unlike `Double(_:)` this refuses hexadecimal (`0x10`), `inf`, `nan`, surrounding
/// whitespace and values too large for a `Double`, so that a number means what it shows.
package func parseDecimal(_ text: some StringProtocol) -> Double? {
    let bytes = Array(text.utf8)
    var i = 0
    func digits() -> Int {
        let start = i
        while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
        return i - start
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
    var mantissa = digits()
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
        i += 1
        mantissa += digits()
    }
    guard mantissa > 0 else { return nil }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
        i += 1
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard digits() > 0 else { return nil }
    }
    guard i == bytes.count, let value = Double(String(text)), value.isFinite else { return nil }
    return value
}

/// `text` cut to at most `limit` characters, with "…" marking the cut, for quoting user input
/// in messages without repeating megabytes of it.
package func abbreviated(_ text: String, limit: Int = 60) -> String {
    guard text.count > limit else { return text }
    return String(text.prefix(limit)) + "…"
}

/// Makes hostile variants of valid scenes, deterministically from a seed: numbers swapped for
/// extremes, lines dropped, repeated or swapped, words moved, bytes changed.
struct SceneMutator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64: small, fast and the same on every machine.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }

    /// Values that have broken renderers: huge, tiny, non-finite, off-by-one at the limits.
    static let extremes = [
        "1e308", "-1e308", "1e15", "-1e15", "4294967296", "-1e100", "1e6", "-1e6", "999999.99", "0", "-0",
        "1e-320", ".inf", "-.inf", ".nan", "nan", "0x10", "16384", "16385", "-1", "3.4e38", "0.5", "1", "180",
        "-90", "1e-9", "2", "100000", "\"300\"",
    ]

    /// One to three mutations of `text` (one most often, so that many variants still decode).
    mutating func mutate(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let roll = below(10)
        for _ in 0..<(roll < 6 ? 1 : roll < 9 ? 2 : 3) {
            guard !lines.isEmpty else { break }
            let i = below(lines.count)
            switch below(7) {
            case 0, 1, 2:
                lines[i] = replacingNumber(in: lines[i])
            case 3:
                lines.remove(at: i)
            case 4:
                lines.insert(lines[i], at: below(lines.count + 1))
            case 5:
                lines.swapAt(i, below(lines.count))
            default:
                lines[i] = changingByte(in: lines[i])
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The line with one of its numbers (or, without numbers, one word) replaced by an extreme.
    private mutating func replacingNumber(in line: String) -> String {
        let characters = Array(line)
        var runs: [Range<Int>] = []
        var start: Int?
        for (i, c) in characters.enumerated() {
            let numeric = c.isNumber || c == "." || (c == "-" && start == nil)
            if numeric, start == nil { start = i }
            if !numeric, let s = start {
                runs.append(s..<i)
                start = nil
            }
        }
        if let s = start { runs.append(s..<characters.count) }
        runs = runs.filter { characters[$0].contains(where: \.isNumber) }
        let extreme = Self.extremes[below(Self.extremes.count)]
        guard !runs.isEmpty else { return line + " " + extreme }
        let run = runs[below(runs.count)]
        return String(characters[..<run.lowerBound]) + extreme + String(characters[run.upperBound...])
    }

    private mutating func changingByte(in line: String) -> String {
        var characters = Array(line)
        let replacements: [Character] = ["{", "}", "[", "]", ":", ",", "&", "*", "-", " ", "#", "\"", "9"]
        let c = replacements[below(replacements.count)]
        if characters.isEmpty || below(2) == 0 {
            characters.insert(c, at: below(characters.count + 1))
        } else {
            characters[below(characters.count)] = c
        }
        return String(characters)
    }
}

/// One row of the tableau: `constant + Σ coefficient · symbol`, its symbols kept sorted so
/// that two rows merge in one pass.
struct Row {
    private(set) var symbols: [Int] = []
    private(set) var coefficients: [Double] = []
    var constant: Double
    /// A bit for each symbol modulo 64: a clear bit answers "not in this row" without a
    /// search, which is most of the answers when a substitution visits every row.
    private(set) var mask: UInt64 = 0

    private static func bit(_ symbol: Int) -> UInt64 { 1 << UInt64(symbol & 63) }

    private mutating func updateMask() {
        mask = symbols.reduce(0) { $0 | Row.bit($1) }
    }

    /// Whether `symbol` may be in the row (false means it is not).
    func mayContain(_ symbol: Int) -> Bool { mask & Row.bit(symbol) != 0 }

    init(constant: Double = 0) {
        self.constant = constant
    }

    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    var isConstant: Bool { symbols.isEmpty }

    private func index(of symbol: Int) -> (found: Bool, at: Int) {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) / 2
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        return (low < symbols.count && symbols[low] == symbol, low)
    }

    func coefficient(of symbol: Int) -> Double {
        guard mayContain(symbol) else { return 0 }
        let (found, at) = index(of: symbol)
        return found ? coefficients[at] : 0
    }

    /// Adds `coefficient · symbol`; a coefficient that cancels to zero drops the symbol.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let (found, at) = index(of: symbol)
        if found {
            let sum = coefficients[at] + coefficient
            if Row.isNearZero(sum) {
                symbols.remove(at: at)
                coefficients.remove(at: at)
                updateMask()
            } else {
                coefficients[at] = sum
            }
        } else if !Row.isNearZero(coefficient) {
            symbols.insert(symbol, at: at)
            coefficients.insert(coefficient, at: at)
            mask |= Row.bit(symbol)
        }
    }

    /// Adds `other · factor`, constant included.
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        if other.symbols.isEmpty { return }
        if symbols.isEmpty {
            symbols = other.symbols
            coefficients = other.coefficients.map { $0 * factor }
            mask = other.mask
            return
        }
        var mergedSymbols: [Int] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0
        var j = 0
        while i < symbols.count || j < other.symbols.count {
            if j == other.symbols.count || (i < symbols.count && symbols[i] < other.symbols[j]) {
                mergedSymbols.append(symbols[i])
                mergedCoefficients.append(coefficients[i])
                i += 1
            } else if i == symbols.count || other.symbols[j] < symbols[i] {
                mergedSymbols.append(other.symbols[j])
                mergedCoefficients.append(other.coefficients[j] * factor)
                j += 1
            } else {
                let sum = coefficients[i] + other.coefficients[j] * factor
                if !Row.isNearZero(sum) {
                    mergedSymbols.append(symbols[i])
                    mergedCoefficients.append(sum)
                }
                i += 1
                j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
        updateMask()
    }

    mutating func remove(_ symbol: Int) {
        guard mayContain(symbol) else { return }
        let (found, at) = index(of: symbol)
        if found {
            symbols.remove(at: at)
            coefficients.remove(at: at)
            updateMask()
        }
    }

    /// Rewrites `0 = self` as `symbol = …`: the symbol leaves and the rest is divided by
    /// minus its coefficient. The symbol must be in the row.
    mutating func solve(for symbol: Int) {
        let (_, at) = index(of: symbol)
        let factor = -1 / coefficients[at]
        symbols.remove(at: at)
        coefficients.remove(at: at)
        updateMask()
        constant *= factor
        for k in coefficients.indices { coefficients[k] *= factor }
    }

    /// Rewrites `basic = self` as `symbol = …`, where `symbol` is in the row.
    mutating func solve(_ basic: Int, for symbol: Int) {
        add(basic, -1)
        solve(for: symbol)
    }

    /// Puts `row` in place of `symbol`, when the symbol is in this row.
    /// - Returns: whether it was.
    @discardableResult
    mutating func substitute(_ symbol: Int, with row: Row) -> Bool {
        guard mayContain(symbol) else { return false }
        let (found, at) = index(of: symbol)
        guard found else { return false }
        let coefficient = coefficients[at]
        symbols.remove(at: at)
        coefficients.remove(at: at)
        updateMask()
        add(row, times: coefficient)
        return true
    }
}

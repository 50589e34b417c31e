import Foundation

/// Reads one Visual Format Language string into constraints, following Apple's grammar:
/// `(H|V:)? (|connection)? [view(predicates)] (connection [view])* (connection|)?`.
@MainActor struct VisualFormatParser {
    private let text: [Character]
    private let metrics: [String: Any]
    private let views: [String: Any]
    private let options: NSLayoutConstraint.FormatOptions
    private var position = 0

    init(format: String, metrics: [String: Any], views: [String: Any], options: NSLayoutConstraint.FormatOptions) {
        text = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
        self.options = options
    }

    /// One comparison: `>=20@750`, `==other`.
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    private enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    mutating func parse() throws(VisualFormatError) -> [NSLayoutConstraint] {
        var vertical = false
        if peek("H:") || peek("V:") {
            vertical = text[position] == "V"
            position += 2
        }
        let (start, end, length):
            (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
        var constraints: [NSLayoutConstraint] = []
        var leadingEdge: Connection?
        if peek("|") {
            position += 1
            leadingEdge = try connection()
        }
        var previous: UIView?
        var first: UIView?
        var pending: Connection? = leadingEdge
        while position < text.count {
            guard peek("[") else {
                if peek("|"), previous != nil { break }
                throw fail("Expected a view")
            }
            let (view, sizes) = try viewSpec()
            for p in sizes {
                let c = NSLayoutConstraint(
                    item: view, attribute: length, relatedBy: p.relation, toItem: p.view,
                    attribute: p.view == nil ? .notAnAttribute : length, multiplier: 1, constant: p.constant)
                c.priority = p.priority
                constraints.append(c)
            }
            if let previous, let link = pending {
                constraints += space(link, from: previous, end, to: view, start, betweenViews: true)
            } else if previous == nil, let link = pending {
                guard let superview = view.superview else {
                    throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                constraints += space(link, from: superview, start, to: view, start, betweenViews: false)
            }
            if let first, let alignment = try alignmentAttribute(vertical: vertical) {
                constraints.append(
                    NSLayoutConstraint(
                        item: first, attribute: alignment, relatedBy: .equal, toItem: view, attribute: alignment,
                        multiplier: 1, constant: 0))
            }
            first = first ?? view
            previous = view
            pending = nil
            if position < text.count, !peek("|") { pending = try connection() }
            if peek("|") {
                position += 1
                guard let view = previous, let superview = view.superview else {
                    throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                constraints += space(pending ?? .flush, from: view, end, to: superview, end, betweenViews: false)
                pending = nil
                guard position == text.count else { throw fail("Expected the end of the format after '|'") }
            }
        }
        guard previous != nil else { throw fail("Expected a view") }
        if pending != nil { throw fail("Expected a view or '|' after the connection") }
        return constraints
    }

    /// The constraints for `link` between `a.endAttribute` and `b.startAttribute`.
    private func space(
        _ link: Connection, from a: UIView, _ endAttribute: NSLayoutConstraint.Attribute, to b: UIView,
        _ startAttribute: NSLayoutConstraint.Attribute, betweenViews: Bool
    ) -> [NSLayoutConstraint] {
        let predicates: [Predicate]
        switch link {
        case .flush: predicates = [Predicate()]
        case .standard: predicates = [Predicate(constant: betweenViews ? systemSpacing : 20)]
        case .predicates(let list): predicates = list
        }
        return predicates.map { p in
            let c = NSLayoutConstraint(
                item: b, attribute: startAttribute, relatedBy: p.relation, toItem: a, attribute: endAttribute,
                multiplier: 1, constant: p.constant)
            c.priority = p.priority
            return c
        }
    }

    private func alignmentAttribute(vertical: Bool) throws(VisualFormatError) -> NSLayoutConstraint.Attribute? {
        let chosen = NSLayoutConstraint.FormatOptions.alignments.filter { options.contains($0.0) }.map(\.1)
        guard let attribute = chosen.first else { return nil }
        let horizontalAttributes: [NSLayoutConstraint.Attribute] = [.left, .right, .leading, .trailing, .centerX]
        if horizontalAttributes.contains(attribute) != vertical {
            throw VisualFormatError(
                reason: "Options mask required views to be aligned on a horizontal edge, which is not allowed for "
                    + "layout that is also horizontal.", offset: 0)
        }
        return attribute
    }

    // MARK: - Pieces

    private func peek(_ s: String) -> Bool {
        let chars = Array(s)
        guard position + chars.count <= text.count else { return false }
        return Array(text[position..<position + chars.count]) == chars
    }

    private func fail(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, offset: min(position, text.count))
    }

    /// `-`, `-20-`, `-(>=20)-` or nothing (flush) before a view or `|`.
    private mutating func connection() throws(VisualFormatError) -> Connection {
        guard peek("-") else { return .flush }
        position += 1
        if peek("[") || peek("|") { return .standard }
        guard position < text.count else { throw fail("Expected a view or '|' after the connection") }
        let predicates: [Predicate]
        if peek("(") {
            predicates = try predicateList(allowViews: false)
        } else {
            predicates = [Predicate(constant: try constant())]
        }
        guard peek("-") else { throw fail("Expected '-' after the spacing") }
        position += 1
        return .predicates(predicates)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func viewSpec() throws(VisualFormatError) -> (UIView, [Predicate]) {
        position += 1
        let nameStart = position
        let name = identifier()
        guard !name.isEmpty else { throw fail("Expected a view name") }
        guard let view = views[name] as? UIView else {
            position = nameStart
            throw fail("\(name) is not a key in the views dictionary.")
        }
        var sizes: [Predicate] = []
        if peek("(") { sizes = try predicateList(allowViews: true) }
        guard peek("]") else { throw fail("Expected ']'") }
        position += 1
        return (view, sizes)
    }

    /// `(pred, pred…)`.
    private mutating func predicateList(allowViews: Bool) throws(VisualFormatError) -> [Predicate] {
        position += 1
        var list: [Predicate] = []
        repeat {
            if peek(",") { position += 1 }
            var p = Predicate()
            if peek("==") || peek("<=") || peek(">=") {
                p.relation =
                    text[position] == "=" ? .equal : text[position] == "<" ? .lessThanOrEqual : .greaterThanOrEqual
                position += 2
            }
            if let c = text[safe: position], c.isLetter || c == "_", metrics[peekIdentifier()] == nil {
                let nameStart = position
                let name = identifier()
                guard allowViews, let other = views[name] as? UIView else {
                    position = nameStart
                    throw fail(
                        allowViews
                            ? "\(name) is not a key in the views dictionary or the metrics."
                            : "Expected a number or a metric")
                }
                p.view = other
            } else {
                p.constant = try constant()
            }
            if peek("@") {
                position += 1
                p.priority = UILayoutPriority(Float(try constant()))
            }
            list.append(p)
        } while peek(",")
        guard peek(")") else { throw fail("Expected ')' to end the predicate list") }
        position += 1
        return list
    }

    private func peekIdentifier() -> String {
        var end = position
        while let c = text[safe: end], c.isLetter || c.isNumber || c == "_" { end += 1 }
        return String(text[position..<end])
    }

    private mutating func identifier() -> String {
        let name = peekIdentifier()
        position += name.count
        return name
    }

    /// A number, or a metric's value.
    private mutating func constant() throws(VisualFormatError) -> CGFloat {
        if let c = text[safe: position], c.isLetter || c == "_" {
            let start = position
            let name = identifier()
            guard let value = metrics[name] else {
                position = start
                throw fail("\(name) is not a key in the metrics dictionary.")
            }
            switch value {
            case let v as CGFloat: return v
            case let v as Double: return CGFloat(v)
            case let v as Int: return CGFloat(v)
            case let v as Float: return CGFloat(v)
            case let v as NSNumber: return CGFloat(v.doubleValue)
            default:
                position = start
                throw fail("\(name) in the metrics dictionary is not a number.")
            }
        }
        var end = position
        if text[safe: end] == "-" || text[safe: end] == "+" { end += 1 }
        while let c = text[safe: end], c.isNumber || c == "." { end += 1 }
        guard let value = Double(String(text[position..<end])) else { throw fail("Expected a number") }
        position = end
        return CGFloat(value)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

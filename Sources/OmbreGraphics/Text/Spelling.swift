/// The candidate a misspelt `word` most likely meant, or nil when none is close.
///
/// A candidate within a third of the word's length in edits (at least 2), ignoring case, wins;
/// when the nearest is more than one edit away, a candidate that holds every letter of the word
/// in order (an abbreviation such as `easeInOut` for `easeInEaseOut`) is preferred. Words longer
/// than `maximumSuggestedLength` get no suggestion, so that the work stays small whatever the input.
package func likelyMeant(_ word: String, among candidates: [String]) -> String? {
    guard word.count <= maximumSuggestedLength, !word.isEmpty else { return nil }
    let lower = Array(word.lowercased())
    let allowed = max(2, lower.count / 3)
    var best: (candidate: String, distance: Int)?
    var abbreviationOf: String?
    for candidate in candidates {
        let length = candidate.count
        let mayAbbreviate = lower.count >= 3 && length > lower.count && lower.count * 2 >= length
        // Lengths that differ by more than the allowance cannot come within it.
        let mayBeNear = abs(length - lower.count) <= allowed
        guard mayAbbreviate || mayBeNear else { continue }
        let other = Array(candidate.lowercased())
        if mayAbbreviate, isSubsequence(lower, of: other), length < abbreviationOf?.count ?? .max {
            abbreviationOf = candidate
        }
        guard mayBeNear else { continue }
        let d = editDistance(lower, other)
        if d < (best?.distance ?? .max) { best = (candidate, d) }
    }
    if let best, best.distance <= 1 { return best.candidate }
    if let abbreviationOf { return abbreviationOf }
    guard let best, best.distance <= allowed else { return nil }
    return best.candidate
}

/// The longest word that gets a "did you mean" suggestion.
package let maximumSuggestedLength = 64

private func isSubsequence(_ a: [Character], of b: [Character]) -> Bool {
    var j = 0
    for c in b where j < a.count && c == a[j] { j += 1 }
    return j == a.count
}

/// The Levenshtein distance between two strings.
package func editDistance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a), Array(b))
}

private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

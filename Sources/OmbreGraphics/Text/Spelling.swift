/// The candidate a misspelt `word` most likely meant: the nearest by edit distance, ignoring
/// case, when it is within a third of the word's length (at least 2 edits); nil otherwise.
package func likelyMeant(_ word: String, among candidates: [String]) -> String? {
    let lower = word.lowercased()
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let d = editDistance(lower, candidate.lowercased())
        if d < (best?.distance ?? .max) { best = (candidate, d) }
    }
    guard let best, best.distance <= max(2, lower.count / 3) else { return nil }
    return best.candidate
}

/// The Levenshtein distance between two strings.
package func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
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

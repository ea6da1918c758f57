/// "Did you mean …?": the candidate closest to a misspelt name, by edit distance.
enum Suggestion {
    /// The candidate at the smallest edit distance from `text`, when that distance is small
    /// for its length (at most 2, or a quarter of the length for long names); ties go to
    /// the first candidate. Letter case alone counts as a small difference.
    static func closest(to text: String, among candidates: [String]) -> String? {
        let target = Array(text)
        let limit = max(2, target.count / 4)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != text {
            if candidate.lowercased() == text.lowercased() { return candidate }
            let characters = Array(candidate)
            guard abs(characters.count - target.count) <= limit else { continue }
            let distance = editDistance(target, characters)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Levenshtein distance: insertions, deletions and substitutions of characters.
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0 ... rhs.count)
        var current = Array(repeating: 0, count: rhs.count + 1)
        for (row, left) in lhs.enumerated() {
            current[0] = row + 1
            for (column, right) in rhs.enumerated() {
                let substitution = previous[column] + (left == right ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}

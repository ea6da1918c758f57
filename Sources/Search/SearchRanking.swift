import Foundation

/// Okapi BM25 over sections, computed at build time so that the browser only adds up the
/// stored scores of the words it looks up.
public enum SearchRanking {
    /// How quickly repeating a word stops adding to a section's score.
    public static let k1 = 1.2
    /// How much a long section's score is lowered for its length.
    public static let b = 0.75
    /// Stored scores are integers: the score times this, rounded, at least 1.
    public static let scale = 10.0

    /// The inverse document frequency of a word found in `frequency` of `total` sections.
    public static func idf(frequency: Int, total: Int) -> Double {
        log(1 + (Double(total - frequency) + 0.5) / (Double(frequency) + 0.5))
    }

    /// The stored score of a word weighed `count` in a section of weighted length `length`.
    public static func score(count: Double, length: Double, averageLength: Double, idf: Double) -> Int {
        let normalised = count * (k1 + 1) / (count + k1 * (1 - b + b * length / max(averageLength, 1)))
        return max(1, Int((idf * normalised * scale).rounded()))
    }
}

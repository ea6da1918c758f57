import Foundation

/// BM25F over sections, computed at build time so that the browser only adds up the stored
/// scores of the words it looks up.
public enum SearchRanking {
    /// How quickly repeating a word stops adding to a section's score.
    public static let k1 = 1.2
    /// How much a long field's counts are lowered for its length.
    public static let b = 0.75
    /// Stored scores are integers: the score times this, rounded, at least 1.
    public static let scale = 10.0

    /// The inverse document frequency of a word found in `frequency` of `total` sections.
    public static func idf(frequency: Int, total: Int) -> Double {
        log(1 + (Double(total - frequency) + 0.5) / (Double(frequency) + 0.5))
    }

    /// What a field's counts are divided by for its `length` (BM25's length normalisation),
    /// `averageLength` being the field's average over the sections that have it.
    public static func lengthNorm(length: Int, averageLength: Double) -> Double {
        1 - b + b * Double(length) / max(averageLength, 1)
    }

    /// A word's count in one field, weighted and divided by the field's `lengthNorm`.
    public static func fieldCount(_ count: Int32, weight: Double, lengthNorm: Double) -> Double {
        guard count > 0 else { return 0 }
        return weight * Double(count) / lengthNorm
    }

    /// The stored score of a word whose fields' counts add up to `count` (`fieldCount`).
    public static func score(count: Double, idf: Double) -> Int {
        max(1, Int((idf * count * (k1 + 1) / (count + k1) * scale).rounded()))
    }
}

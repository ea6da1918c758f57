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

    /// A word's count in one field, weighted and normalised by the field's length.
    public static func fieldCount(_ count: Int32, weight: Double, length: Int, averageLength: Double) -> Double {
        guard count > 0 else { return 0 }
        return weight * Double(count) / (1 - b + b * Double(length) / max(averageLength, 1))
    }

    /// The stored score of a word whose fields' counts add up to `count` (`fieldCount`).
    public static func score(count: Double, idf: Double) -> Int {
        max(1, Int((idf * count * (k1 + 1) / (count + k1) * scale).rounded()))
    }
}

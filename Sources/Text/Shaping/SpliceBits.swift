import Synchronization

/// Whether a word's end may be spliced before each of 64 ASCII characters, as far as known:
/// bit c % 64 of `spliceable`, known when set in `known`. A word holds two, for the
/// characters below 64 and from 64 (`ShapedWord`, `WordEnds`).
struct SpliceBits: ~Copyable, Sendable {
    private let known = Atomic<UInt64>(0)
    private let spliceable = Atomic<UInt64>(0)

    init() {}

    /// A copy of `other` as it stands.
    init(copying other: borrowing SpliceBits) {
        known.store(other.known.load(ordering: .acquiring), ordering: .relaxed)
        spliceable.store(other.spliceable.load(ordering: .relaxed), ordering: .relaxed)
    }

    /// Whether the word may be spliced before character `next`, if known.
    func value(before next: UInt16) -> Bool? {
        let bit = UInt64(1) << (next % 64)
        guard known.load(ordering: .acquiring) & bit != 0 else { return nil }
        return spliceable.load(ordering: .relaxed) & bit != 0
    }

    /// Keeps whether the word may be spliced before character `next`.
    func keep(_ value: Bool, before next: UInt16) {
        let bit = UInt64(1) << (next % 64)
        if value { spliceable.bitwiseOr(bit, ordering: .relaxed) }
        known.bitwiseOr(bit, ordering: .releasing)
    }
}

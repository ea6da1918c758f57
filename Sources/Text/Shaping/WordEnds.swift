/// Whether a word's end may be spliced before a text starting with a given ASCII character,
/// once found out: shared by the word's shapings at every size and by every thread's copy.
///
/// Finding it out shapes the word again with that character (`Shaper+Words`): 70,000
/// shapings at 10,000 pages, a few percent of a build. HarfBuzz's unsafe-to-concat flags
/// come from the lookups the face applies, which do not depend on the size (sitegen sets
/// no variation axes by size), so a word learned in body text at 16 px is known at 15 px
/// too, and a heading's word at every heading size: 28,000 of the 70,000 were the same
/// word, face and next character at another size. Checked for every one of the 41,785
/// distinct cases of that build at seven sizes from 13 to 33.5 px: no size disagreed.
final class WordEnds: Sendable {
    let below64 = SpliceBits()
    let above64 = SpliceBits()

    init() {}

    /// Whether the word may be spliced before `next` (an ASCII character), if known.
    func spliceable(before next: UInt16) -> Bool? {
        next < 64 ? below64.value(before: next) : above64.value(before: next)
    }

    /// Keeps whether the word may be spliced before `next` (an ASCII character).
    func keep(_ spliceable: Bool, before next: UInt16) {
        if next < 64 { below64.keep(spliceable, before: next) } else { above64.keep(spliceable, before: next) }
    }
}

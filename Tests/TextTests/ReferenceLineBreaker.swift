@testable import SitegenText

/// Line breaking by its definition, measuring every candidate line in full from its start:
/// the greedy breaker as it was before lines were measured incrementally (`LineMeasurer`)
/// and words cut window by window, kept as the oracle those must equal.
///
/// - a line ends at the last break opportunity (or forced break) where `measure` says it
///   fits in the available width plus 1/64 px, else at the first one;
/// - with `overflow-wrap: anywhere`, a line that holds no whole word is cut at the last
///   grapheme boundary of the word (segmented on its own, start to end) where it fits,
///   after one grapheme at least.
enum ReferenceLineBreaker {
    /// Each line's range and whether it continues a wrapped line.
    static func lines(_ prepared: PreparedParagraph, width: LayoutUnit) -> [(range: Range<Int>, wrapped: Bool)] {
        let utf16 = prepared.text.utf16
        let limit = width + .epsilon
        let opportunities = prepared.breaks.offsets
        var lines: [(range: Range<Int>, wrapped: Bool)] = []
        var start = 0
        var wrapped = false
        while start < utf16.count {
            let hardEnd = prepared.forcedBreaks.first { $0 >= start }.map { $0 + 1 } ?? utf16.count
            var candidates = opportunities.filter { $0 > start && $0 < hardEnd }
            candidates.append(hardEnd)
            var fitting: Int?
            for candidate in candidates {
                guard prepared.measure(start..<candidate, wrapped: wrapped).width <= limit else { break }
                fitting = candidate
            }
            var end = fitting ?? candidates[0]
            if fitting == nil && prepared.style.overflowWrap == .anywhere {
                end = graphemeEnd(prepared, from: start, before: end, limit: limit, wrapped: wrapped)
            }
            lines.append((start..<end, wrapped))
            wrapped = utf16[end - 1] != 0x0A
            start = end
        }
        return lines
    }

    /// The layout `PreparedParagraph.layout` makes of the reference lines.
    static func layout(_ prepared: PreparedParagraph, width: LayoutUnit) -> ParagraphLayout {
        var boxes: [LineBox] = []
        var top = LayoutUnit.zero
        for (range, wrapped) in lines(prepared, width: width) {
            let (lineWidth, fragments) = prepared.measure(range, wrapped: wrapped, collectFragments: true)
            let (ascent, descent) = prepared.extent(of: range)
            boxes.append(LineBox(range: range, width: lineWidth, top: top, height: ascent + descent, baseline: ascent,
                                 fragments: fragments))
            top += ascent + descent
        }
        return ParagraphLayout(availableWidth: width, lines: boxes, uncoveredCharacters: prepared.uncoveredCharacters)
    }

    private static func graphemeEnd(
        _ prepared: PreparedParagraph, from start: Int, before end: Int, limit: LayoutUnit, wrapped: Bool
    ) -> Int {
        let word = Array(prepared.text.utf16[start..<end])
        var result: Int?
        for relative in ICU.boundaries(in: word, rules: .grapheme) {
            let boundary = start + relative
            guard boundary < end else { break }
            if result != nil && prepared.measure(start..<boundary, wrapped: wrapped).width > limit { break }
            result = boundary
        }
        return result ?? end
    }
}

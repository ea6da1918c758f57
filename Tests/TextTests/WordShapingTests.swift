import Foundation
import Testing
@testable import SitegenText

/// Word-by-word shaping must give exactly the glyphs of shaping each run whole: the same
/// glyphs, clusters, advances and unsafe-to-break flags, for every font of the theme.
@Suite struct WordShapingTests {
    static let tricky = [
        "The quick brown fox jumps over the lazy dog, 1234567890.",
        "Multiply 2 x 3 and 4 x 5, then compare 10 x 20 with 1 x 1; arrows -> => <- and != or >= too.",
        "office affine fluffy waffle ffi ffl official shuffle, “quoted” ‘single’ — dashes – and… ellipsis",
        "AV Ta To Te Yo LT P. F. W. Wa we kerning pairs: AVATAR, TYPO, WAVE; mixed Café naïve façade.",
        "Code like let x = a->b; if (x != y && y <= z) { return x * 3 } else { fi(); }  // two  spaces",
        "Numbers 1/2 3/4 12:30 10:45 1st 2nd 3rd 4th #1 @home a+b=c 1-2 3–4 100% $5 €6 £7 ¥8",
        "Русский текст и ελληνικά γράμματα, mixed with Latin words and 123 numbers in one run.",
        "Trailing spaces   and   runs   of   several   spaces   between   words   here.   ",
    ]

    /// Each line of the fixture sites' and the bundled site's Markdown, plus lines of the
    /// folder in SITEGEN_SHAPING_CORPUS when set (for a one-off check of a large corpus).
    static func corpus() -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var folders = [root.appendingPathComponent("Tests/Fixtures").path, root.appendingPathComponent("Content").path]
        if let extra = ProcessInfo.processInfo.environment["SITEGEN_SHAPING_CORPUS"] { folders.append(extra) }
        var lines = Set(tricky)
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let path as String in walker where path.hasSuffix(".md") {
                guard let text = try? String(contentsOfFile: folder + "/" + path, encoding: .utf8) else { continue }
                for line in text.split(separator: "\n") where line.utf16.count >= 24 { lines.insert(String(line)) }
            }
        }
        return lines.sorted()
    }

    @Test func splicedWordsEqualWholeRuns() {
        let lines = Self.corpus()
        #expect(lines.count > 500)
        // The reference is HarfBuzz itself, flags and all, not the shortcut for code.
        let whole = Shaper(fonts: Fixtures.fonts, cache: ShapeCache(capacity: 1), usesUniformAdvances: false)
        let words = Shaper(fonts: Fixtures.fonts, cache: ShapeCache(capacity: 200_000))
        var spliced = 0
        var rangesCompared = 0
        var mismatches: [String] = []
        for roles in [[FontRole.bodyRegular, .cjkRegular], [.bodyBold, .cjkBold], [.bodyItalic, .cjkRegular], [.monoRegular, .cjkRegular]] {
            for size in [14.0, 16, 17, 28.5] {
                for line in lines {
                    let utf16 = Array(line.utf16)
                    utf16.withUnsafeBufferPointer { text in
                        for run in ScriptRuns.split(text) {
                            let piece = UnsafeBufferPointer(rebasing: text[run.range])
                            guard let byWords = words.shapeByWords(
                                piece, script: run.script, roles: roles, size: size, language: "en") else { continue }
                            spliced += 1
                            let reference = whole.shapeWhole(piece, script: run.script, roles: roles, size: size, language: "en")
                            // What the line breaker reads: the range made from the words' packed
                            // offsets equals the range made from the whole run's glyphs.
                            if roles[0] != .monoRegular {
                                let fromWords = words.shape(piece, range: 0..<piece.count, roles: roles, size: size, language: "en")
                                var builder = ShapedRange.Builder(range: 0..<piece.count)
                                builder.add(reference, at: 0, faceCount: roles.count)
                                let fromWhole = builder.finish()
                                rangesCompared += 1
                                if (fromWords.flags, fromWords.prefix, fromWords.laterRunStarts) != (fromWhole.flags, fromWhole.prefix, fromWhole.laterRunStarts),
                                   mismatches.count < 5 {
                                    mismatches.append("\(roles[0]) \(size) px, shaped range differs: \(String(decoding: Array(piece), as: UTF16.self))")
                                }
                            }
                            if byWords.glyphs != reference.glyphs || byWords.faceIndices != reference.faceIndices,
                               mismatches.count < 5 {
                                let count = min(byWords.glyphs.count, reference.glyphs.count)
                                let index = (0..<count).first { byWords.glyphs[$0] != reference.glyphs[$0] } ?? count
                                mismatches.append("\(roles[0]) \(size) px, \(byWords.glyphs.count) vs \(reference.glyphs.count) glyphs, first difference at \(index): "
                                    + "\(String(decoding: Array(piece), as: UTF16.self))\n  words \(byWords.glyphs[max(0, index - 1)...].prefix(3))\n  whole \(reference.glyphs[max(0, index - 1)...].prefix(3))")
                            }
                        }
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        // Most runs of ordinary prose take the word path.
        #expect(spliced > lines.count)
        #expect(rangesCompared > lines.count)
        print("WordShapingTests: \(lines.count) lines, \(spliced) runs spliced word by word")
    }

    /// A word keeps, per offset, its unit, flags and advance, inline up to
    /// `ShapedWord.inlineCapacity` units and in an array beyond: either way the same values,
    /// and a lookup matches exactly its own text.
    @Test func shapedWordsKeepTheirOffsetsAtEveryLength() {
        let font = Fixtures.fonts.face(.bodyRegular).font(size: 16)
        let latin = ScriptCode("Latn")
        let source = Array("typographic kerning office ".utf16)
        for length in 1...source.count {
            let text = Array(source.prefix(length))
            text.withUnsafeBufferPointer { text in
                let glyphs = HarfBuzzShaper.shape(text, font: font, script: latin, language: "en", concatFlags: true)
                let word = ShapedWord(text: text, role: .bodyRegular, size: 16, script: latin, language: "en", glyphs: glyphs)
                var builder = ShapedRange.Builder(range: 0..<length)
                builder.add(glyphs, faceIndices: nil, at: 0, faceCount: .max)
                let (flags, advances) = builder.offsetValues
                #expect(word.count == length)
                word.withOffsets { offsets in
                    #expect(Array(offsets.map { UInt16(truncatingIfNeeded: $0) }) == Array(text), "\(length)")
                    #expect(offsets.map { UInt8(truncatingIfNeeded: $0 >> 16) } == flags, "\(length)")
                    #expect(offsets.map { Int64(Int32(truncatingIfNeeded: $0 >> 32)) } == advances, "\(length)")
                }
                #expect(word.matches(text, role: .bodyRegular, size: 16, script: latin, language: "en"))
                #expect(!word.matches(text, role: .bodyBold, size: 16, script: latin, language: "en"))
                var other = Array(text)
                other[length - 1] ^= 1
                other.withUnsafeBufferPointer { other in
                    #expect(!word.matches(other, role: .bodyRegular, size: 16, script: latin, language: "en"), "\(length)")
                }
            }
        }
    }
}

/// Lines whose width bound is clearly under the available width are not measured exactly;
/// breaking must come out the same as measuring every candidate.
@Suite struct LineBreakingBoundTests {
    /// The lines `prepared` breaks into at `width` px.
    static func lines(_ prepared: PreparedParagraph, width: Int, exactOnly: Bool = false) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        prepared.breakLines(availableWidth: LayoutUnit(width), exactOnly: exactOnly) { line, _ in lines.append(line) }
        return lines
    }

    @Test func boundedBreakingEqualsExactBreaking() {
        let lines = WordShapingTests.corpus()
        var compared = 0
        for line in lines.prefix(600) {
            for size in [14.0, 16, 28.5] {
                let prepared = Fixtures.paragraph(line, size: size, lineHeight: Int(size * 1.5))
                for width in stride(from: 60, through: 760, by: 37) {
                    #expect(Self.lines(prepared, width: width) == Self.lines(prepared, width: width, exactOnly: true),
                            "\(size) px at \(width) px: \(line)")
                    #expect(prepared.height(availableWidth: LayoutUnit(width))
                        == prepared.layout(availableWidth: LayoutUnit(width)).height)
                    compared += 1
                }
            }
        }
        #expect(compared > 20_000)
    }

    /// The same with styled runs: bold, italic and code in inline boxes with padding (the
    /// edges the tight bounds allow for), Chinese lines broken between characters, and
    /// every run splitting the corpus's words, at widths every 11 px.
    @Test func boundedBreakingEqualsExactBreakingAcrossStyledRuns() {
        let lines = WordShapingTests.corpus()
        let styles: [(TextStyle, InlineEdges)] = [
            (.regular(16), .none), (.bold(16), .none), (.italic(16), .none),
            (.monospace(14), InlineEdges(start: LayoutUnit(roundingPx: 5.5), end: LayoutUnit(roundingPx: 5.5))),
            (.boldItalic(16), InlineEdges(start: .zero, end: LayoutUnit(3))),
        ]
        var compared = 0
        var tightParagraphs = 0
        for (number, line) in lines.prefix(400).enumerated() {
            // Cut the line into runs of a few words each, cycling through the styles.
            var text = StyledText()
            let words = line.split(separator: " ", omittingEmptySubsequences: false)
            var position = 0
            var part = 0
            while position < words.count {
                let take = 1 + (number + part) % 4
                let piece = words[position..<min(position + take, words.count)].joined(separator: " ")
                    + (position + take < words.count ? " " : "")
                let (style, edges) = styles[(number + part) % styles.count]
                text.append(piece, style: style, edges: edges)
                position += take
                part += 1
            }
            let prepared = Fixtures.typesetter.prepare(text, style: Fixtures.style(size: 16, lineHeight: 24))
            if prepared.tightBounds != nil { tightParagraphs += 1 }
            for width in stride(from: 40, through: 760, by: 11) {
                #expect(Self.lines(prepared, width: width) == Self.lines(prepared, width: width, exactOnly: true),
                        "at \(width) px: \(line)")
                compared += 1
            }
        }
        #expect(compared > 20_000)
        // Runs of code (their break safety unknown) leave a paragraph the loose bound only.
        #expect(tightParagraphs > 100)
    }
}

/// The run a line starts in, found moving forward (`RunCursor`), is the one a search finds.
@Suite struct RunCursorTests {
    @Test func aCursorFindsWhatASearchFinds() {
        var text = StyledText()
        let styles: [TextStyle] = [.regular(16), .bold(16), .monospace(14), .italic(16)]
        for part in 0..<40 {
            text.append(String(repeating: "w", count: 1 + part % 5) + " ", style: styles[part % styles.count],
                        edges: part % 3 == 0 ? InlineEdges(start: LayoutUnit(4), end: LayoutUnit(4)) : .none)
            if part % 9 == 8 { _ = text.appendLineBreak(style: .regular(16)) }
        }
        let prepared = Fixtures.typesetter.prepare(text, style: Fixtures.style(size: 16, lineHeight: 24))
        #expect(text.runs.count > 40)
        for step in [1, 2, 3, 7] {
            var cursor = PreparedParagraph.RunCursor(runs: text.runs)
            for offset in stride(from: 0, to: text.utf16.count, by: step) {
                #expect(cursor.index(containing: offset) == prepared.runIndex(containing: offset), "offset \(offset)")
            }
        }
    }
}

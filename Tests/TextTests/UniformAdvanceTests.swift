import Testing
@testable import SitegenText

@Suite struct UniformAdvanceTests {
    static let printable = (0x20...0x7E).map { UInt16($0) }

    @Test func onlyTheMonospacedFaceIsUniform() {
        #expect(Fixtures.fonts.monoRegular.uniformAdvance != nil)
        for role in [FontRole.bodyRegular, .bodyBold, .bodyItalic, .bodyBoldItalic, .cjkRegular, .cjkBold] {
            #expect(Fixtures.fonts.face(role).uniformAdvance == nil, "\(role)")
        }
    }

    /// HarfBuzz's own shaping of `text` in the mono face, against the uniform shortcut:
    /// the same advances, one glyph per character, in order.
    static func expectSameAsHarfBuzz(_ text: [UInt16], size: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let face = Fixtures.fonts.monoRegular
        text.withUnsafeBufferPointer { buffer in
            let real = HarfBuzzShaper.shape(buffer, font: face.font(size: size), script: ScriptCode("Latn"), language: "en")
            guard let uniform = face.uniformGlyphs(buffer, size: size) else {
                Issue.record("no uniform glyphs for \(String(decoding: text, as: UTF16.self))", sourceLocation: sourceLocation)
                return
            }
            #expect(real.map(\.advance) == uniform.map(\.advance), sourceLocation: sourceLocation)
            #expect(real.map(\.cluster) == uniform.map(\.cluster), sourceLocation: sourceLocation)
        }
    }

    @Test func everyPairAndManyTriplesShapeAsHarfBuzzShapesThem() {
        // JetBrains Mono's ligatures (`->`, `===`, `www`, `0x`) are contextual alternates:
        // every pair, and every triple of the characters its rules look at, in context.
        for first in Self.printable {
            for second in Self.printable {
                Self.expectSameAsHarfBuzz([first, second], size: 14)
            }
        }
        let punctuation = Array("!#$%&()*+-./:;<=>?@[\\]^_`{|}~ 0xw".utf16)
        for first in punctuation {
            for second in punctuation {
                for third in punctuation {
                    Self.expectSameAsHarfBuzz([first, second, third], size: 13.3)
                }
            }
        }
    }

    @Test func codeLinesShapeAsHarfBuzzShapesThem() {
        let lines = [
            "let x = a->b ?? c <= d >= e != f == g === h !== i",
            "for (int i = 0; i < n; ++i) { sum += a[i] * 0xFF; } // www.example.com",
            "fn main() -> Result<(), Box<dyn Error>> { println!(\"{:?}\", x |> y); }",
            "    if a && b || !c :: d ... e .. f /* g */ <!-- h --> #[attr] @decorator",
        ]
        for line in lines {
            for size in [12.0, 13.3, 14, 16, 17.5] {
                Self.expectSameAsHarfBuzz(Array(line.utf16), size: size)
            }
        }
    }

    @Test func theLigaturesAreThereToBeMatched() {
        // Otherwise the tests above would prove nothing: HarfBuzz swaps glyphs in `a->b` and
        // flags cuts in it unsafe, which the shortcut cannot know.
        let face = Fixtures.fonts.monoRegular
        Array("a->b".utf16).withUnsafeBufferPointer { buffer in
            let real = HarfBuzzShaper.shape(buffer, font: face.font(size: 14), script: ScriptCode("Latn"), language: "en")
            let uniform = face.uniformGlyphs(buffer, size: 14) ?? []
            #expect(real.map(\.glyph) != uniform.map(\.glyph))
            #expect(real.contains { $0.flags & ShapedGlyph.unsafeToBreak != 0 })
        }
    }

    @Test func textOutsidePrintableAsciiIsLeftToHarfBuzz() {
        let face = Fixtures.fonts.monoRegular
        for text in ["a → b", "tab\there", "café", ""] {
            Array(text.utf16).withUnsafeBufferPointer { #expect(face.uniformGlyphs($0, size: 14) == nil, "\(text)") }
        }
    }

    @Test func codeBreaksIntoTheSameLinesAsWithHarfBuzzAtEveryWidth() {
        // 13 px: an odd advance (511,181/65536 px), so pieces of 256 px and more need the
        // real unsafe-to-break flags (reshaped); 14 px: an advance of 4 × 137,625, never.
        let exact = Typesetter(fonts: Fixtures.fonts, usesUniformAdvances: false)
        let code = [
            "let total = items.map { $0.price * $0.count }.reduce(0, +) // => 0x1F, www, <!-- -->, a->b->c",
            "if (a != b && c <= d || e >= f) { return g ?? h ?: i === j !== k; } else { x |> y <| z :: w }",
            "https://example.com/a/very/long/path/that/never/breaks/before/it/overflows/the/line/at/all",
        ]
        for size in [13.0, 14, 15.5] {
            let style = ParagraphStyle(
                textStyle: .monospace(size), lineHeight: LayoutUnit(Int(size * 1.6)), language: "en", overflowWrap: .anywhere)
            for text in code {
                let styled = StyledText(text, style: .monospace(size))
                let fast = Fixtures.typesetter.prepare(styled, style: style)
                let slow = exact.prepare(styled, style: style)
                #expect(fast.shapedRanges[0].hasUnknownBreakSafety)
                #expect(!slow.shapedRanges[0].hasUnknownBreakSafety)
                for width in stride(from: 30, through: 1_000, by: 3) {
                    let available = LayoutUnit(width)
                    #expect(fast.layout(availableWidth: available).lines == slow.layout(availableWidth: available).lines,
                            "\(size) px, \(width) px: \(text)")
                }
                #expect(fast.maxContentWidth == slow.maxContentWidth)
            }
        }
    }

    @Test func cutsChangeNoWidthBelowTheBoundAndSomeAboveIt() {
        // TextWidth adds the pieces of a cut line in single precision. Below 2^(24+t) (all
        // advances multiples of 2^t) every sum is exact, so flags cannot matter; above, a
        // cut can move the last bit, which is why such pieces are reshaped for real.
        func sum(_ parts: [Int64]) -> Float {
            var width = TextWidth()
            for part in parts { width.add(run: part) }
            return width.px
        }
        var differsAbove = false
        for advance in [Int64(550_500), 511_181] {  // JetBrains Mono at 14 and 13 px
            let bound = Int64(1) << (24 + advance.trailingZeroBitCount)
            for count in 1...Int64(200) {
                for cut in 0...count {
                    let same = sum([cut * advance, (count - cut) * advance]) == sum([count * advance])
                    if count * advance < bound { #expect(same, "\(advance) × \(cut) + \(count - cut)") }
                    differsAbove = differsAbove || !same
                }
            }
        }
        #expect(differsAbove)
        let line = StyledText(String(repeating: "a->b ", count: 20), style: .monospace(13))
        let style = ParagraphStyle(textStyle: .monospace(13), lineHeight: LayoutUnit(20))
        let shaped = Fixtures.typesetter.prepare(line, style: style).shapedRanges[0]
        #expect(shaped.breakSafetyIsMoot(in: 0..<32))  // 252.6 px
        #expect(!shaped.breakSafetyIsMoot(in: 0..<33))
        let wider = StyledText(String(repeating: "a->b ", count: 40), style: .monospace(14))
        let widerShaped = Fixtures.typesetter.prepare(wider, style: ParagraphStyle(textStyle: .monospace(14), lineHeight: LayoutUnit(22)))
            .shapedRanges[0]
        #expect(widerShaped.breakSafetyIsMoot(in: 0..<121))  // 1,016.5 px
        #expect(!widerShaped.breakSafetyIsMoot(in: 0..<122))
    }
}

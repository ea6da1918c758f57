import Testing
@testable import SitegenText

@Suite struct UniformIdeographsTests {
    /// Characters of Chinese prose: common ideographs, extension A ones, the punctuation
    /// Chinese text uses, full-width letters and digits. (Not `…`, `—` or `·`: Inter has
    /// them, so runs holding them are shaped with fallback by HarfBuzz.)
    static let alphabet = Array(
        "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由㐀㐁䶵"
            + "，。、！？：；（）「」『』《》〈〉【】〔〕～％＋－＝＠＃ＡＢＣａｂｃ０１２")

    @Test func onlyTheCJKFacesHaveUniformIdeographs() {
        #expect(Fixtures.fonts.cjkRegular.uniformIdeographs != nil)
        #expect(Fixtures.fonts.cjkBold.uniformIdeographs != nil)
        for role in [FontRole.bodyRegular, .bodyBold, .bodyItalic, .bodyBoldItalic, .monoRegular] {
            #expect(Fixtures.fonts.face(role).uniformIdeographs == nil, "\(role)")
        }
    }

    /// HarfBuzz's own shaping of `text` against the shortcut: the same advances, one glyph
    /// per character, and the same cuts flagged unsafe (none).
    static func expectSameAsHarfBuzz(
        _ text: String, face: FontFace, size: Double, language: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        Array(text.utf16).withUnsafeBufferPointer { buffer in
            let real = HarfBuzzShaper.shape(buffer, font: face.font(size: size), script: ScriptCode("Hani"), language: language)
            guard let uniform = face.uniformGlyphs(buffer, size: size) else {
                Issue.record("no uniform glyphs for \(text)", sourceLocation: sourceLocation)
                return
            }
            #expect(real.map(\.advance) == uniform.map(\.advance), "\(text)", sourceLocation: sourceLocation)
            #expect(real.map(\.cluster) == uniform.map(\.cluster), "\(text)", sourceLocation: sourceLocation)
            #expect(real.map { $0.flags & ShapedGlyph.unsafeToBreak } == uniform.map(\.flags), "\(text)",
                    sourceLocation: sourceLocation)
            #expect(!uniform.contains { $0.glyph == 0 }, sourceLocation: sourceLocation)
        }
    }

    @Test func chineseRunsShapeAsHarfBuzzShapesThem() {
        // 40 texts per face, language and size, of 1 to 60 characters picked by a fixed
        // stride through the alphabet (a prime to its length), so every run tests the same.
        var pick = 0
        for face in [Fixtures.fonts.cjkRegular, Fixtures.fonts.cjkBold] {
            for language in ["zh", "zh-Hant", "ja", "ko", "en"] {
                for size in [13.0, 16, 17.5, 41] {
                    for sample in 0..<40 {
                        let length = sample * 37 % 60 + 1
                        let text = String((0..<length).map { _ in
                            pick = (pick + 7_919) % Self.alphabet.count
                            return Self.alphabet[pick]
                        })
                        Self.expectSameAsHarfBuzz(text, face: face, size: size, language: language)
                    }
                }
            }
        }
    }

    @Test func everyPairOfPunctuationShapesAsHarfBuzzShapesIt() {
        // Kerning or contextual forms would show between punctuation marks, or between a
        // mark and an ideograph, if anywhere.
        let marks = Array("，。、！？：；（）「」『』《》【】〔〕～＃一中")
        for first in marks {
            for second in marks {
                Self.expectSameAsHarfBuzz(String([first, second]), face: Fixtures.fonts.cjkRegular, size: 16, language: "zh")
            }
        }
    }

    @Test func otherTextIsLeftToHarfBuzz() {
        // Latin in the CJK face, the ideographic space, kana, a surrogate pair, a combining
        // mark, a vertical repeat mark (a ligature's start), punctuation shared with Latin.
        for text in ["中a", "中　文", "かな", "中𠀀", "中\u{302A}", "〳〵", "中…", "中—", ""] {
            Array(text.utf16).withUnsafeBufferPointer {
                #expect(Fixtures.fonts.cjkRegular.uniformGlyphs($0, size: 16) == nil, "\(text)")
            }
        }
    }

    @Test func chineseParagraphsBreakAsWithHarfBuzzAtEveryWidth() {
        let exact = Typesetter(fonts: Fixtures.fonts, usesUniformAdvances: false)
        let texts = [
            "屏幕先锚点需要章节之后标题根据（变量），容器只更新如果输入到性能！性能已经子视图对性能只结果之后首行，代码这个行高里面标点就。",
            "混排 English 与中文：标点「引号」和《书名》、数字 2026 年，还有粗体与“弯引号”……是否一致？",
        ]
        for size in [14.0, 16, 17.5] {
            let style = ParagraphStyle(textStyle: .regular(size), lineHeight: LayoutUnit(Int(size * 1.7)), language: "zh")
            for text in texts {
                let styled = StyledText(text, style: .regular(size))
                let fast = Fixtures.typesetter.prepare(styled, style: style)
                let slow = exact.prepare(styled, style: style)
                #expect(!fast.shapedRanges.contains { $0.hasUnknownBreakSafety })
                for width in stride(from: 20, through: 900, by: 7) {
                    let available = LayoutUnit(width)
                    #expect(fast.layout(availableWidth: available).lines == slow.layout(availableWidth: available).lines,
                            "\(size) px, \(width) px: \(text)")
                }
                #expect(fast.maxContentWidth == slow.maxContentWidth)
            }
        }
    }
}

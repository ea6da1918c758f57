import Testing
@testable import SitegenText

/// The typesetter's own memory of recurring paragraphs (`prepareRecurring`).
@Suite struct TypesetterTests {
    func style(_ size: Double) -> ParagraphStyle {
        ParagraphStyle(textStyle: TextStyle(fontSize: size), lineHeight: LayoutUnit(20), language: "en")
    }

    func text(_ string: String, size: Double = 13) -> StyledText {
        StyledText(string, style: TextStyle(fontSize: size))
    }

    @Test func aRecurringParagraphIsPreparedOnce() {
        let typesetter = Typesetter(fonts: Fixtures.fonts)
        let first = typesetter.prepareRecurring(text("#layout"), style: style(13))
        #expect(typesetter.prepareRecurring(text("#layout"), style: style(13)) === first)
        // Another text, text style or paragraph style is another paragraph.
        #expect(typesetter.prepareRecurring(text("#layouts"), style: style(13)) !== first)
        #expect(typesetter.prepareRecurring(text("#layout", size: 14), style: style(13)) !== first)
        #expect(typesetter.prepareRecurring(text("#layout"), style: style(14)) !== first)
        // It measures as the paragraph prepared afresh.
        let fresh = typesetter.prepare(text("#layout"), style: style(13))
        #expect(first.maxContentWidth == fresh.maxContentWidth)
        #expect(first.height(availableWidth: LayoutUnit(20)) == fresh.height(availableWidth: LayoutUnit(20)))
        typesetter.clearCache()
        #expect(typesetter.prepareRecurring(text("#layout"), style: style(13)) !== first)
    }
}

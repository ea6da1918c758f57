import Testing
@testable import SitegenText

/// What is found out about a word's end is shared by its shapings at every size (`WordEnds`).
@Suite struct WordEndsTests {
    static let latin = ScriptCode("Latn")

    /// `text` from `cache` at `size`, its glyphs never asked for.
    func word(_ cache: ShapeCache, _ text: String, size: Double, role: FontRole = .bodyRegular) -> ShapedWord {
        Array(text.utf16).withUnsafeBufferPointer { units in
            cache.word(units, role: role, size: size, script: Self.latin, language: "en", replicas: cache.replicas()) { [] }
        }
    }

    @Test func whatOneSizeFindsOutEverySizeKnows() {
        let cache = ShapeCache(capacity: 64)
        let body = word(cache, "word ", size: 16)
        #expect(body.endsSpliceable(before: 0x78) == nil)
        body.remember(endsSpliceable: false, before: 0x78)
        body.remember(endsSpliceable: true, before: 0x61)
        let heading = word(cache, "word ", size: 24)
        #expect(heading.endsSpliceable(before: 0x78) == false)
        #expect(heading.endsSpliceable(before: 0x61) == true)
        #expect(heading.endsSpliceable(before: 0x62) == nil)
        // Learned at a new size after the others were made: they find it too.
        heading.remember(endsSpliceable: true, before: 0x62)
        #expect(body.endsSpliceable(before: 0x62) == true)
        // Another face applies other lookups; a size no font can have shapes nothing.
        #expect(word(cache, "word ", size: 16, role: .bodyBold).endsSpliceable(before: 0x78) == nil)
        #expect(word(cache, "word ", size: 0).endsSpliceable(before: 0x78) == nil)
        #expect(word(cache, "words ", size: 16).endsSpliceable(before: 0x78) == nil)
    }

    @Test func aCacheEmptiedForgetsWordEnds() {
        let cache = ShapeCache(capacity: 64)
        word(cache, "word ", size: 16).remember(endsSpliceable: true, before: 0x61)
        cache.removeAll()
        #expect(word(cache, "word ", size: 20).endsSpliceable(before: 0x61) == nil)
    }

    /// What the sharing rests on: in the theme's faces, HarfBuzz flags the cut after a word
    /// alike at every size, for cuts it finds safe and cuts it does not.
    @Test func harfBuzzFlagsAWordsEndAlikeAtEverySize() {
        var outcomes: Set<Bool> = []
        for role in [FontRole.bodyRegular, .bodyBold] {
            for text in ["check.path() ", "office ", "2 ", "x ", "Typography "] {
                for next in "dx3aT(" {
                    let units = Array(text.utf16) + Array(String(next).utf16)
                    let spliceable = [10, 13, 16, 20.5, 33.5, 48].map { (size: Double) -> Bool in
                        units.withUnsafeBufferPointer { buffer -> Bool in
                            let glyphs = HarfBuzzShaper.shape(buffer, font: Fixtures.fonts.face(role).font(size: size),
                                                              script: Self.latin, language: "en", concatFlags: true)
                            let cut = Int32(text.utf16.count)
                            guard let first = glyphs.first(where: { $0.cluster >= cut }) else { return false }
                            return first.cluster == cut && first.flags & ShapedGlyph.unsafeToConcat == 0
                        }
                    }
                    #expect(Set(spliceable).count == 1, "\(role) \(text)|\(next): \(spliceable)")
                    outcomes.formUnion(spliceable)
                }
            }
        }
        #expect(outcomes == [true, false])
    }
}

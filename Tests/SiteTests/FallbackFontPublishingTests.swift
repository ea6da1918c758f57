import SitegenLayout
import SitegenText
import Testing
@testable import SitegenSite

/// Which fallback fonts a site publishes, and with which characters: only those the faces
/// before them lack, so that a site without such characters ships none of them.
@Suite struct FallbackFontPublishingTests {
    func name(_ role: FontRole) throws -> String {
        try #require(ThemeGeometry.standard.fonts[role]).publishedName
    }

    @Test func eachFallbackGetsTheCharactersTheFacesBeforeItLack() throws {
        let shown: Set<Unicode.Scalar> = ["a", "é", "→", "\u{1D7CF}", "\u{1F600}", "\u{F0000}"]
        let sets = ThemeFonts.fallbackScalars(shown: shown, theme: .standard)
        #expect(Set(sets.keys) == Set(try FontRole.fallbacks.map(name)))
        #expect(sets[try name(.math)] == ["\u{1D7CF}"])
        #expect(sets[try name(.emoji)] == ["\u{1F600}"])
        // Inter has the arrow; no face has the private-use character.
        #expect(sets.values.allSatisfy { !$0.contains("→") && !$0.contains("\u{F0000}") })
    }

    @Test func aSiteOfPlainTextNeedsNoFallback() {
        let sets = ThemeFonts.fallbackScalars(shown: Set("Plain text, café, naïve — “quoted”.".unicodeScalars), theme: .standard)
        #expect(sets.values.allSatisfy { $0.isEmpty })
    }
}

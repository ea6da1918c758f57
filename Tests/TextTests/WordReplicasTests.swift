import Foundation
import Testing
@testable import SitegenText

/// Each thread's copies of the shaping cache's words (`WordReplicas`).
@Suite struct WordReplicasTests {
    /// Twelve words, ten of them different ("shaped " and "on " recur).
    static let text = "Words shaped on one thread are found on another, never shaped again."

    /// Work for a thread of its own.
    private final class Job: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on a new thread and joins it, so that the thread has ended (and released
    /// what it kept per thread) when this returns: a thread of its own has no copies yet.
    func onNewThread<Result>(_ body: @escaping () -> Result) -> Result {
        var result: Result?
        let job = Job { result = body() }
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { pointer in
            Unmanaged<Job>.fromOpaque(pointer!).takeRetainedValue().body()
            return nil
        }, Unmanaged.passRetained(job).toOpaque())
        precondition(status == 0)
        pthread_join(thread, nil)
        return result!
    }

    func lines(_ typesetter: Typesetter, _ text: String) -> [Int] {
        let prepared = typesetter.prepare(StyledText(text, style: .regular(16)), style: Fixtures.style())
        return [120, 200, 333].flatMap { width in
            prepared.layout(availableWidth: LayoutUnit(width)).lines.map { $0.range.upperBound * 1_000_000 + $0.width.rawValue }
        }
    }

    @Test func wordsAreShapedOnceForEveryThread() {
        let typesetter = Typesetter(fonts: Fixtures.fonts)
        let first = onNewThread { lines(typesetter, Self.text) }
        let shaped = typesetter.cacheStatistics
        #expect(shaped.misses == 10)
        #expect(shaped.hits == 2)
        // Another thread copies the shared words: same lines, nothing shaped, every word a hit.
        let second = onNewThread { lines(typesetter, Self.text) }
        #expect(second == first)
        #expect(typesetter.cacheStatistics.misses == shaped.misses)
        #expect(typesetter.cacheStatistics.hits == 2 + 12)
        // A third thread: its first paragraph copies the shared words, its second finds its own copies.
        let third = onNewThread {
            (lines(typesetter, Self.text), lines(typesetter, Self.text))
        }
        #expect(third.0 == first && third.1 == first)
        #expect(typesetter.cacheStatistics.misses == shaped.misses)
        #expect(typesetter.cacheStatistics.hits == 2 + 12 + 24)
        #expect(typesetter.cachedRunCount == 10)
    }

    @Test func anEndedThreadsCopiesGoButTheirHitsCount() {
        // A preview server's builds run on threads that come and go: the cache must not keep
        // their copies, only what they answered.
        let typesetter = Typesetter(fonts: Fixtures.fonts)
        weak var gone: WordReplicas?
        _ = onNewThread {
            gone = typesetter.cache.replicas()
            return lines(typesetter, Self.text) + lines(typesetter, Self.text)
        }
        #expect(gone == nil)
        #expect(typesetter.cacheStatistics.misses == 10)
        #expect(typesetter.cacheStatistics.hits == 2 + 12)
        typesetter.clearCache()
        #expect(typesetter.cacheStatistics.hits == 0)
    }

    @Test func emptyingTheCacheDropsEveryThreadsCopies() {
        let typesetter = Typesetter(fonts: Fixtures.fonts)
        let before = lines(typesetter, Self.text)
        #expect(typesetter.cacheStatistics.misses == 10)
        typesetter.clearCache()
        #expect(typesetter.cacheStatistics.hits == 0)
        // The same thread shapes every word again: its copies went with the cache.
        #expect(lines(typesetter, Self.text) == before)
        #expect(typesetter.cacheStatistics.misses == 10)
        #expect(typesetter.cacheStatistics.hits == 2)
    }

    @Test func aWordWithoutGlyphsSaysSoAndSoDoItsCopies() {
        let units = Array("a".utf16)
        let word = units.withUnsafeBufferPointer { buffer in
            ShapedWord(text: buffer, role: .bodyRegular, size: 16, script: ScriptCode("Latn"), language: "en", glyphs: [])
        }
        #expect(!word.hasGlyphs)
        #expect(!ShapedWord(replicating: word).hasGlyphs)
    }

    @Test func aCopyHoldsWhatItsWordHolds() throws {
        let fonts = Fixtures.fonts
        let font = fonts.face(.bodyRegular).font(size: 16)
        for text in ["a ", "office ", "Typographically ", "x"] {
            let units = Array(text.utf16)
            let word = units.withUnsafeBufferPointer { buffer in
                ShapedWord(text: buffer, role: .bodyRegular, size: 16, script: ScriptCode("Latn"), language: "en",
                           glyphs: HarfBuzzShaper.shape(buffer, font: font, script: ScriptCode("Latn"), language: "en",
                                                        concatFlags: true))
            }
            let copy = ShapedWord(replicating: word)
            #expect(copy.glyphs == word.glyphs)
            #expect(copy.count == word.count && copy.startsSpliceable == word.startsSpliceable
                && copy.lacksAGlyph == word.lacksAGlyph && copy.hasGlyphs == word.hasGlyphs)
            #expect(word.hasGlyphs == !word.glyphs.isEmpty)
            #expect(copy.withOffsets(Array.init) == word.withOffsets(Array.init))
            units.withUnsafeBufferPointer { buffer in
                #expect(copy.matches(buffer, role: .bodyRegular, size: 16, script: ScriptCode("Latn"), language: "en"))
                #expect(!copy.matches(buffer, role: .bodyBold, size: 16, script: ScriptCode("Latn"), language: "en"))
            }
            // The copy's storage is its own: reading it never touches the word's.
            copy.glyphs.withUnsafeBufferPointer { copied in
                word.glyphs.withUnsafeBufferPointer { original in
                    #expect(copied.isEmpty || copied.baseAddress != original.baseAddress)
                }
            }
        }
    }

    @Test func whatOneCopyFindsOutAboutItsEndTheOthersKnow() {
        let units = Array("word".utf16)
        let word = units.withUnsafeBufferPointer { buffer in
            ShapedWord(text: buffer, role: .bodyRegular, size: 16, script: ScriptCode("Latn"), language: "en", glyphs: [])
        }
        let early = ShapedWord(replicating: word)
        let other = ShapedWord(replicating: word)
        #expect(early.endsSpliceable(before: 0x20) == nil)
        other.remember(endsSpliceable: true, before: 0x20)
        other.remember(endsSpliceable: false, before: 0x78)
        // Learned by one copy after the other was made: found through the shared word.
        #expect(early.endsSpliceable(before: 0x20) == true)
        #expect(early.endsSpliceable(before: 0x78) == false)
        #expect(early.endsSpliceable(before: 0x2C) == nil)
        // A copy made later starts knowing it.
        let late = ShapedWord(replicating: word)
        #expect(late.endsSpliceable(before: 0x20) == true)
        #expect(word.endsSpliceable(before: 0x78) == false)
    }
}

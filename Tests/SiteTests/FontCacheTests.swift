import SitegenTestSupport
import Foundation
import Testing
@testable import SitegenSite

/// WOFF2 files kept across builds: a hit gives the bytes encoding gave, for exactly the
/// same subset only; a damaged or foreign entry is encoded again; each font keeps a bounded
/// number of entries; a cache that cannot be written costs nothing but the time.
@Suite struct FontCacheTests {
    static let repositoryRoot = TestPaths.repositoryRoot

    static func temporaryFolder(_ name: String) -> String { TestPaths.temporaryFolder(name) }

    /// An encoder that counts its calls and returns WOFF2-looking bytes derived from its input.
    final class CountingEncoder: @unchecked Sendable {
        var calls = 0
        func encode(_ subset: [UInt8]) -> [UInt8] {
            calls += 1
            return Array("wOF2".utf8) + subset.map { $0 ^ 0x5A } + [UInt8(truncatingIfNeeded: calls)]
        }
    }

    static let subset: [UInt8] = Array("OTTO a font subset, more or less".utf8)

    @Test func aSecondLookUpOfTheSameSubsetDoesNotEncode() throws {
        let folder = Self.temporaryFolder("font-cache")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = FontCache(folder: folder)
        let encoder = CountingEncoder()
        let first = cache.woff2(publishedName: "Inter-Regular.otf", subset: Self.subset, quality: 10) { encoder.encode(Self.subset) }
        let second = cache.woff2(publishedName: "Inter-Regular.otf", subset: Self.subset, quality: 10) { encoder.encode(Self.subset) }
        #expect(encoder.calls == 1)
        #expect(first == second && first != nil)
        // Another quality is another entry.
        _ = cache.woff2(publishedName: "Inter-Regular.otf", subset: Self.subset, quality: 11) { encoder.encode(Self.subset) }
        #expect(encoder.calls == 2)
        // No partial file is left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.count == 2 && names.allSatisfy { $0.hasSuffix(".woff2entry") })
    }

    /// An entry found under a subset's name is used only if it holds that very subset: a
    /// colliding hash, or a file cut off by a crash, is encoded again and replaced.
    @Test func onlyAnIntactEntryOfTheSameSubsetIsUsed() throws {
        let folder = Self.temporaryFolder("font-cache")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = FontCache(folder: folder)
        let other = Array("OTTO another subset of the same size".utf8.prefix(Self.subset.count))
        let path = cache.entryPath(publishedName: "Inter-Regular.otf", subset: Self.subset, quality: 10)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let foreign = FontCache.Entry.bytes(subset: other, woff2: Array("wOF2 not this one".utf8), quality: 10)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(foreign)))

        let encoder = CountingEncoder()
        let made = cache.woff2(publishedName: "Inter-Regular.otf", subset: Self.subset, quality: 10) { encoder.encode(Self.subset) }
        #expect(encoder.calls == 1)
        #expect(made != Array("wOF2 not this one".utf8))

        // Cut off: every shorter prefix of the entry is refused.
        let entry = try #require(FileManager.default.contents(atPath: path)).map { $0 }
        #expect(FontCache.Entry.woff2(in: entry, subset: Self.subset, quality: 10) == made)
        for length in 0..<entry.count {
            #expect(FontCache.Entry.woff2(in: Array(entry.prefix(length)), subset: Self.subset, quality: 10) == nil)
        }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(entry.prefix(entry.count - 3))))
        let again = cache.woff2(publishedName: "Inter-Regular.otf", subset: Self.subset, quality: 10) { encoder.encode(Self.subset) }
        #expect(encoder.calls == 2 && again != nil)
        #expect(FontCache.Entry.woff2(in: try #require(FileManager.default.contents(atPath: path)).map { $0 },
                                      subset: Self.subset, quality: 10) == again)
    }

    @Test func eachFontKeepsItsMostRecentlyUsedEntries() throws {
        let folder = Self.temporaryFolder("font-cache")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = FontCache(folder: folder)
        let encoder = CountingEncoder()
        func subset(_ number: Int) -> [UInt8] { Self.subset + Array("\(number)".utf8) }
        _ = cache.woff2(publishedName: "JetBrainsMono-Regular.ttf", subset: subset(0), quality: 10) { encoder.encode(subset(0)) }
        let count = FontCache.entriesPerFont + 2
        for number in 0..<count {
            _ = cache.woff2(publishedName: "Inter-Regular.otf", subset: subset(number), quality: 10) { encoder.encode(subset(number)) }
            // Distinct modification times, so that "least recently used" is well defined.
            let path = cache.entryPath(publishedName: "Inter-Regular.otf", subset: subset(number), quality: 10)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(1_000_000 + number))],
                                                  ofItemAtPath: path)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.count { $0.hasPrefix("Inter-Regular-") } == FontCache.entriesPerFont)
        #expect(names.count { $0.hasPrefix("JetBrainsMono-Regular-") } == 1)
        // The first two went (the eviction runs as an entry is added, so the last one added
        // pushed out the oldest two).
        for number in 0..<count {
            let kept = FileManager.default.fileExists(
                atPath: cache.entryPath(publishedName: "Inter-Regular.otf", subset: subset(number), quality: 10))
            #expect(kept == (number >= 2), "entry \(number)")
        }
    }

    @Test func aCacheThatCannotBeWrittenStillGivesTheFont() throws {
        let file = Self.temporaryFolder("font-cache-file")
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(FileManager.default.createFile(atPath: file, contents: Data("a file, not a folder".utf8)))
        let cache = FontCache(folder: file + "/fonts")
        let encoder = CountingEncoder()
        let made = cache.woff2(publishedName: "Inter-Regular.otf", subset: Self.subset, quality: 10) { encoder.encode(Self.subset) }
        #expect(made == Array("wOF2".utf8) + Self.subset.map { $0 ^ 0x5A } + [1])
    }

    @Test func theFolderComesFromTheEnvironment() {
        #expect(FontCache.standard(environment: ["SITEGEN_CACHE_DIR": "/ci/cache", "HOME": "/home/a"])?.folder == "/ci/cache/fonts")
        #expect(FontCache.standard(environment: ["SITEGEN_CACHE_DIR": "", "HOME": "/home/a"]) == nil)
        #expect(FontCache.standard(environment: ["XDG_CACHE_HOME": "/xdg", "HOME": "/home/a"])?.folder == "/xdg/sitegen/fonts")
        // XDG's rule: a relative path is ignored.
        #expect(FontCache.standard(environment: ["XDG_CACHE_HOME": "xdg", "HOME": "/home/a"])?.folder == "/home/a/.cache/sitegen/fonts")
        #expect(FontCache.standard(environment: [:]) == nil)
    }

    /// A fixture site built three times: without a cache, with an empty one, with the one the
    /// second build filled. Same bytes in every file, and the third build encoded nothing
    /// (its entries were not rewritten).
    @Test func aBuildFromTheCacheEqualsOneWithout() throws {
        let work = Self.temporaryFolder("font-cache-build")
        defer { try? FileManager.default.removeItem(atPath: work) }
        func build(_ name: String, cache: FontCache?) throws -> String {
            var options = BuildOptions(siteRoot: Self.repositoryRoot + "/Tests/Fixtures/layout-zh")
            options.outputPath = work + "/" + name
            options.fontCache = cache
            // The process remembers the fonts it made (for the preview server): forgotten, so
            // that each build goes to the cache.
            FontSubsetter.forgetMadeFonts()
            _ = try SiteBuilder(options: options).build()
            return work + "/" + name
        }
        let cache = FontCache(folder: work + "/cache")
        let plain = try build("plain", cache: nil)
        let filled = try build("filled", cache: cache)
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.folder).sorted()
        #expect(entries.count >= 2, "\(entries)")
        func inode(_ name: String) throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: cache.folder + "/" + name)[.systemFileNumber] as? Int
        }
        let inodes = try entries.map(inode)
        let reused = try build("reused", cache: cache)
        #expect(try entries.map(inode) == inodes)
        for output in [filled, reused] {
            let files = FileManager.default.enumerator(atPath: plain)?.compactMap { $0 as? String }.sorted() ?? []
            #expect(files.contains { $0.hasSuffix(".woff2") })
            for file in files where !file.hasSuffix("/") {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: plain + "/" + file, isDirectory: &isFolder), !isFolder.boolValue
                else { continue }
                #expect(FileManager.default.contents(atPath: plain + "/" + file) == FileManager.default.contents(atPath: output + "/" + file),
                        "\(file)")
            }
        }
    }
}

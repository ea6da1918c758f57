import Foundation
import Testing
@testable import SitegenSearch

@Suite struct SearchIndexTests {
    static func build(_ pages: [SearchPage], shardBytes: Int = 12_000) -> SearchIndex {
        var builder = SearchIndexBuilder()
        builder.shardBytes = shardBytes
        return builder.build(batches: [builder.batch(pages)])
    }

    /// Chinese without spaces can be a word every character or two: a long text keeps its
    /// last words, whatever texts the segmenter read before.
    @Test func longTextWithoutSpacesKeepsEveryWord() {
        let text = String(repeating: "我们的", count: 400) + " end"
        let fresh = WordSegmenter(language: "zh-CN").words(in: text)
        let used = WordSegmenter(language: "zh-CN")
        _ = used.words(in: String(repeating: "数据库 ", count: 2_000))
        #expect(fresh.last == "end")
        #expect(fresh.count > 400)
        #expect(used.words(in: text) == fresh)
    }

    @Test func foldsCaseAndDiacritics() {
        #expect(WordSegmenter.fold("Café") == "cafe")
        #expect(WordSegmenter.fold("ÉCOLE") == "ecole")
        #expect(WordSegmenter.fold("Straße") == "straße")
        #expect(WordSegmenter.fold("ΣΟΦΊΑ") == "σοφια")
        #expect(WordSegmenter().words(in: "Crème BRÛLÉE, naïve café!") == ["creme", "brulee", "naive", "cafe"])
    }

    @Test func segmentsChineseJapaneseAndThaiByDictionary() {
        let segmenter = WordSegmenter()
        let chinese = segmenter.words(in: "我们使用分布式数据库系统。")
        #expect(chinese.count >= 4)
        #expect(chinese.contains("我们") && chinese.contains("系统"))
        // A word of the phrase, as a query, splits into words the phrase has.
        for query in ["数据库", "系统", "分布式"] {
            let words = segmenter.words(in: query)
            #expect(!words.isEmpty && words.allSatisfy(chinese.contains), "\(query) → \(words), phrase \(chinese)")
        }
        let japanese = segmenter.words(in: "東京都に住んでいます")
        #expect(japanese.contains("東京"))
        let thai = segmenter.words(in: "ภาษาไทยง่ายนิดเดียว")
        #expect(thai.contains("ภาษา"))
        #expect(thai.count >= 3)
    }

    @Test func skipsPunctuationAndOverlongWords() {
        let words = WordSegmenter().words(in: "a.b? (c) — " + String(repeating: "x", count: 200) + " end")
        #expect(words == ["a.b", "c", "end"])
    }

    @Test func findsEachSectionOfEachWord() throws {
        let pages = [
            SearchPage(url: "/a/", title: "Installing", sections: [
                SearchSection(id: nil, heading: "", text: "How to get it."),
                SearchSection(id: "linux", heading: "On Linux", text: "Use apt to install the package."),
            ]),
            SearchPage(url: "/b/", title: "Configuration", sections: [
                SearchSection(id: nil, heading: "", text: "The file sitegen.yml holds the package settings."),
            ]),
        ]
        let reader = try IndexReader(Self.build(pages))
        #expect(try reader.lookUp("package").map { [$0.page, $0.section] } == [[0, 1], [1, 0]])
        #expect(try reader.lookUp("linux").map { [$0.page, $0.section] } == [[0, 1]])
        #expect(try reader.lookUp("installing").map { [$0.page, $0.section] } == [[0, 0]])
        #expect(try reader.lookUp("absent").isEmpty)
    }

    @Test func ranksTitleOverHeadingOverBody() throws {
        let filler = "Some ordinary words fill this section so that lengths are alike."
        let pages = [
            SearchPage(url: "/body/", title: "First", sections: [SearchSection(id: nil, heading: "", text: "gadget " + filler)]),
            SearchPage(url: "/heading/", title: "Second", sections: [
                SearchSection(id: nil, heading: "", text: filler),
                SearchSection(id: "g", heading: "Gadget", text: filler),
            ]),
            SearchPage(url: "/title/", title: "Gadget", sections: [SearchSection(id: nil, heading: "", text: filler)]),
        ] + (0..<20).map { SearchPage(url: "/\($0)/", title: "Other \($0)", sections: [SearchSection(id: nil, heading: "", text: filler)]) }
        let hits = try IndexReader(Self.build(pages)).lookUp("gadget")
        let byPage = Dictionary(uniqueKeysWithValues: hits.map { ($0.page, $0.score) })
        #expect(byPage[2]! > byPage[1]!)
        #expect(byPage[1]! > byPage[0]!)
        // A rare word outscores a common one in the same place.
        let common = try IndexReader(Self.build(pages)).lookUp("ordinary")
        #expect(common.allSatisfy { $0.score < byPage[0]! })
    }

    @Test func aTitleCountsWhateverTheLengthOfTheTextUnderIt() throws {
        let long = String(repeating: "plain words of a very long page ", count: 5_000)
        let pages = [
            SearchPage(url: "/long/", title: "Walrus", sections: [SearchSection(id: nil, heading: "", text: long)]),
            SearchPage(url: "/short/", title: "Short", sections: [SearchSection(id: nil, heading: "", text: "a walrus here")]),
        ] + (0..<20).map { SearchPage(url: "/\($0)/", title: "Other", sections: [SearchSection(id: nil, heading: "", text: "text")]) }
        let hits = try IndexReader(Self.build(pages)).lookUp("walrus")
        #expect(hits.map(\.page) == [0, 1])
        #expect(hits[0].score > hits[1].score)
    }

    @Test func prefixesReachEveryWordAcrossShards() throws {
        let words = (0..<400).map { "term\(String($0, radix: 36))" }
        let pages = words.enumerated().map { index, word in
            SearchPage(url: "/\(index)/", title: "Page \(index)", sections: [SearchSection(id: nil, heading: "", text: "\(word) zebra\(index)")])
        }
        let reader = try IndexReader(Self.build(pages, shardBytes: 800))
        #expect(reader.firstWords.count > 10)
        let found = try reader.words(startingWith: "term1")
        #expect(Set(found) == Set(words.filter { $0.hasPrefix("term1") }))
        // One exact word opens one shard.
        let before = reader.openedShards.count
        #expect(try reader.lookUp("zebra77").map(\.page) == [77])
        #expect(reader.openedShards.count == before + 1)
    }

    @Test func shardsStayWithinTheirSizeAndCoverSortedRanges() throws {
        let pages = (0..<300).map { index in
            SearchPage(url: "/\(index)/", title: "Page \(index)", sections: [
                SearchSection(id: nil, heading: "", text: "common words everywhere unique\(index) café\(index)"),
            ])
        }
        let index = Self.build(pages, shardBytes: 2_000)
        let reader = try IndexReader(index)
        var previous: String?
        for number in reader.firstWords.indices {
            let entries = try reader.entries(ofShard: number)
            #expect(index.file("s/\(number).json")!.count <= 2_000 + 8_000)
            #expect(entries.first?.word == reader.firstWords[number])
            for entry in entries {
                if let previous { #expect(previous.utf16.lexicographicallyPrecedes(entry.word.utf16)) }
                previous = entry.word
            }
        }
        #expect(try reader.lookUp("cafe42").map(\.page) == [42])
    }

    @Test func keepsTheBestSectionsOfAWordEverywhere() throws {
        let pages = (0..<50).map { index in
            SearchPage(url: "/\(index)/", title: index == 7 ? "Common" : "Page \(index)", sections: [
                SearchSection(id: nil, heading: "", text: "common text"),
            ])
        }
        var builder = SearchIndexBuilder()
        builder.maximumSectionsPerWord = 10
        let index = builder.build(batches: [builder.batch(pages)])
        let hits = try IndexReader(index).lookUp("common")
        #expect(hits.count == 10)
        #expect(hits.contains { $0.page == 7 })
    }

    /// The best sections of a common word are those a sort by score (earlier sections first on
    /// equal scores) puts first, kept in page order.
    @Test func theBestSectionsAreThoseASortByScoreKeeps() {
        var random = SystemRandomNumberGenerator()
        for trial in 0 ..< 200 {
            let count = Int.random(in: 2 ... 300, using: &random)
            let list = (0 ..< count).map { index in
                SearchIndexBuilder.Posting(page: Int32(index / 3), section: Int32(index % 3),
                                           score: Int32.random(in: 0 ... (trial % 2 == 0 ? 5 : 10_000), using: &random))
            }
            let limit = Int.random(in: 1 ..< count, using: &random)
            let sorted = list.sorted { ($0.score, $1.page, $1.section) > ($1.score, $0.page, $0.section) }.prefix(limit)
            let expected = sorted.sorted { ($0.page, $0.section) < ($1.page, $1.section) }
            let best = SearchIndexBuilder.best(list, limit: limit)
            #expect(best.map { [$0.page, $0.section, $0.score] } == expected.map { [$0.page, $0.section, $0.score] })
        }
    }

    @Test func smallPagesShareFilesFiledInFoldersOfAHundredThatTheManifestNames() throws {
        let pages = (0..<2_500).map { SearchPage(url: "/\($0)/", title: "Page \($0)", sections: [
            SearchSection(id: nil, heading: "", text: "text of page \($0)"),
        ]) }
        let index = Self.build(pages)
        let reader = try IndexReader(index)
        #expect(reader.pagesPerFile == SearchIndexBuilder.maximumPagesPerFile)
        #expect(reader.filesPerFolder == SearchIndex.filesPerFolder)
        let pageFiles = index.files.map(\.path).filter { $0.hasPrefix("p/") }
        let fileCount = (2_500 + reader.pagesPerFile - 1) / reader.pagesPerFile
        #expect(pageFiles.count == fileCount)
        #expect(Set(pageFiles.map { $0.split(separator: "/")[1] }).count == (fileCount + 99) / 100)
        for number in [0, 7, 8, 99, 100, 801, 2_499] {
            #expect(try reader.page(number)["u"] as? String == "/\(number)/")
        }
    }

    /// A page with long sections has a file of its own: the file a result is fetched from
    /// stays about the size of its page.
    @Test func largePagesKeepAFileEach() throws {
        let text = (0..<400).map { "word\($0)" }.joined(separator: " ")
        let pages = (0..<30).map { SearchPage(url: "/\($0)/", title: "Page \($0)", sections: [
            SearchSection(id: nil, heading: "", text: text),
        ] + (1...5).map { SearchSection(id: "s\($0)", heading: "Section \($0)", text: text) }) }
        let index = Self.build(pages)
        let reader = try IndexReader(index)
        #expect(reader.pagesPerFile == 1)
        #expect(index.files.filter { $0.path.hasPrefix("p/") }.count == 30)
        #expect(try reader.page(29)["u"] as? String == "/29/")
    }

    /// Pages' files taken out of each batch as it is read, with how many pages share a file
    /// reckoned from every page's size first, are those `build` writes, and `build` then
    /// leaves them out.
    @Test func takenPageFilesAreThoseTheIndexHolds() {
        let pages = (0..<300).map { index in
            SearchPage(url: "/\(index)/", title: "Page \(index)", sections: [
                SearchSection(id: nil, heading: "", text: String(repeating: "text \(index) ", count: index % 40)),
            ])
        }
        let builder = SearchIndexBuilder()
        let perFile = builder.pagesPerFile(sizes: pages.map(builder.pageFileSize))
        #expect(perFile > 1)
        let cut = 150 / perFile * perFile
        let whole = builder.build(batches: [builder.batch(pages[..<cut]), builder.batch(pages[cut...])]).files
        var first = builder.batch(pages[..<cut]), second = builder.batch(pages[cut...])
        let taken = Array(builder.takePageFiles(from: &second, firstPage: cut, pagesPerFile: perFile))
            + Array(builder.takePageFiles(from: &first, firstPage: 0, pagesPerFile: perFile))
        let rest = builder.build(batches: [first, second]).files
        #expect(rest.filter { $0.path.hasPrefix("p/") }.isEmpty)
        #expect((rest + taken).map(\.path).sorted() == whole.map(\.path).sorted())
        let byPath = Dictionary(uniqueKeysWithValues: whole.map { ($0.path, $0.bytes) })
        #expect((rest + taken).allSatisfy { byPath[$0.path] == $0.bytes })
    }

    @Test func pageFilesHoldSectionsForExcerpts() throws {
        let page = SearchPage(url: "/p/", title: "Title \"quoted\"", sections: [
            SearchSection(id: nil, heading: "", text: "Intro."),
            SearchSection(id: "big", heading: "Big", text: String(repeating: "word ", count: 10_000)),
        ])
        let index = Self.build([page])
        let json = try IndexReader(index).page(0)
        #expect(json["u"] as? String == "/p/")
        #expect(json["t"] as? String == "Title \"quoted\"")
        let sections = json["s"] as! [[String]]
        #expect(sections.map(\.first) == ["", "big"])
        #expect(sections[1][2].count <= SearchIndexBuilder().excerptCharacters + 1)
    }

    @Test func sameInputSameBytes() {
        let pages = (0..<200).map { index in
            SearchPage(url: "/\(index)/", title: "页面 \(index)", tags: ["tag\(index % 7)"], sections: [
                SearchSection(id: nil, heading: "", text: "数据库系统 shared words \(index) Ünïcode"),
                SearchSection(id: "s", heading: "Section", text: "more text \(index * 7)"),
            ])
        }
        let first = Self.build(pages, shardBytes: 1_500).files
        let second = Self.build(pages, shardBytes: 1_500).files
        #expect(first.map(\.path) == second.map(\.path))
        #expect(first.map(\.bytes) == second.map(\.bytes))
    }

    /// Batches are read on separate threads, each numbering its words its own way: however
    /// the pages are split into them, the index is the same, byte for byte.
    @Test(arguments: [1, 2, 7, 64, 199])
    func anySplitIntoBatchesGivesTheSameBytes(batchSize: Int) {
        let pages = (0..<200).map { index in
            SearchPage(url: "/\(index)/", title: "Page \(index) Été", tags: ["tag\(index % 5)"], sections: [
                SearchSection(id: nil, heading: "", text: "数据库系统 word\(index % 13) shared words \(index)"),
                SearchSection(id: "s", heading: "Section \(index % 3)", text: "more text word\(index % 11) café"),
            ])
        }
        var builder = SearchIndexBuilder()
        builder.shardBytes = 1_500
        let whole = builder.build(batches: [builder.batch(pages)]).files
        let batches = stride(from: 0, to: pages.count, by: batchSize).map {
            builder.batch(pages[$0 ..< min($0 + batchSize, pages.count)])
        }
        let split = builder.build(batches: batches).files
        #expect(split.map(\.path) == whole.map(\.path))
        #expect(split.map(\.bytes) == whole.map(\.bytes))
    }

    @Test func emptyAndHugeInputsBuild() throws {
        let huge = String(repeating: "lorem ipsum dolor sit amet 数据 ", count: 200_000)
        let pages = [
            SearchPage(url: "/empty/", title: "", sections: []),
            SearchPage(url: "/blank/", title: "Blank", sections: [SearchSection(id: nil, heading: "", text: "")]),
            SearchPage(url: "/huge/", title: "Huge", sections: [SearchSection(id: nil, heading: "", text: huge)]),
        ]
        let index = Self.build(pages)
        let reader = try IndexReader(index)
        #expect(try reader.lookUp("lorem").map(\.page) == [2])
        #expect(index.file(SearchIndex.pageFilePath(0)) != nil)
        #expect(try reader.lookUp("blank").map(\.page) == [1])
    }
}

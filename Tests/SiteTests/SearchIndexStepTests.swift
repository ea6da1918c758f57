import Foundation
import Testing
import SitegenSearch
@testable import SitegenSite

/// The search index a build writes beside the pages, and the theme's button that reads it.
@Suite struct SearchIndexStepTests {
    static func json(_ path: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Page `number` of the index in `folder`, from the file the manifest says holds it;
    /// nil past the last page.
    static func page(_ number: Int, inIndex folder: String) throws -> [String: Any]? {
        let manifest = try json(folder + "/index.json") as! [String: Any]
        guard number < manifest["pages"] as! Int else { return nil }
        let perFile = manifest["pagesPerFile"] as! Int
        let file = number / perFile
        let pages = try json(folder + "/" + SearchIndex.pageFilePath(file)) as! [[String: Any]]
        return pages[number % perFile]
    }

    @Test func aBuildWritesTheIndexOfEverySectionAndPagesLinkToIt() throws {
        let site = try PreviewSite(fixture: "basic")
        let output = site.outputPath
        let manifest = try Self.json(output + "/search/index.json") as! [String: Any]
        #expect(manifest["version"] as? Int == SearchIndex.formatVersion)
        let shards = manifest["shards"] as! [String]
        #expect(!shards.isEmpty)
        // "duplicate" is in the second "Steps" section of /docs/install/ only.
        var found: [Int] = []
        for number in shards.indices {
            let entries = try Self.json(output + "/search/s/\(number).json") as! [[Any]]
            if let entry = entries.first(where: { $0[0] as? String == "duplicate" }) { found = entry[1] as! [Int] }
        }
        #expect(found.count == 3)
        let page = try #require(try Self.page(found[0], inIndex: output + "/search"))
        #expect(page["u"] as? String == "/docs/install/")
        let sections = page["s"] as! [[String]]
        #expect(sections[found[1]][1] == "Steps")
        #expect(sections[found[1]][2].contains("duplicate title"))
        // The top of the page (its title, from the front matter), then each heading's section.
        #expect(sections.map(\.first) == ["", "installing-the-tool", "reqs", "steps", "steps-1"])
        #expect(sections[1][2].hasPrefix("Some text with bold, emphasis, strike and code."))
        let html = try String(contentsOfFile: output + "/docs/install/index.html", encoding: .utf8)
        #expect(html.contains("id=\"sg-search-button\""))
        #expect(html.contains("data-index=\"/search/index.json\""))
        #expect(html.range(of: "data-script=\"/assets/search\\.[0-9a-f]{8}\\.js\"", options: .regularExpression) != nil)
    }

    @Test func eachLanguageOfASiteHasAnIndexOfItsOwnPages() throws {
        let site = try PreviewSite(fixture: "layout-languages")
        let output = site.outputPath
        let folders = ["en": "/search", "zh-CN": "/search/zh-cn", "ja": "/search/ja", "ko": "/search/ko"]
        for (language, folder) in folders {
            let manifest = try Self.json(output + folder + "/index.json") as! [String: Any]
            #expect(manifest["language"] as? String == language)
            // Every page of the index is in its language's part; every page of the part is in it.
            let prefix = folder == "/search" ? "/" : "/" + folder.dropFirst("/search/".count) + "/"
            var urls: [String] = []
            var number = 0
            while let page = try Self.page(number, inIndex: output + folder) {
                urls.append(page["u"] as! String)
                number += 1
            }
            #expect(!urls.isEmpty, "\(language)")
            let others = folders.values.filter { $0 != "/search" }.map { "/" + $0.dropFirst("/search/".count) + "/" }
            for url in urls {
                if folder == "/search" {
                    #expect(!others.contains { url.hasPrefix($0) }, "\(url) in the \(language) index")
                } else {
                    #expect(url.hasPrefix(prefix), "\(url) in the \(language) index")
                }
            }
            // Its pages' search button reads it.
            let html = try String(contentsOfFile: output + prefix + "guide/seasons/index.html", encoding: .utf8)
            #expect(html.contains("data-index=\"\(folder)/index.json\""), "\(language)")
        }
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func aPageFileThatCannotBeWrittenFailsTheStepAndNamesIt() throws {
        let site = try PlannedSite([
            "Content/index.md": "---\ntitle: Home\n---\n\nWelcome to the garden.\n",
            "Content/docs/roses.md": "---\ntitle: Roses\n---\n\n## Light\n\nRoses want six hours of sun.\n",
        ])
        let output = try StagedOutput(outputPath: site.root + "/public")
        // A file where the folder of the index's page files goes: only those files fail, as
        // the batch that read their pages writes them.
        try FileManager.default.createDirectory(atPath: output.stagingPath + "/search", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: output.stagingPath + "/search/p"))
        var pipeline = BuildPipeline(site.environment)
        let step = BuildSearchIndexStep(pages: site.plan.pages, config: site.config, output: output)
        #expect {
            _ = try pipeline.run(step)
        } throws: { error in
            let message = (error as? BuildFailure)?.diagnostics.description ?? ""
            return message.contains("cannot create the folder search/p/0") && message.contains(site.root + "/public")
        }
    }

    @Test func searchFalseWritesNoIndexAndNoButton() throws {
        let site = try PreviewSite(fixture: "basic")
        try site.write("sitegen.yml", try site.read("sitegen.yml") + "search: false\n")
        _ = try site.rebuild("sitegen.yml").get()
        #expect(!FileManager.default.fileExists(atPath: site.outputPath + "/search"))
        let html = try String(contentsOfFile: site.outputPath + "/docs/install/index.html", encoding: .utf8)
        #expect(!html.contains("sg-search-button"))
        let assets = try FileManager.default.contentsOfDirectory(atPath: site.outputPath + "/assets")
        #expect(!assets.contains { $0.hasPrefix("search.") })
        #expect(try site.differencesFromFullBuild() == [])
    }

    /// A site of `count` notes, the note numbered `changed` with `extra` in its text.
    static func notes(_ count: Int, changing changed: Int, adding extra: String) -> [String: String] {
        var files = ["sitegen.yml": "title: Notes\nbaseURL: https://notes.example/\n"]
        for number in 1 ... count {
            let words = number == changed ? "plain words and " + extra : "plain words"
            files["Content/notes/note-\(number).md"] = "---\ntitle: Note \(number)\n---\n\nNote \(number) has \(words).\n\n## Part\n\nMore of note \(number).\n"
        }
        return files
    }

    @Test func aRebuildReadsAgainOnlyTheBatchOfAChangedPageAndEqualsAReadingOfAll() throws {
        let before = try PlannedSite(Self.notes(90, changing: 47, adding: "nothing more"))
        let after = try PlannedSite(Self.notes(90, changing: 47, adding: "a quizzical zephyr"))
        func index(_ site: PlannedSite, _ step: BuildSearchIndexStep) throws -> BuildSearchIndexStep.Output {
            var pipeline = BuildPipeline(site.environment)
            return try pipeline.run(step)
        }
        let first = try index(before, BuildSearchIndexStep(pages: before.plan.pages, config: before.config, keepsReading: true))
        let batches = try #require(first.reading?.parts["search"]).batches.count
        #expect(batches > 2)
        #expect(first.batchesRead == batches)
        let changed = try after.page("/notes/note-47/").route
        let rebuilt = try index(after, BuildSearchIndexStep(pages: after.plan.pages, config: after.config, earlier: first.reading,
                                                            changed: [changed], keepsReading: true))
        let whole = try index(after, BuildSearchIndexStep(pages: after.plan.pages, config: after.config))
        #expect(rebuilt.batchesRead == 1)
        #expect(whole.batchesRead == batches)
        #expect(rebuilt.files.map(\.path) == whole.files.map(\.path))
        func bytes(_ output: BuildSearchIndexStep.Output) -> [String: [UInt8]] {
            var files: [String: [UInt8]] = [:]
            for file in output.files { if case .bytes(let bytes) = file.content { files[file.path] = bytes } }
            return files
        }
        /// The files of `one` that `other` does not have the same.
        func differences(_ one: BuildSearchIndexStep.Output, _ other: BuildSearchIndexStep.Output) -> [String] {
            let (one, other) = (bytes(one), bytes(other))
            return Set(one.keys).union(other.keys).filter { one[$0] != other[$0] }.sorted()
        }
        #expect(differences(rebuilt, whole) == [])
        #expect(!differences(first, whole).isEmpty)
        // The new word is there, as the reading of every page has it.
        #expect(bytes(rebuilt).contains { $0.key.hasPrefix("search/s/") && String(decoding: $0.value, as: UTF8.self).contains("\"zephyr\"") })
    }
}

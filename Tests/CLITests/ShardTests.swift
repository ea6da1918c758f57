import Foundation
import SitegenTestSupport
import Testing

/// Sharded builds: N processes each build one shard of the site into a part, and the merge of
/// the parts is the site one `sitegen build` writes, byte for byte.
@Suite struct ShardTests {
    /// A site of `count` pages over folders, tags, dates, links and Chinese text.
    func site(pages count: Int) throws -> TemporarySite {
        let site = try TemporarySite(fixture: "basic")
        for index in 0 ..< count {
            let folder = ["guide", "blog", "notes/deep", "archive"][index % 4]
            let date = index % 3 == 0 ? "date: 2026-\(String(format: "%02d", index % 12 + 1))-\(String(format: "%02d", index % 28 + 1))\n" : ""
            let chinese = index % 5 == 0 ? "\n\n中文段落\(index)：静态网站生成器把每一页的位置提前算好。" : ""
            let link = index > 0 ? "\n\nSee [the one before](/\(["guide", "blog", "notes/deep", "archive"][(index - 1) % 4])/page-\(index - 1)/)." : ""
            try site.write("Content/\(folder)/page-\(index).md", """
                ---
                title: Page \(index)
                \(date)tags: [t\(index % 9), shared]
                ---

                ## Part one

                Words of page \(index), with `code` and **bold** text to lay out.\(chinese)\(link)

                ## Part two

                - an item
                - another, numbered \(index * 7)

                """)
        }
        return site
    }

    func run(_ arguments: [String], in site: TemporarySite) throws -> SitegenProcess.Outcome {
        try SitegenProcess.run(arguments, in: site.root, environment: ["SITEGEN_CACHE_DIR": ""])
    }

    func buildParts(_ site: TemporarySite, count: Int, extra: [String] = []) throws -> [String] {
        try (1 ... count).map { index in
            let part = "parts/\(index)"
            let outcome = try run(["build", "--shard", "\(index)/\(count)", "--output", part] + extra, in: site)
            #expect(outcome.status == 0, "shard \(index): \(outcome.stderr)")
            #expect(outcome.stderr.contains("Shard \(index)/\(count): Built"), "\(outcome.stderr)")
            return part
        }
    }

    @Test func fourShardsMergeIntoTheBytesOfOneBuild() throws {
        let site = try site(pages: 1_000)
        #expect(try run(["build", "--output", "whole"], in: site).status == 0)
        let parts = try buildParts(site, count: 4)
        let merged = try run(["merge", "--output", "merged"] + parts, in: site)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stderr.contains("Merged 4 parts"), "\(merged.stderr)")
        let whole = TemporarySite.digest(site.root.appendingPathComponent("whole"))
        let joined = TemporarySite.digest(site.root.appendingPathComponent("merged"))
        #expect(whole.split(separator: "\n").count > 1_000)
        #expect(joined == whole)
        // Each part renders about a quarter of the pages.
        for part in parts {
            let pages = TemporarySite.digest(site.root.appendingPathComponent(part)).split(separator: "\n")
                .filter { $0.contains(".html ") }.count
            #expect((200 ... 360).contains(pages), "\(part): \(pages) pages")
        }
    }

    @Test func aLinkToAPageThatExistsNowhereFailsTheMergesCheck() throws {
        let site = try site(pages: 40)
        try site.write("Content/guide/broken.md", "---\ntitle: Broken\n---\n\nIntro.\n\nGo [nowhere](/guide/missing-page/).\n")
        let parts = try buildParts(site, count: 2)
        #expect(try run(["build", "--output", "merged"], in: site).status == 0)
        let before = TemporarySite.digest(site.root.appendingPathComponent("merged"))
        let merged = try run(["merge", "--check", "--output", "merged"] + parts, in: site)
        #expect(merged.status == 1)
        #expect(merged.stderr.contains("Content/guide/broken.md:7:4"), "\(merged.stderr)")
        #expect(TemporarySite.digest(site.root.appendingPathComponent("merged")) == before)
    }

    @Test func partsThatAreNotOneBuildAreRefused() throws {
        let site = try site(pages: 30)
        let parts = try buildParts(site, count: 3)
        #expect(try run(["merge", "--output", "merged"] + parts, in: site).status == 0)
        let before = TemporarySite.digest(site.root.appendingPathComponent("merged"))

        let missing = try run(["merge", "--output", "merged", parts[0], parts[2]], in: site)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("shard 2/3 is missing"), "\(missing.stderr)")

        let twice = try run(["merge", "--output", "merged", parts[0], parts[1], parts[1], parts[2]], in: site)
        #expect(twice.status == 1)
        #expect(twice.stderr.contains("shard 2/3 is given twice"), "\(twice.stderr)")

        let notAPart = try run(["merge", "--output", "merged", parts[0], parts[1], "Content"], in: site)
        #expect(notAPart.status == 1)
        #expect(notAPart.stderr.contains("is not a shard's part"), "\(notAPart.stderr)")

        // The sources changed after the parts were built: an older build's parts.
        try site.write("Content/guide/page-0.md", "---\ntitle: Changed\n---\n\nNew words.\n")
        let older = try run(["merge", "--output", "merged"] + parts, in: site)
        #expect(older.status == 1)
        #expect(older.stderr.contains("built from other sources or settings"), "\(older.stderr)")

        let drafts = try run(["merge", "--drafts", "--output", "merged"] + parts, in: site)
        #expect(drafts.status == 1)
        #expect(TemporarySite.digest(site.root.appendingPathComponent("merged")) == before)
    }

    @Test(arguments: ["0/4", "5/4", "1/0", "0/0", "x", "2", "1/2/3", "-1/2"])
    func aShardOutOfRangeIsAUsageError(shard: String) throws {
        let site = try TemporarySite(fixture: "basic")
        let outcome = try run(["build", "--shard", shard, "--output", "part"], in: site)
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("--shard needs K/N"), "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("part").path))
    }

    @Test func aMergeWithoutPartsIsAUsageError() throws {
        let site = try TemporarySite(fixture: "basic")
        let outcome = try run(["merge"], in: site)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("merge needs the parts"), "\(outcome.stderr)")
    }
}

import SitegenTestSupport
import Foundation
import Testing

@Suite struct InitCommandTests {
    @Test func starterSiteBuilds() throws {
        let site = try TemporarySite()
        let folder = site.root.appendingPathComponent("starter").path
        let created = try SitegenProcess.run(["init", folder])
        #expect(created.status == 0, "\(created.stderr)")
        let built = try SitegenProcess.run(["build", "--source", folder])
        #expect(built.status == 0, "\(built.stderr)")
        // 5 pages of content, the list of tags, the pages of its 2 tags, and 404.html.
        #expect(built.stderr.contains("Built 9 pages"), "\(built.stderr)")
        let home = try String(contentsOfFile: folder + "/public/index.html", encoding: .utf8)
        #expect(home.contains("My new site"))
        #expect(FileManager.default.fileExists(atPath: folder + "/public/docs/getting-started/index.html"))
        // No Templates/ folder: the default theme built into sitegen renders it.
        #expect(!FileManager.default.fileExists(atPath: folder + "/Templates"))
        let theme = try #require(HashedAssets.file(for: "theme.css", in: URL(fileURLWithPath: folder + "/public/assets")))
        #expect(home.contains("<link rel=\"stylesheet\" href=\"/assets/\(theme)\">"))
        #expect(FileManager.default.fileExists(atPath: folder + "/public/tags/news/index.html"))
    }

    @Test func refusesAFolderThatHasFiles() throws {
        let site = try TemporarySite()
        try site.write("keep.txt", "mine")
        let outcome = try SitegenProcess.run(["init", site.root.path])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("not an empty folder"))
        #expect(try site.read("keep.txt") == "mine")
    }
}

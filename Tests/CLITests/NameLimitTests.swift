import SitegenTestSupport
import Foundation
import Testing

/// Names and paths the output cannot hold are errors where they are written: a slug or tag at
/// its place in the front matter, a file or folder name at its file; a path over the system's
/// limit is called that, not a symlink loop.
@Suite struct NameLimitTests {
    static let long = String(repeating: "a", count: 300)

    func builtSite() throws -> (site: TemporarySite, output: String) {
        let site = try TemporarySite(fixture: "basic")
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        return (site, TemporarySite.digest(site.output))
    }

    @Test func aLongTagIsAnErrorAtEachPlaceItIsWritten() throws {
        let (site, before) = try builtSite()
        try site.write("Content/x.md", "---\ntitle: X\ntags:\n  - fine\n  - \(Self.long)\n---\n\nText.\n")
        try site.write("Content/y.md", "---\ntitle: Y\ntags: \(Self.long)\n---\n\nText.\n")
        try site.write("Content/z.md", "---\ntitle: Z\ntags: [fine, \"\(Self.long.uppercased())\"]\n---\n\nText.\n")
        let outcome = try SitegenProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        // Each page's message quotes the tag as that page spells it.
        for (location, spelling) in [("Content/x.md:5:5", "aaaa"), ("Content/y.md:3:7", "aaaa"), ("Content/z.md:3:14", "AAAA")] {
            #expect(outcome.stderr.contains("\(location): error: the tag '\(spelling)"), "\(location) in \(outcome.stderr)")
        }
        #expect(outcome.stderr.contains("300 bytes, over the file system's limit of 255 bytes"))
        #expect(!outcome.stderr.contains("public:"), "\(outcome.stderr)")
        #expect(TemporarySite.digest(site.output) == before)
    }

    @Test func aLongSlugIsAnErrorAtTheSlug() throws {
        let (site, before) = try builtSite()
        try site.write("Content/docs/x.md", "---\ntitle: X\nslug: \(Self.long)\n---\n\nText.\n")
        let outcome = try SitegenProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("Content/docs/x.md:3:7: error: the output name 'aaaa"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("300 bytes long"))
        #expect(TemporarySite.digest(site.output) == before)
    }

    /// `İ` is two bytes, and three in lower case (`i̇`), as URLs are published: a folder name that
    /// fits on disk can make one that does not. One error for the folder, at its first file.
    @Test func aNameThatGrowsInLowerCaseIsAnErrorOnce() throws {
        let (site, before) = try builtSite()
        let name = String(repeating: "İ", count: 120)
        try site.write("Content/\(name)/a.md", "# A\n")
        try site.write("Content/\(name)/b.md", "# B\n")
        try site.write("Content/\(name)/c.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        let outcome = try SitegenProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        let errors = outcome.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix("Content/\(name)/a.md:1:1: error: the output name") == true)
        #expect(errors.first?.contains("360 bytes long") == true)
        #expect(TemporarySite.digest(site.output) == before)
    }

    /// Folders nested below `parent` (with mkdirat: the path is longer than `mkdir` takes) until
    /// the path is at least `bytes` long; returns the nested path relative to `parent`.
    func nest(below parent: URL, toAtLeast bytes: Int) throws -> String {
        var fd = open(parent.path, O_RDONLY | O_DIRECTORY)
        var relative = ""
        let name = String(repeating: "d", count: 250)
        while parent.path.utf8.count + relative.utf8.count < bytes {
            #expect(mkdirat(fd, name, 0o755) == 0)
            let next = openat(fd, name, O_RDONLY | O_DIRECTORY)
            close(fd)
            fd = next
            relative += "/" + name
        }
        let file = openat(fd, "deep.md", O_WRONLY | O_CREAT, 0o644)
        _ = "# Deep\n".withCString { write(file, $0, 7) }
        close(file)
        close(fd)
        return String(relative.dropFirst())
    }

    /// `rm -rf` walks a tree of any depth; Foundation's removal stops at the path limit.
    func removeDeep(_ folder: URL) throws {
        let rm = try Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", folder.path])
        rm.waitUntilExit()
    }

    @Test func aSourcePathOverTheLimitIsCalledThat() throws {
        let (site, before) = try builtSite()
        let content = site.root.appendingPathComponent("Content/deep")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        _ = try nest(below: content, toAtLeast: 4200)
        defer { try? removeDeep(content) }
        let outcome = try SitegenProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("bytes long, over the system's limit of 4095 bytes"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("loop"), "\(outcome.stderr)")
        #expect(TemporarySite.digest(site.output) == before)
    }

    /// A page whose source path fits but whose output path (the output folder being deep) does not.
    @Test func anOutputPathOverTheLimitIsAnErrorAtThePage() throws {
        let site = try TemporarySite(fixture: "basic")
        let holder = site.root.deletingLastPathComponent().appendingPathComponent("out")
        try FileManager.default.createDirectory(at: holder, withIntermediateDirectories: true)
        let nested = try nest(below: holder, toAtLeast: 3800)
        defer { try? removeDeep(holder) }
        let name = String(repeating: "p", count: 250)
        try site.write("Content/\(name)/page.md", "# Page\n")
        let output = holder.path + "/" + nested + "/public"
        let outcome = try SitegenProcess.run(["build", "--output", output], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("Content/\(name)/page.md:1:1: error: the path of its output file"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("over the system's limit of 4095 bytes"))
    }
}

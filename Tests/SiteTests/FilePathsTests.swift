import SitegenTestSupport
import Foundation
import Testing
@testable import SitegenSite

@Suite struct FilePathsTests {
    /// A folder holding one of each kind of entry the content walk meets.
    func makeFolder() throws -> String {
        let folder = TestPaths.temporaryFolder("file-paths")
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try Data("# Page\n".utf8).write(to: URL(fileURLWithPath: folder + "/page.md"))
        try manager.createSymbolicLink(atPath: folder + "/link-to-page.md", withDestinationPath: "page.md")
        try manager.createSymbolicLink(atPath: folder + "/link-to-sub", withDestinationPath: "sub")
        try manager.createSymbolicLink(atPath: folder + "/broken", withDestinationPath: "nowhere")
        #expect(mkfifo(folder + "/pipe", 0o600) == 0)
        return folder
    }

    @Test func entriesSayWhatEachIsWithoutFollowingSymlinks() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let listed = try FilePaths.entries(of: folder).get()
        let kinds = Dictionary(uniqueKeysWithValues: listed.map { ($0.name, $0.kind) })
        #expect(kinds.count == 6)
        #expect(kinds["page.md"] == .file)
        #expect(kinds["sub"] == .directory)
        #expect(kinds["pipe"] == .other)
        for link in ["link-to-page.md", "link-to-sub", "broken"] {
            #expect(kinds[link] == .some(nil), "\(link) is a symlink")
        }
        // The listing agrees with `lstat` on every entry.
        for (name, kind) in listed {
            #expect(FilePaths.kindUnlessSymlink(of: folder + "/" + name) == kind, "\(name)")
        }
    }

    @Test func removingATreeRemovesEveryLevelAndNothingASymlinkPointsAt() throws {
        let manager = FileManager.default
        let outside = TestPaths.temporaryFolder("file-paths-outside")
        try manager.createDirectory(atPath: outside + "/kept", withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: outside + "/kept/file.txt"))
        defer { try? manager.removeItem(atPath: outside) }
        let tree = TestPaths.temporaryFolder("file-paths-tree")
        for folder in ["a/b/c/d", "a/e", "f"] {
            try manager.createDirectory(atPath: tree + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["top.txt", "a/one.txt", "a/b/two.txt", "a/b/c/d/four.txt", "f/five.txt"] {
            try Data(file.utf8).write(to: URL(fileURLWithPath: tree + "/" + file))
        }
        // Links at the first and second level, to a folder outside and to a file in it.
        try manager.createSymbolicLink(atPath: tree + "/out", withDestinationPath: outside + "/kept")
        try manager.createSymbolicLink(atPath: tree + "/a/out", withDestinationPath: outside + "/kept")
        try manager.createSymbolicLink(atPath: tree + "/a/b/file", withDestinationPath: outside + "/kept/file.txt")
        FilePaths.removeTree(tree)
        #expect(!FilePaths.exists(tree))
        #expect(try String(contentsOfFile: outside + "/kept/file.txt", encoding: .utf8) == "keep")
        // A missing folder is no error.
        FilePaths.removeTree(tree)
        #expect(!FilePaths.exists(tree))
    }

    @Test func aFolderThatCannotBeListedGivesTheReason() {
        let missing = TestPaths.temporaryFolder("file-paths-missing")
        switch FilePaths.entries(of: missing) {
        case .success: Issue.record("listed a folder that does not exist")
        case .failure(let error): #expect(error.reason == "No such file or directory")
        }
        #expect(FilePaths.kindUnlessSymlink(of: missing) == .missing)
    }
}

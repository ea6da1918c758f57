import Foundation
import Testing
@testable import SitegenSite

@Suite struct StagedOutputTests {
    func makeFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "sitegen-staged-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func commitSwapsTheWholeFolder() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try StagedOutput(outputPath: folder + "/public")
        try first.write(Array("one".utf8), to: "a/index.html")
        try first.write(Array("old".utf8), to: "stale.html")
        try first.commit()
        let second = try StagedOutput(outputPath: folder + "/public")
        try second.write(Array("two".utf8), to: "a/index.html")
        // Before the commit, the previous output is still whole.
        #expect(FileManager.default.contents(atPath: folder + "/public/a/index.html") == Data("one".utf8))
        try second.commit()
        #expect(FileManager.default.contents(atPath: folder + "/public/a/index.html") == Data("two".utf8))
        #expect(!FileManager.default.fileExists(atPath: folder + "/public/stale.html"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["public"])
    }

    @Test func aListOfFilesIsWrittenInRunsOfOneFolder() throws {
        #expect(StagedOutput.folderRuns(of: ["p/0/0.json", "p/0/1.json", "p/1/2.json", "p/0/3.json", "index.json", "s.json"])
            == [0..<2, 2..<3, 3..<4, 4..<6])
        #expect(StagedOutput.folderRuns(of: []).isEmpty)
        #expect(StagedOutput.folderRuns(of: ["a/1", "a/2", "a/3", "a/4", "a/5"], maximumRun: 2) == [0..<2, 2..<4, 4..<5])
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try StagedOutput(outputPath: folder + "/public")
        let files = (0..<250).map { OutputFile(path: "p/\($0 / 100)/\($0).json", content: .bytes(Array("\($0)".utf8))) }
        try output.write(files)
        try output.commit()
        for number in [0, 99, 100, 249] {
            #expect(FileManager.default.contents(atPath: folder + "/public/p/\(number / 100)/\(number).json") == Data("\(number)".utf8))
        }
    }

    @Test func discardKeepsThePreviousOutput() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try StagedOutput(outputPath: folder + "/public")
        try first.write(Array("one".utf8), to: "index.html")
        try first.commit()
        do {
            let second = try StagedOutput(outputPath: folder + "/public")
            try second.write(Array("two".utf8), to: "index.html")
            second.discard()
        }
        #expect(FileManager.default.contents(atPath: folder + "/public/index.html") == Data("one".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["public"])
    }

    @Test func leftoversOfDeadBuildsAreSwept() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A pid far above pid_max: no such process.
        let dead = folder + "/.public.staging-99999999-1"
        try FileManager.default.createDirectory(atPath: dead, withIntermediateDirectories: true)
        let output = try StagedOutput(outputPath: folder + "/public")
        #expect(!FileManager.default.fileExists(atPath: dead))
        output.discard()
    }

    @Test func refusesAFolderSitegenDidNotWrite() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/public", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/public/keep.txt"))
        #expect(throws: OutputError.self) { try StagedOutput(outputPath: folder + "/public") }
        #expect(FileManager.default.contents(atPath: folder + "/public/keep.txt") == Data("x".utf8))
    }

    @Test func changedFilesNameWhatDiffersFromTheCurrentOutput() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try StagedOutput(outputPath: folder + "/public")
        try first.write(Array("same".utf8), to: "same.html")
        try first.write(Array("old".utf8), to: "edited.html")
        try first.write(Array("gone".utf8), to: "removed/index.html")
        #expect(first.changedFiles() == ["edited.html", "removed/index.html", "same.html"])
        try first.commit()
        let second = try StagedOutput(outputPath: folder + "/public")
        try second.write(Array("same".utf8), to: "same.html")
        try second.write(Array("new".utf8), to: "edited.html")
        try second.write(Array("added".utf8), to: "added/index.html")
        #expect(second.changedFiles() == ["added/index.html", "edited.html", "removed/index.html"])
        second.discard()
    }
}

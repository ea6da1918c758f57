import Foundation
import Testing
import SitegenCore

/// Reading `sitegen.yml` from disk: whatever sits at that name gets a clear, located message.
@Suite struct ConfigFileTests {
    /// A fresh folder, removed when the test ends.
    final class Folder {
        let path = NSTemporaryDirectory() + "sitegen-config-\(UUID().uuidString)"
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func write(_ name: String, _ bytes: [UInt8]) throws {
            try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name))
        }
    }

    func loadError(_ folder: Folder) -> Diagnostic? {
        loadError(siteRoot: folder.path)
    }

    func loadError(siteRoot: String) -> Diagnostic? {
        do {
            _ = try SiteConfig.load(siteRoot: siteRoot)
            return nil
        } catch {
            return error.errors.first
        }
    }

    @Test func aFolderNamedLikeTheConfigIsSaidToBeOne() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(atPath: folder.path + "/sitegen.yml", withIntermediateDirectories: false)
        let error = try #require(loadError(folder))
        #expect(error.description == "sitegen.yml: error: sitegen.yml is a folder, not a file")
    }

    /// A named pipe is refused at once: reading it would wait for a writer forever.
    @Test func aNamedPipeIsRefusedWithoutWaiting() throws {
        let folder = try Folder()
        #expect(mkfifo(folder.path + "/sitegen.yml", 0o644) == 0)
        // Loaded on a thread of its own and waited for here, rather than under a time limit:
        // the limit also counted the time the test waited for one of the pool's threads,
        // which the suite's other tests can hold for minutes on a 2-core machine.
        let loaded = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var error: Diagnostic?
        let root = folder.path
        Thread {
            error = loadError(siteRoot: root)
            loaded.signal()
        }.start()
        try #require(loaded.wait(timeout: .now() + 30) == .success, "loading the config waited on the pipe")
        #expect(error?.message == "sitegen.yml is not a regular file")
        withExtendedLifetime(folder) {}
    }

    @Test func aBrokenSymlinkIsNotTakenForNoConfig() throws {
        let folder = try Folder()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/sitegen.yml", withDestinationPath: "missing.yml")
        #expect(try #require(loadError(folder)).message == "sitegen.yml cannot be read: is a broken symlink")
    }

    @Test func aBadByteIsAtItsLineAndColumn() throws {
        let folder = try Folder()
        try folder.write("sitegen.yml", Array("title: Tëst\nauthor: \"Zoë ".utf8) + [0xE9] + Array("\"\n".utf8))
        let error = try #require(loadError(folder))
        #expect(error.location == SitegenCore.SourceLocation(file: "sitegen.yml", line: 2, column: 14))
        #expect(error.message.contains("invalid UTF-8 (byte 0xE9)"))
    }

    @Test func aBadBaseURLIsAtItsValue() throws {
        let folder = try Folder()
        try folder.write("sitegen.yml", Array("title: T\nbaseURL: https://\n".utf8))
        #expect(try #require(loadError(folder)).description
                    == "sitegen.yml:2:10: error: baseURL 'https://' has no host after 'https://'")
    }

    @Test func aGoodFileLoads() throws {
        let folder = try Folder()
        try folder.write("sitegen.yaml", Array("title: Tëst\nbaseURL: https://example.org/docs\n".utf8))
        let config = try SiteConfig.load(siteRoot: folder.path)
        #expect(config.title == "Tëst")
        #expect(config.basePath == "/docs/")
    }
}

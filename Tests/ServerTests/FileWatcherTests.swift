import SitegenTestSupport
import Foundation
import Glibc
import Testing
@testable import SitegenServer

@Suite("File watcher")
struct FileWatcherTests {
    let sources: TemporaryFolder
    let recorder = ChangeRecorder()

    init() throws {
        sources = try TemporaryFolder("sitegen-watch")
        try sources.write("Content/index.md", "# Home")
        try sources.write("Content/docs/a.md", "# A")
        try sources.write("Templates/page.mustache", "{{content}}")
        try sources.write("site.yml", "title: x")
        try sources.write("public/index.html", "built output, never watched")
    }

    private func watcher(polling: Bool = false, quiet: Duration = .milliseconds(30),
                         maximum: Duration = .milliseconds(200)) -> FileWatcher {
        let recorder = self.recorder
        return FileWatcher(
            watching: [.folder(sources.subfolder("Content")), .folder(sources.subfolder("Templates")),
                       .file(sources.url.appendingPathComponent("site.yml"))],
            options: .init(quietPeriod: quiet, maximumDelay: maximum, pollingInterval: .milliseconds(100),
                           forcePolling: polling, log: { _ in }),
            onChange: { recorder.record($0) })
    }

    @Test func editedFileIsReported() throws {
        let watcher = watcher()
        watcher.start()
        defer { watcher.stop() }
        let path = try sources.write("Content/docs/a.md", "# A changed")
        #expect(recorder.wait { $0.paths.contains(path) })
        #expect(recorder.all == [.paths([path])])
    }

    @Test func renameOverSaveIsOneReportWithoutTemporaryNames() throws {
        let watcher = watcher()
        watcher.start()
        defer { watcher.stop() }
        // What Vim does: probe file, swap file, write a temporary, rename it over the original.
        let folder = sources.path + "/Content/docs"
        try sources.write("Content/docs/4913", "")
        unlink(folder + "/4913")
        try sources.write("Content/docs/.a.md.swp", "swap")
        try sources.write("Content/docs/a.md~", "# A")
        try sources.write("Content/docs/.a.md.tmp-save", "# A saved")
        #expect(rename(folder + "/.a.md.tmp-save", folder + "/a.md") == 0)
        unlink(folder + "/.a.md.swp")
        #expect(recorder.wait { !$0.all.isEmpty })
        usleep(150_000)
        let reported = recorder.paths
        #expect(reported.contains(folder + "/a.md"))
        #expect(!reported.contains { $0.hasSuffix(".swp") || $0.hasSuffix("~") || $0.hasSuffix("4913") })
        #expect(recorder.all.count == 1)
    }

    @Test func newSubfolderWithANewFileIsReportedAndThenWatched() throws {
        let watcher = watcher()
        watcher.start()
        defer { watcher.stop() }
        let first = try sources.write("Content/guides/deep/er/new.md", "# New")
        #expect(recorder.wait { $0.paths.contains(first) })
        let second = try sources.write("Content/guides/deep/er/later.md", "# Later")
        #expect(recorder.wait { $0.paths.contains(second) })
    }

    @Test func deletedAndRecreatedFilesAreReported() throws {
        let watcher = watcher()
        watcher.start()
        defer { watcher.stop() }
        let path = sources.path + "/Content/index.md"
        #expect(unlink(path) == 0)
        #expect(recorder.wait { $0.paths.contains(path) })
        let reports = recorder.all.count
        try sources.write("Content/index.md", "# Home again")
        #expect(recorder.wait { $0.all.count > reports })
        #expect(recorder.all.last == .paths([path]))
    }

    @Test func deletedAndRecreatedFolderIsWatchedAgain() throws {
        let watcher = watcher()
        watcher.start()
        defer { watcher.stop() }
        try FileManager.default.removeItem(atPath: sources.path + "/Content/docs")
        #expect(recorder.wait { $0.paths.contains(sources.path + "/Content/docs/a.md") })
        let path = try sources.write("Content/docs/b.md", "# B")
        #expect(recorder.wait { $0.paths.contains(path) })
        let again = try sources.write("Content/docs/b.md", "# B2")
        let count = recorder.all.count
        #expect(recorder.wait { $0.all.count > count && $0.paths.contains(again) })
    }

    @Test func aLinkedFolderIsWatchedWhereItLeads() throws {
        // As the build reads them: a link inside Content/ to a folder elsewhere in the site.
        try sources.write("Shared/part.md", "# Part")
        #expect(symlink(sources.path + "/Shared", sources.path + "/Content/shared") == 0)
        let watcher = watcher()
        watcher.start()
        defer { watcher.stop() }
        let real = (try sources.write("Shared/part.md", "# Part changed") as NSString).resolvingSymlinksInPath
        #expect(recorder.wait { $0.paths.contains(real) })
        // A link made while watching, and a loop of links back to Content/, which ends.
        try sources.write("Elsewhere/b.md", "# B")
        #expect(symlink(sources.path + "/Elsewhere", sources.path + "/Content/docs/elsewhere") == 0)
        #expect(symlink(sources.path + "/Content", sources.path + "/Elsewhere/loop") == 0)
        #expect(recorder.wait { $0.paths.contains(sources.path + "/Content/docs/elsewhere") })
        usleep(300_000)
        let count = recorder.all.count
        let later = (try sources.write("Elsewhere/b.md", "# B changed") as NSString).resolvingSymlinksInPath
        #expect(recorder.wait { $0.all.count > count })
        #expect(recorder.all.last == .paths([later]))
    }

    @Test func configFileIsWatchedAloneNotItsFolder() throws {
        let watcher = watcher()
        watcher.start()
        defer { watcher.stop() }
        try sources.write("public/index.html", "rebuilt output")
        try sources.write("notes.txt", "not watched")
        let config = try sources.write("site.yml", "title: y")
        #expect(recorder.wait { $0.paths.contains(config) })
        #expect(recorder.paths == [config])
    }

    @Test func burstOfManyFilesIsCoalescedAndComplete() throws {
        let watcher = watcher()
        watcher.start()
        defer { watcher.stop() }
        // Like a `git checkout`: new folders, then many files written in quick succession.
        var written: Set<String> = []
        for folder in 0..<20 {
            #expect(mkdir(sources.path + "/Content/bulk-\(folder)", 0o755) == 0)
        }
        for index in 0..<500 {
            let path = sources.path + "/Content/bulk-\(index % 20)/page-\(index).md"
            let descriptor = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644)
            #expect(write(descriptor, "# page", 6) == 6)
            close(descriptor)
            written.insert(path)
        }
        #expect(recorder.wait(timeout: 5) { written.isSubset(of: $0.paths) || $0.sawEverything })
        // One report per 200 ms of continuous activity at most, never one per file.
        #expect(recorder.all.count < 20)
    }

    @Test func queueOverflowReportsEverythingOnce() throws {
        let gate = DispatchSemaphore(value: 0)
        recorder.gate.withLock { $0 = gate }
        let watcher = watcher()
        watcher.start()
        defer { watcher.stop() }
        try sources.write("Content/first.md", "# First")
        #expect(recorder.wait { !$0.all.isEmpty })
        // The watcher's thread is stuck in the callback; the kernel queue (16384 events) fills up.
        let limit = Int((try? String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 16_384
        // Each rename queues two events (moved from, moved to) in the watched Content folder.
        let original = sources.path + "/Content/index.md"
        let renamed = sources.path + "/Content/renamed.md"
        for _ in 0...(limit / 4 + 100) {
            #expect(rename(original, renamed) == 0)
            #expect(rename(renamed, original) == 0)
        }
        try sources.write("Content/flood/7/during.md", "x")
        recorder.gate.withLock { $0 = nil }
        gate.signal()
        #expect(recorder.wait(timeout: 5) { $0.sawEverything })
        #expect(recorder.all.filter { $0 == .everything }.count == 1)
        // Watching goes on afterwards, including folders created during the flood.
        let later = try sources.write("Content/flood/7/after.md", "x")
        #expect(recorder.wait { $0.paths.contains(later) })
    }

    @Test func pollingFallbackSeesEditsCreationsAndDeletions() throws {
        let watcher = watcher(polling: true)
        watcher.start()
        defer { watcher.stop() }
        #expect(watcher.isPolling)
        let edited = try sources.write("Content/docs/a.md", "# A, longer now")
        let created = try sources.write("Content/new/b.md", "# B")
        let deleted = sources.path + "/Content/index.md"
        unlink(deleted)
        #expect(recorder.wait { [edited, created, deleted].allSatisfy($0.paths.contains) })
        usleep(300_000)
        try sources.write("Content/docs/.a.md.swp", "swap")
        usleep(300_000)
        #expect(!recorder.paths.contains { $0.hasSuffix(".swp") })
    }

    @Test func temporaryFilesAloneCauseNoReport() throws {
        let watcher = watcher()
        watcher.start()
        defer { watcher.stop() }
        try sources.write("Content/docs/.a.md.swp", "swap")
        try sources.write("Content/docs/#a.md#", "autosave")
        try sources.write("Content/docs/a.md~", "backup")
        usleep(300_000)
        #expect(recorder.all.isEmpty)
    }

    @Test func stopReturnsPromptly() throws {
        let watcher = watcher()
        watcher.start()
        let started = ContinuousClock.now
        watcher.stop()
        #expect(started.duration(to: .now) < .milliseconds(500))
    }

    @Test func stopFromTheCallbackDoesNotWaitForItself() throws {
        let stopped = ChangeRecorder()
        let holder = WatcherHolder()
        let watcher = FileWatcher(
            watching: [.folder(sources.subfolder("Content"))], options: .init(log: { _ in }),
            onChange: { changes in
                holder.watcher?.stop()
                stopped.record(changes)
            })
        holder.watcher = watcher
        watcher.start()
        try sources.write("Content/index.md", "# changed")
        #expect(stopped.wait { !$0.all.isEmpty })
        try sources.write("Content/index.md", "# changed again")
        usleep(200_000)
        #expect(stopped.all.count == 1)
        watcher.stop()
    }

    @Test func finishedSaveIsReportedWithoutWaitingForTheQuietPeriod() throws {
        // Delays far longer than the wait below: only the settle delay can report in time.
        let watcher = watcher(quiet: .seconds(20), maximum: .seconds(20))
        watcher.start()
        defer { watcher.stop() }
        let folder = sources.path + "/Content/docs"
        // Vim's dance: probe file, backup by rename, write the new file, delete the backup.
        try sources.write("Content/docs/4913", "")
        unlink(folder + "/4913")
        #expect(rename(folder + "/a.md", folder + "/a.md~") == 0)
        let path = try sources.write("Content/docs/a.md", "# A saved by vim")
        unlink(folder + "/a.md~")
        #expect(recorder.wait(timeout: 5) { $0.paths.contains(path) })
        usleep(100_000)
        #expect(recorder.all == [.paths([path])])
    }

    @Test func deletionWaitsForTheQuietPeriodInCaseTheFileComesBack() throws {
        let watcher = watcher(quiet: .milliseconds(400))
        watcher.start()
        defer { watcher.stop() }
        let path = sources.path + "/Content/docs/a.md"
        #expect(unlink(path) == 0)
        usleep(100_000)
        try sources.write("Content/docs/a.md", "# A again")
        #expect(recorder.wait(timeout: 5) { !$0.all.isEmpty })
        usleep(100_000)
        #expect(recorder.all == [.paths([path])])
    }

    @Test(arguments: ["a.md~", "a.md___jb_old___"])
    func aFileRenamedToItsBackupIsWaitedForBeyondTheMaximumDelay(backup: String) throws {
        // The editor kept from running between its rename and its write for longer than the maximum delay.
        let watcher = watcher(maximum: .milliseconds(200))
        watcher.start()
        defer { watcher.stop() }
        let folder = sources.path + "/Content/docs"
        #expect(rename(folder + "/a.md", folder + "/" + backup) == 0)
        usleep(700_000)
        #expect(recorder.all.isEmpty, "reported before the file came back: \(recorder.all)")
        let path = try sources.write("Content/docs/a.md", "# A saved late")
        unlink(folder + "/" + backup)
        #expect(recorder.wait(timeout: 5) { $0.paths.contains(path) })
        usleep(300_000)
        #expect(recorder.all == [.paths([path])])
    }

    @Test func aFileRenamedToItsBackupAndNeverWrittenIsReportedAfterTheReplacementDelay() throws {
        let recorder = self.recorder
        let watcher = FileWatcher(
            watching: [.folder(sources.subfolder("Content"))],
            options: .init(maximumDelay: .milliseconds(100), replacementDelay: .milliseconds(600), log: { _ in }),
            onChange: { recorder.record($0) })
        watcher.start()
        defer { watcher.stop() }
        let path = sources.path + "/Content/docs/a.md"
        let start = ContinuousClock.now
        #expect(rename(path, path + "~") == 0)
        #expect(recorder.wait(timeout: 5) { !$0.all.isEmpty })
        let waited = start.duration(to: .now)
        #expect(recorder.all == [.paths([path])])
        #expect(waited >= .milliseconds(550), "reported after \(waited)")
    }

    @Test func mergingReports() {
        #expect(FileChanges.paths(["/b", "/a"]).merged(with: .paths(["/c", "/a"])) == .paths(["/a", "/b", "/c"]))
        #expect(FileChanges.paths(["/a"]).merged(with: .everything) == .everything)
    }
}

/// Lets a watcher's callback reach the watcher itself.
final class WatcherHolder: @unchecked Sendable {
    var watcher: FileWatcher?
}

@Suite("File watcher and editors' saves")
struct EditorSaveWatchTests {
    let sources: TemporaryFolder
    let recorder = ChangeRecorder()

    init() throws {
        sources = try TemporaryFolder("sitegen-watch-editors")
        try sources.write("Content/docs/a.md", "# A")
        try sources.write("site.yml", "title: x")
    }

    private func watcher(_ roots: [FileWatcher.WatchedPath]) -> FileWatcher {
        let recorder = self.recorder
        return FileWatcher(watching: roots, options: .init(pollingInterval: .seconds(30), log: { _ in }),
                           onChange: { recorder.record($0) })
    }

    @Test(arguments: EditorSave.allCases, [0, 0.05, 0.15])
    func aSaveIsOneReportOfTheFileAlone(editor: EditorSave, pause: Double) throws {
        let watcher = watcher([.folder(sources.subfolder("Content"))])
        watcher.start()
        defer { watcher.stop() }
        let path = sources.path + "/Content/docs/a.md"
        try editor.save("# A, saved by \(editor)", to: path, pause: pause)
        #expect(recorder.wait { !$0.all.isEmpty })
        usleep(400_000)
        #expect(recorder.all == [.paths([path])], "\(editor), pause \(pause) s")
    }

    @Test func aFolderMadeAfterTheStartIsWatchedAtOnce() throws {
        // As `sitegen serve` watches a site without Templates/: the config's folder is watched for its names.
        let watcher = watcher([.folder(sources.subfolder("Templates")), .file(sources.url.appendingPathComponent("site.yml"))])
        watcher.start()
        defer { watcher.stop() }
        let started = ContinuousClock.now
        let first = try sources.write("Templates/article.mustache", "{{title}}")
        // Retrying missing folders every 30 s would not see it in time: the folder's creation did.
        #expect(recorder.wait(timeout: 5) { $0.sawEverything || $0.paths.contains(first) })
        #expect(started.duration(to: .now) < .seconds(5))
        let count = recorder.all.count
        let second = try sources.write("Templates/article.mustache", "{{title}}!")
        #expect(recorder.wait { $0.all.count > count && $0.paths.contains(second) })
        // Deleted and made again: watched again.
        try FileManager.default.removeItem(atPath: sources.path + "/Templates")
        #expect(recorder.wait { $0.all.count > count + 1 })
        usleep(300_000)
        let removed = recorder.all.count
        let third = try sources.write("Templates/list.mustache", "{{title}}")
        #expect(recorder.wait(timeout: 5) { $0.all.count > removed && ($0.paths.contains(third) || $0.all.last == .everything) })
        usleep(300_000)
        let last = recorder.all.count
        let fourth = try sources.write("Templates/list.mustache", "{{title}}?")
        #expect(recorder.wait { $0.all.count > last && $0.paths.contains(fourth) })
    }
}

import Dispatch
import SitegenSearch
import Synchronization

/// Writes the index's files of pages, as each batch of pages is read, on a queue of its own:
/// creating a hundred thousand files waits on the file system more than it uses a core, and
/// the writes go on while the batches are read and while the index is built (on one core),
/// rather than hold every page's file until the index is done.
final class SearchPageFileWriter: Sendable {
    private let output: StagedOutput
    /// The index's folder below the output.
    private let folder: String
    private let queue = DispatchQueue(label: "sitegen.search-page-files")
    private let pending = DispatchGroup()
    private let failure = Mutex<OutputError?>(nil)

    init(output: StagedOutput, folder: String) {
        self.output = output
        self.folder = folder
    }

    /// Writes `files` after those given before; the first failure stops the writing.
    func write(_ files: SearchPageFiles) {
        queue.async(group: pending) { [self] in
            guard failure.withLock({ $0 == nil }) else { return }
            for file in files {
                do throws(OutputError) {
                    try output.write(file.bytes, to: folder + "/" + file.path)
                } catch {
                    failure.withLock { $0 = error }
                    return
                }
            }
        }
    }

    /// Waits until every file given is written; the first failure, if any.
    func finish() -> OutputError? {
        pending.wait()
        return failure.withLock { $0 }
    }
}

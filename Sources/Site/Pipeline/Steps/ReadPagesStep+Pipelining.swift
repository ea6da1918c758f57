import Foundation
import SitegenCore
import SitegenMarkdown
import Synchronization

extension ReadPagesStep {
    /// Files a core keeps read but for their inline parse before it waits for the lock.
    static let maximumWaiting = 4

    /// Every file of `sources` read and made a page, in order, on every core.
    ///
    /// cmark's inline parse holds a lock of the whole process (`CmarkTree`), and a core that
    /// finds it held would wait. Instead it reads its next file meanwhile, and parses the
    /// inlines of the files it holds, oldest first, as soon as the lock is free; it waits
    /// only when it holds `maximumWaiting` of them.
    ///
    /// With `release`, each page lets its document go as soon as it is made, so that the
    /// documents of a large site are never all held at once.
    static func readAll(
        _ sources: [ContentFile], options: MarkdownOptions, cache: BuildCache?, config: SiteConfig,
        release: DocumentRelease?, progress: ItemProgress
    ) -> [Result<(page: Page, warnings: [Diagnostic]), DiagnosticList>] {
        let count = sources.count
        let slots = UnsafeMutableBufferPointer<Result<(page: Page, warnings: [Diagnostic]), DiagnosticList>?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer { slots.deallocate() }
        nonisolated(unsafe) let results = slots
        let next = Atomic<Int>(0)
        let cores = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count))
        DispatchQueue.concurrentPerform(iterations: cores) { _ in
            // The page is made on the worker too: its summary (excerpt, word count) is work.
            func keep(_ result: Result<Document, DiagnosticList>, at index: Int, digest: Int = 0) {
                results[index] = result.map { document in
                    var made = page(sources[index], document: document, config: config)
                    if let release {
                        made.releaseDocument(keeping: DocumentExtract(of: document, title: made.title, digest: digest,
                                                                      keepsSearchText: release.keepsSearchText))
                    }
                    return (made, document.warnings)
                }
                progress.itemDone()
            }
            var waiting: [(index: Int, parsing: Parsing)] = []
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { break }
                switch start(sources[index], options: options, cache: cache) {
                case .done(let result): keep(result, at: index)
                case .parsing(let parsing): waiting.append((index, parsing))
                }
                while let first = waiting.first, first.parsing.pending.parseInlinesIfUnlocked() {
                    waiting.removeFirst()
                    keep(first.parsing.finish(cache: cache), at: first.index, digest: first.parsing.digest)
                }
                if waiting.count >= maximumWaiting {
                    let first = waiting.removeFirst()
                    keep(first.parsing.finish(cache: cache), at: first.index, digest: first.parsing.digest)
                }
            }
            for item in waiting { keep(item.parsing.finish(cache: cache), at: item.index, digest: item.parsing.digest) }
        }
        return (0..<count).map { results.moveElement(from: $0)! }
    }
}

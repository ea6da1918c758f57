import Dispatch
import Synchronization

/// Counts the items a parallel step has done and reports them as `BuildEvent.items`, about
/// ten times a second at most (and at the start and the end), from whichever core finishes one.
final class ItemProgress: Sendable {
    private let label: String
    private let total: Int
    private let progress: @Sendable (BuildEvent) -> Void
    private let done = Atomic<Int>(0)
    private let lastReport = Atomic<UInt64>(0)

    /// Reports that none of `total` is done yet.
    init(_ label: String, total: Int, progress: @escaping @Sendable (BuildEvent) -> Void) {
        (self.label, self.total, self.progress) = (label, total, progress)
        progress(.items(label, done: 0, total: total))
    }

    /// One more item done.
    func itemDone() {
        let count = done.wrappingAdd(1, ordering: .relaxed).newValue
        let now = DispatchTime.now().uptimeNanoseconds
        let last = lastReport.load(ordering: .relaxed)
        if now >= last + 100_000_000, lastReport.compareExchange(expected: last, desired: now, ordering: .relaxed).exchanged {
            progress(.items(label, done: count, total: total))
        }
    }

    /// Reports every item done.
    func finish() {
        progress(.items(label, done: total, total: total))
    }
}

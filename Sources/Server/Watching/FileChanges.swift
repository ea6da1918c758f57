/// What changed in the watched folders since the last report.
public enum FileChanges: Equatable, Sendable {
    /// These files changed, were created or were deleted (absolute paths, sorted).
    /// A folder that appeared is reported through the files inside it.
    case paths([String])
    /// Too much happened to list (event queue overflow, a watched folder moved or
    /// replaced, the switch to polling): rebuild everything.
    case everything

    /// Both reports merged: the paths of both, or everything when either is.
    public func merged(with other: FileChanges) -> FileChanges {
        switch (self, other) {
        case (.paths(let mine), .paths(let theirs)):
            return .paths(Array(Set(mine).union(theirs)).sorted())
        default:
            return .everything
        }
    }
}

/// Changes gathered since the first event of a burst, with the times that decide when to report them.
struct ChangeBatch {
    private(set) var paths: Set<String> = []
    private(set) var everything = false
    private(set) var firstEvent: ContinuousClock.Instant?
    private(set) var lastEvent: ContinuousClock.Instant?
    /// Whether the latest event finished writing a file (closed after writing, or renamed into
    /// place): the usual last step of an editor's save, after which little else follows.
    private(set) var endsWithFinishedFile = false

    var isEmpty: Bool { firstEvent == nil }

    /// Adds a changed file; `finished` when the event says its new content is complete.
    mutating func insert(_ path: String, finished: Bool = false) {
        paths.insert(path)
        endsWithFinishedFile = finished
        touch()
    }

    mutating func markEverything() {
        everything = true
        endsWithFinishedFile = false
        touch()
    }

    /// When the batch is due: after `settle` without events when the last one finished a
    /// file, after `quiet` otherwise, and at the latest `maximum` after its first event.
    func deadline(quiet: Duration, settle: Duration? = nil, maximum: Duration) -> ContinuousClock.Instant? {
        guard let firstEvent, let lastEvent else { return nil }
        let wait = endsWithFinishedFile ? min(settle ?? quiet, quiet) : quiet
        return min(lastEvent + wait, firstEvent + maximum)
    }

    /// The report, and an empty batch in its place.
    mutating func take() -> FileChanges {
        defer { self = ChangeBatch() }
        return everything ? .everything : .paths(paths.sorted())
    }

    private mutating func touch() {
        let now = ContinuousClock.now
        if firstEvent == nil { firstEvent = now }
        lastEvent = now
    }
}

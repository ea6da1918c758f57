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
    /// What the latest event did, which says how long to wait for more.
    private(set) var lastKind = Event.changed
    /// Files renamed to an editor's backup name and not yet back: the save that renamed them
    /// writes them again next, however long the writer is kept from running.
    private(set) var awaitingReplacement: Set<String> = []

    /// What an event did to a file.
    enum Event {
        /// Its new content is complete (closed after writing, or renamed into place): the
        /// usual last step of an editor's save, after which little else follows.
        case finished
        /// It was deleted or renamed away: in a save that writes a new file in its place
        /// (a backup made by renaming), the new file comes next.
        case removed
        case changed
    }

    var isEmpty: Bool { firstEvent == nil }

    /// Adds a changed file and what happened to it.
    mutating func insert(_ path: String, as event: Event = .changed) {
        paths.insert(path)
        lastKind = event
        if event == .finished { awaitingReplacement.remove(path) }
        touch()
    }

    /// Notes that a file was renamed to a backup name (an editor's save has begun): the batch
    /// waits for the file to be written again, up to the replacement delay.
    mutating func awaitReplacement(of path: String) {
        paths.insert(path)
        awaitingReplacement.insert(path)
        touch()
    }

    mutating func markEverything() {
        everything = true
        lastKind = .changed
        touch()
    }

    /// When the batch is due: after `settle` without events when the last one finished a
    /// file, at the latest moment when it removed one (so that a save replacing the file is
    /// one report, not a deletion and then a creation), after `quiet` otherwise, and at the
    /// latest `maximum` after its first event — unless a file renamed to a backup name is not
    /// back yet, which is waited for until `replacement` after the last event.
    func deadline(quiet: Duration, settle: Duration? = nil, maximum: Duration,
                  replacement: Duration) -> ContinuousClock.Instant? {
        guard let firstEvent, let lastEvent else { return nil }
        if !awaitingReplacement.isEmpty { return lastEvent + max(replacement, quiet) }
        let wait = switch lastKind {
        case .finished: min(settle ?? quiet, quiet)
        case .removed: max(quiet, maximum)
        case .changed: quiet
        }
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

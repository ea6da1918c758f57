import Foundation
import Glibc
import Synchronization

/// Watches source folders with inotify and reports changed files in coalesced batches.
///
/// Every folder of a watched tree has its own watch, including folders created later, and
/// folders a link inside the tree leads to (by their real path, as a build reads them).
/// Events are gathered until `quietPeriod` passes without one (or `maximumDelay` after
/// the first), so an editor's save (temp file, rename over the original) or a
/// `git checkout` of thousands of files becomes one report. When the latest event finished
/// a file (closed after writing, renamed into place: how a save ends), `settleDelay` is
/// waited instead, so that a save is reported within a few milliseconds. A file renamed to
/// its backup name (how some editors' saves begin) is waited for until it is written again,
/// up to `replacementDelay`. Editors' temporary and backup files are ignored, so their
/// comings and goings around a save do not count. Events that come within `quietPeriod` of
/// a report continue a burst and wait for quiet. If the kernel's event queue overflows, the
/// report is `.everything`. When inotify runs out of watches
/// (`fs.inotify.max_user_watches`), it says so once and falls back to polling.
///
/// Reports are delivered on the watcher's own thread; keep the callback short.
public final class FileWatcher: Sendable {
    /// Something to watch.
    public enum WatchedPath: Hashable, Sendable {
        /// A folder and everything below it.
        case folder(URL)
        /// One file (its folder is watched for that name only).
        case file(URL)
    }

    public struct Options: Sendable {
        /// Report once no event arrived for this long.
        public var quietPeriod: Duration
        /// Report once no event arrived for this long after one that finished writing a file.
        public var settleDelay: Duration
        /// Report at the latest this long after the first event of a burst.
        public var maximumDelay: Duration
        /// How long a file renamed to an editor's backup name (`name~`, `name___jb_old___`) is
        /// waited for to come back, beyond `maximumDelay`: the editor writes it next, but a busy
        /// machine can keep the editor from running for longer than the maximum delay.
        public var replacementDelay: Duration
        /// Scan interval when polling.
        public var pollingInterval: Duration
        /// Poll even when inotify works (for file systems without inotify events, such as some network mounts).
        public var forcePolling: Bool
        /// Where messages for the user go (the switch to polling); default: standard error.
        public var log: @Sendable (String) -> Void

        public init(
            quietPeriod: Duration = .milliseconds(30),
            settleDelay: Duration = .milliseconds(5),
            maximumDelay: Duration = .milliseconds(200),
            replacementDelay: Duration = .seconds(2),
            pollingInterval: Duration = .milliseconds(500),
            forcePolling: Bool = false,
            log: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        ) {
            self.quietPeriod = quietPeriod
            self.settleDelay = settleDelay
            self.maximumDelay = maximumDelay
            self.replacementDelay = replacementDelay
            self.pollingInterval = pollingInterval
            self.forcePolling = forcePolling
            self.log = log
        }
    }

    public let paths: [WatchedPath]
    public let options: Options
    private let onChange: @Sendable (FileChanges) -> Void
    /// A pipe: writing to `wakeWriter` interrupts the thread's `poll` so `stop` is immediate.
    private let wakeReader: Int32
    private let wakeWriter: Int32
    private struct State {
        var running = false
        var stopping = false
        var polling = false
        /// The watcher's thread, so `stop` called from the callback does not wait for itself.
        var thread: pthread_t?
        /// A `stop` call is waiting for the thread to end.
        var stopperWaits = false
    }

    private let state = Mutex(State())
    private let finished = DispatchSemaphore(value: 0)

    public init(watching paths: [WatchedPath], options: Options = Options(),
                onChange: @escaping @Sendable (FileChanges) -> Void) {
        self.paths = paths
        self.options = options
        self.onChange = onChange
        var pipeEnds: [Int32] = [-1, -1]
        if pipe(&pipeEnds) == 0 {
            for end in pipeEnds {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
        } else {
            pipeEnds = [-1, -1]
        }
        wakeReader = pipeEnds[0]
        wakeWriter = pipeEnds[1]
    }

    deinit {
        stop()
        if wakeReader >= 0 { close(wakeReader) }
        if wakeWriter >= 0 { close(wakeWriter) }
    }

    /// Sets up the watches (so a change made after this returns is seen) and starts the thread.
    public func start() {
        let alreadyRunning = state.withLock { state -> Bool in
            defer { state.running = true }
            return state.running
        }
        if alreadyRunning { return }
        let backend = makeBackend()
        state.withLock { $0.polling = backend.isPolling }
        let box = BackendBox(backend: backend)
        let thread = Thread { [self] in
            state.withLock { $0.thread = pthread_self() }
            run(box.backend)
            if wakeReader >= 0 {
                var byte: UInt8 = 0
                while read(wakeReader, &byte, 1) > 0 {}
            }
            let stopperWaits = state.withLock { state -> Bool in
                defer { state = State() }
                return state.stopperWaits
            }
            if stopperWaits { finished.signal() }
        }
        thread.name = "sitegen file watcher"
        thread.start()
    }

    /// Stops the thread; a batch being gathered is dropped. Called from the callback, it
    /// returns at once and the thread ends when the callback returns.
    public func stop() {
        let (wasRunning, fromCallback) = state.withLock { state -> (Bool, Bool) in
            guard state.running, !state.stopping else { return (false, false) }
            let fromCallback = state.thread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
            state.stopping = true
            state.stopperWaits = !fromCallback
            return (true, fromCallback)
        }
        guard wasRunning else { return }
        if wakeWriter >= 0 {
            var byte: UInt8 = 1
            _ = write(wakeWriter, &byte, 1)
        }
        if !fromCallback { finished.wait() }
    }

    /// True when inotify could not be used and the folders are scanned instead.
    public var isPolling: Bool { state.withLock { $0.polling } }

    // MARK: - The watcher thread

    private enum Backend {
        case inotify(InotifyWatchSet)
        case polling(PollingScanner)

        var isPolling: Bool {
            if case .polling = self { return true }
            return false
        }
    }

    /// Moves the backend onto the watcher thread, which is then its only user.
    private struct BackendBox: @unchecked Sendable {
        let backend: Backend
    }

    private func makeBackend() -> Backend {
        if options.forcePolling { return .polling(PollingScanner(roots: paths)) }
        do {
            return .inotify(try InotifyWatchSet(roots: paths))
        } catch {
            return fallBackToPolling(error)
        }
    }

    private func fallBackToPolling(_ failure: InotifyWatchSet.Failure) -> Backend {
        let interval = Double(options.pollingInterval.components.seconds)
            + Double(options.pollingInterval.components.attoseconds) / 1e18
        switch failure {
        case .limitReached:
            let limit = (try? String(contentsOfFile: "/proc/sys/fs/inotify/max_user_watches", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
            options.log("sitegen: the inotify watch limit is reached (fs.inotify.max_user_watches = \(limit)); "
                + "watching by polling every \(interval) s instead. To raise the limit: "
                + "sudo sysctl fs.inotify.max_user_watches=524288")
        case .unavailable(let code):
            options.log("sitegen: inotify is unavailable (\(String(cString: strerror(code)))); "
                + "watching by polling every \(interval) s instead")
        }
        state.withLock { $0.polling = true }
        return .polling(PollingScanner(roots: paths))
    }

    private func run(_ initial: Backend) {
        var backend = initial
        var batch = ChangeBatch()
        var nextScan = ContinuousClock.now + options.pollingInterval
        var lastReport: ContinuousClock.Instant?
        // A batch that starts within the quiet period of the last report continues a burst
        // (a checkout, a script writing files): it waits for quiet, so that a burst costs
        // two rebuilds at most, however slowly its files come.
        func deadline() -> ContinuousClock.Instant? {
            var settle: Duration? = options.settleDelay
            if let first = batch.firstEvent, let lastReport, first < lastReport + options.quietPeriod { settle = nil }
            return batch.deadline(quiet: options.quietPeriod, settle: settle, maximum: options.maximumDelay,
                                  replacement: options.replacementDelay)
        }
        while !state.withLock({ $0.stopping }) {
            let now = ContinuousClock.now
            var wakeAt = deadline()
            switch backend {
            case .polling:
                wakeAt = min(wakeAt ?? nextScan, nextScan)
            case .inotify(let watches):
                if !watches.missingRoots.isEmpty { wakeAt = min(wakeAt ?? nextScan, nextScan) }
            }
            var timeout = wakeAt.map { Self.milliseconds(until: $0, from: now) } ?? -1
            if wakeReader < 0 { timeout = timeout < 0 ? 100 : min(timeout, 100) }

            var descriptors = [pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0)]
            if case .inotify(let watches) = backend {
                descriptors.append(pollfd(fd: watches.descriptor, events: Int16(POLLIN), revents: 0))
            }
            _ = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if descriptors[0].revents != 0 { break }

            do {
                switch backend {
                case .inotify(let watches):
                    if descriptors[1].revents != 0 { try watches.readEvents(into: &batch) }
                    if !watches.missingRoots.isEmpty, ContinuousClock.now >= nextScan {
                        try watches.retryMissingRoots(into: &batch)
                        nextScan = ContinuousClock.now + options.pollingInterval
                    }
                case .polling(let scanner):
                    if ContinuousClock.now >= nextScan {
                        scanner.scan(into: &batch)
                        nextScan = ContinuousClock.now + options.pollingInterval
                    }
                }
            } catch {
                backend = fallBackToPolling(error)
                batch.markEverything()  // events may have been missed during the switch
            }

            if let due = deadline(), ContinuousClock.now >= due {
                onChange(batch.take())
                lastReport = ContinuousClock.now
            }
        }
    }

    private static func milliseconds(until instant: ContinuousClock.Instant, from now: ContinuousClock.Instant) -> Int32 {
        let remaining = now.duration(to: instant)
        if remaining <= .zero { return 0 }
        let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
        return Int32(clamping: milliseconds + 1)
    }
}

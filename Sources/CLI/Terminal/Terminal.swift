import Foundation

/// Where the CLI writes: stdout for results, stderr for messages and progress.
///
/// One instance per process; tests run the real binary and read its streams.
public final class Terminal: @unchecked Sendable {
    /// True when stderr is an interactive terminal: only then is a live progress line drawn.
    public let isInteractive: Bool
    /// True inside GitHub Actions, where diagnostics are also printed as `::error` annotations.
    public let isGitHubActions: Bool
    /// How much of the diagnostics and the progress is shown (the command's `LogOptions`).
    public var verbosity = DiagnosticPrinter.Verbosity.summed
    private let lock = NSLock()
    private var progressVisible = false
    /// Set by `lastMessage`: the process is exiting, and nothing may be printed after its word.
    private var isClosed = false

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        isInteractive = isatty(STDERR_FILENO) == 1 && environment["TERM"] != "dumb"
        isGitHubActions = environment["GITHUB_ACTIONS"] == "true"
    }

    public func output(_ text: String) {
        lock.withLock {
            guard !isClosed else { return }
            clearProgressLocked()
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }

    public func message(_ text: String) {
        lock.withLock { writeLineLocked(text) }
    }

    /// The process's last word (a signal handler's, which exits next): whatever another thread
    /// would print from now on, a build's summary included, is dropped, so that it stays last.
    public func lastMessage(_ text: String) {
        lock.withLock {
            writeLineLocked(text)
            isClosed = true
        }
    }

    /// Writes `text` as one line of stderr, over the progress line, unless the terminal is closed.
    private func writeLineLocked(_ text: String) {
        guard !isClosed else { return }
        clearProgressLocked()
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Redraws the one-line progress display; does nothing when stderr is not a terminal.
    public func progress(_ text: String) {
        guard isInteractive, verbosity != .errorsOnly else { return }
        lock.withLock {
            guard !isClosed else { return }
            FileHandle.standardError.write(Data("\r\u{1B}[2K\(text)".utf8))
            progressVisible = true
        }
    }

    /// A line worth printing unless the command is asked to be quiet (a summary, timings).
    public func note(_ text: String) {
        if verbosity != .errorsOnly { message(text) }
    }

    public func clearProgress() {
        lock.withLock { clearProgressLocked() }
    }

    private func clearProgressLocked() {
        if progressVisible {
            FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
            progressVisible = false
        }
    }
}

/// What a read of a remote file's first bytes gave: those bytes, or why there are none.
public enum RemoteHead: Sendable, Equatable {
    /// The file's first bytes: all of them for a small file, else at least what was asked.
    case bytes([UInt8])
    /// The server could not be reached or gave no file; the reason is for a warning.
    case failed(RemoteReadFailure)
}

/// Why a remote file could not be read, in words for a warning.
public struct RemoteReadFailure: Error, Sendable, Equatable {
    public var reason: String
    /// Whether the server itself did not answer (no connection, no name, no answer in time):
    /// its other files are not asked for again in the same read.
    public var serverDidNotAnswer: Bool

    public init(_ reason: String, serverDidNotAnswer: Bool = false) {
        self.reason = reason
        self.serverDidNotAnswer = serverDidNotAnswer
    }
}

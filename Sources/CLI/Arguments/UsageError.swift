/// The command line itself is wrong: exit status 2, with a pointer to `--help`.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    public var message: String
    /// The command whose help the message points to (`sitegen build`).
    public var command: String

    public init(_ message: String, command: String = "sitegen") {
        self.message = message
        self.command = command
    }

    public var description: String { message }
}

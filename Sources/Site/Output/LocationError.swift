/// A folder the command line names that sitegen will not use: a site folder that does not
/// exist, or an output that is `/`, the home folder, or overlaps what the build reads. A
/// mistake of the command line, not of the site: the CLI reports it as a usage error.
public struct LocationError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

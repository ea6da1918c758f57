/// Why the preview server could not start, worded for the person who typed `sitegen serve`.
public enum PreviewServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Another process already listens on the port.
    case portInUse(port: Int)
    /// Ports below 1024 need privileges on most systems.
    case permissionDenied(port: Int)
    /// The host is an IP address this machine does not have.
    case addressNotAvailable(host: String)
    /// The host is neither an IP address nor `localhost`.
    case invalidHost(String)
    /// The port is outside 0...65535.
    case invalidPort(Int)
    /// A socket call failed for a reason not listed above.
    case socketFailure(operation: String, code: Int32)
    /// libmicrohttpd refused to start on the bound socket.
    case daemonFailedToStart
    /// `start()` was called on a server that is already running.
    case alreadyRunning

    public var description: String {
        switch self {
        case .portInUse(let port):
            return "port \(port) is already in use; choose another with --port N, or --port 0 for any free port"
        case .permissionDenied(let port):
            return "not allowed to listen on port \(port) (ports below 1024 need privileges); "
                + "choose another with --port N, or --port 0 for any free port"
        case .addressNotAvailable(let host):
            return "cannot listen on \(host): this machine has no such address; try --host 127.0.0.1"
        case .invalidHost(let host):
            return "cannot listen on '\(host)': give an IP address (127.0.0.1, ::1, 0.0.0.0) or localhost"
        case .invalidPort(let port):
            return "port \(port) is not a valid port; give a number from 1 to 65535, or 0 for any free port"
        case .socketFailure(let operation, let code):
            return "cannot open the listening socket: \(operation) failed (errno \(code))"
        case .daemonFailedToStart:
            return "the HTTP server (libmicrohttpd) failed to start"
        case .alreadyRunning:
            return "the preview server is already running"
        }
    }
}

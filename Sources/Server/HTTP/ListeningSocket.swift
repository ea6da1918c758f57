import Glibc

/// A bound and listening TCP socket, opened before the HTTP daemon starts.
///
/// Binding here rather than inside libmicrohttpd gives the exact `errno` of a failure,
/// so a busy port produces a message naming the port instead of a generic start error.
struct ListeningSocket: Sendable {
    /// The descriptor; the daemon takes ownership and closes it when it stops.
    let descriptor: Int32
    /// The port actually bound (the kernel's choice when 0 was asked for).
    let port: Int
    /// The address as a URL host: `127.0.0.1`, `[::1]`.
    let urlHost: String
    let isIPv6: Bool
    /// True for 0.0.0.0 and ::, which accept connections on every interface.
    let isWildcard: Bool

    /// Binds `host` (an IP literal or `localhost`) and `port` (0 for any free port) and listens.
    /// The backlog holds connections made faster than the daemon accepts them (a burst of
    /// hundreds of clients); the kernel drops what does not fit, and clients retry a second later.
    static func open(host: String, port: Int, backlog: Int32 = 1024) throws(PreviewServerError) -> ListeningSocket {
        guard (0...65_535).contains(port) else { throw .invalidPort(port) }
        guard let address = BindAddress(host) else { throw .invalidHost(host) }

        let family = address.isIPv6 ? AF_INET6 : AF_INET
        let descriptor = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .socketFailure(operation: "socket", code: errno) }
        var keepDescriptor = false
        defer { if !keepDescriptor { close(descriptor) } }

        var one: Int32 = 1
        // SO_REUSEADDR lets a restarted preview bind while old connections sit in TIME_WAIT;
        // on Linux it does not allow two listeners on one port, so a busy port still fails.
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        if address.isIPv6 {
            var v6Only: Int32 = address.isWildcard ? 0 : 1
            setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &v6Only, socklen_t(MemoryLayout<Int32>.size))
        }

        let bindResult = address.withSockaddr(port: UInt16(port)) { pointer, length in
            bind(descriptor, pointer, length)
        }
        if bindResult != 0 {
            let code = errno
            switch code {
            case EADDRINUSE: throw .portInUse(port: port)
            case EACCES: throw .permissionDenied(port: port)
            case EADDRNOTAVAIL: throw .addressNotAvailable(host: host)
            default: throw .socketFailure(operation: "bind", code: code)
            }
        }
        guard listen(descriptor, backlog) == 0 else {
            let code = errno
            if code == EADDRINUSE { throw .portInUse(port: port) }
            throw .socketFailure(operation: "listen", code: code)
        }
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)

        guard let boundPort = Self.boundPort(of: descriptor) else {
            throw .socketFailure(operation: "getsockname", code: errno)
        }
        keepDescriptor = true
        return ListeningSocket(
            descriptor: descriptor, port: boundPort, urlHost: address.urlHost,
            isIPv6: address.isIPv6, isWildcard: address.isWildcard)
    }

    private static func boundPort(of descriptor: Int32) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { return nil }
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { pointer -> Int in
            if family == AF_INET6 {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
        }
    }
}

/// An IP address to bind, parsed from the `--host` value.
private struct BindAddress {
    var isIPv6: Bool
    var v4 = in_addr()
    var v6 = in6_addr()
    var urlHost: String
    var isWildcard: Bool

    init?(_ host: String) {
        var text = host
        if text == "localhost" { text = "127.0.0.1" }
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        if inet_pton(AF_INET, text, &v4) == 1 {
            isIPv6 = false
            urlHost = text
            isWildcard = v4.s_addr == 0
        } else if inet_pton(AF_INET6, text, &v6) == 1 {
            isIPv6 = true
            urlHost = "[\(text.lowercased())]"
            isWildcard = withUnsafeBytes(of: v6) { $0.allSatisfy { $0 == 0 } }
        } else {
            return nil
        }
    }

    func withSockaddr<R>(port: UInt16, _ body: (UnsafePointer<sockaddr>, socklen_t) -> R) -> R {
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            address.sin6_addr = v6
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = v4
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
    }
}

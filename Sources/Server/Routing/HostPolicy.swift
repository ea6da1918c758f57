/// Which `Host` and `Origin` values the preview server answers, against DNS rebinding.
///
/// A page on another site can make the browser resolve its own name to 127.0.0.1 and then
/// read the preview; the browser still sends that foreign name as `Host`, so only names
/// known to mean this machine are served. The port is not compared: a tunnel or
/// `ssh -L` forward legitimately changes it, and rebinding is about the name.
///
/// An `Origin` is compared exactly (scheme, host and port), against the address the
/// request itself was sent to: another server on localhost, on another port, is another site.
struct HostPolicy: Sendable {
    /// Lower-cased names: the bound address, loopback names and the configured extras.
    private let exactNames: Set<String>
    /// The configured extras alone (names a TLS-terminating tunnel may serve as `https`).
    private let extraNames: Set<String>
    /// Lower-cased suffixes from configured entries written as `.example.dev`.
    private let suffixes: [String]
    /// When bound to 0.0.0.0 or ::, any IP literal is this machine's (rebinding needs a name).
    private let allowsAnyAddressLiteral: Bool

    init(boundHost: String, isWildcard: Bool, extraHosts: [String]) {
        let names: Set<String> = ["localhost", "127.0.0.1", "[::1]", boundHost.lowercased()]
        var suffixes: [String] = []
        var extras: Set<String> = []
        for extra in extraHosts.map({ $0.lowercased() }) where !extra.isEmpty {
            if extra.hasPrefix(".") { suffixes.append(extra) } else { extras.insert(extra) }
        }
        exactNames = names.union(extras)
        extraNames = extras
        self.suffixes = suffixes
        allowsAnyAddressLiteral = isWildcard
    }

    /// Whether a `Host` header value (`name`, `name:port`, `[v6]:port`) names this server.
    func allows(host value: String) -> Bool {
        guard let name = Self.hostName(value) else { return false }
        if exactNames.contains(name) { return true }
        if suffixes.contains(where: { name.hasSuffix($0) }) { return true }
        return allowsAnyAddressLiteral && Self.isAddressLiteral(name)
    }

    /// Whether an `Origin` header value (`http://name:port`) is the origin of `authority`, the
    /// address this request was sent to (its `Host`, or the authority of an absolute-form target).
    ///
    /// Same scheme, host and port, missing ports read as the scheme's default. The scheme is
    /// `http`, which this server speaks; `https` only for a name allowed with `--allow-host`,
    /// which a TLS-terminating tunnel in front of the server serves.
    func isOrigin(_ origin: String, of authority: String) -> Bool {
        let lowered = origin.lowercased()
        let isHTTPS: Bool
        let originAuthority: Substring
        if lowered.hasPrefix("http://") {
            (isHTTPS, originAuthority) = (false, lowered.dropFirst(7))
        } else if lowered.hasPrefix("https://") {
            (isHTTPS, originAuthority) = (true, lowered.dropFirst(8))
        } else {
            return false  // includes the opaque origin "null"
        }
        guard !originAuthority.contains("/"), allows(host: authority),
              let from = Self.hostAndPort(String(originAuthority)), let to = Self.hostAndPort(authority)
        else { return false }
        if isHTTPS && !isExtraName(from.name) { return false }
        let defaultPort = isHTTPS ? 443 : 80
        return from.name == to.name && (from.port ?? defaultPort) == (to.port ?? defaultPort)
    }

    private func isExtraName(_ name: String) -> Bool {
        extraNames.contains(name) || suffixes.contains(where: { name.hasSuffix($0) })
    }

    /// The lower-cased host name without port, or nil when the value is not a host.
    static func hostName(_ value: String) -> String? {
        hostAndPort(value)?.name
    }

    /// The lower-cased host name and the port if one is given, or nil when the value is not a host.
    static func hostAndPort(_ value: String) -> (name: String, port: Int?)? {
        let lowered = value.lowercased()
        let name: Substring
        let port: Substring?
        if lowered.hasPrefix("[") {
            guard let close = lowered.firstIndex(of: "]") else { return nil }
            name = lowered[...close]
            guard name.dropFirst().dropLast().allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return nil }
            let rest = lowered[lowered.index(after: close)...]
            if rest.isEmpty { port = nil } else if rest.hasPrefix(":") { port = rest.dropFirst() } else { return nil }
        } else if let colon = lowered.firstIndex(of: ":") {
            name = lowered[..<colon]
            port = lowered[lowered.index(after: colon)...]
        } else {
            name = lowered[...]
            port = nil
        }
        if let port, port.isEmpty || port.count > 5 || !port.allSatisfy(\.isASCIIDigit) { return nil }
        guard !name.isEmpty,
              name.allSatisfy({ $0.isASCIILetterOrDigit || "-.[]:_".contains($0) })
        else { return nil }
        return (String(name), port.flatMap { Int($0) })
    }

    private static func isAddressLiteral(_ name: String) -> Bool {
        if name.hasPrefix("[") { return true }  // hostName() already checked the brackets' contents
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCIIDigit) && (Int(part) ?? 256) <= 255
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
    fileprivate var isASCIILetterOrDigit: Bool {
        isASCIIDigit || ("a"..."z").contains(self) || ("A"..."Z").contains(self)
    }
}

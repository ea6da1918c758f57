/// Which `Host` and `Origin` values the preview server answers, against DNS rebinding.
///
/// A page on another site can make the browser resolve its own name to 127.0.0.1 and then
/// read the preview; the browser still sends that foreign name as `Host`, so only names
/// known to mean this machine are served. The port is not compared: a tunnel or
/// `ssh -L` forward legitimately changes it, and rebinding is about the name.
struct HostPolicy: Sendable {
    /// Lower-cased names: the bound address, loopback names and the configured extras.
    private let exactNames: Set<String>
    /// Lower-cased suffixes from configured entries written as `.example.dev`.
    private let suffixes: [String]
    /// When bound to 0.0.0.0 or ::, any IP literal is this machine's (rebinding needs a name).
    private let allowsAnyAddressLiteral: Bool

    init(boundHost: String, isWildcard: Bool, extraHosts: [String]) {
        var names: Set<String> = ["localhost", "127.0.0.1", "[::1]", boundHost.lowercased()]
        var suffixes: [String] = []
        for extra in extraHosts.map({ $0.lowercased() }) where !extra.isEmpty {
            if extra.hasPrefix(".") { suffixes.append(extra) } else { names.insert(extra) }
        }
        exactNames = names
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

    /// Whether an `Origin` header value (`http://name:port`) is one of the origins this server serves.
    func allows(origin value: String) -> Bool {
        let lowered = value.lowercased()
        let authority: Substring
        if lowered.hasPrefix("http://") {
            authority = lowered.dropFirst(7)
        } else if lowered.hasPrefix("https://") {
            authority = lowered.dropFirst(8)
        } else {
            return false  // includes the opaque origin "null"
        }
        guard !authority.contains("/") else { return false }
        return allows(host: String(authority))
    }

    /// The lower-cased host name without port, or nil when the value is not a host.
    static func hostName(_ value: String) -> String? {
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
        return String(name)
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

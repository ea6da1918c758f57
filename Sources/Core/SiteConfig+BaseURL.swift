extension SiteConfig {
    /// `baseURL` as every URL join expects it: trimmed, with exactly one trailing slash, and
    /// its non-ASCII characters percent-encoded (`/文档/` → `/%E6%96%87%E6%A1%A3/`), so that
    /// every page URL made from it is ASCII that HTML, XML and CSS need only escape.
    public static func normalizedBaseURL(_ raw: String) -> String {
        var url = raw.trimmingWhitespace
        while url.hasSuffix("//") { url.removeLast() }
        if !url.hasSuffix("/") { url += "/" }
        guard url.utf8.contains(where: { $0 >= 0x80 }) else { return url }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in url.utf8 {
            if byte < 0x80 { bytes.append(byte) } else { bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]] }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Why `raw` cannot be a site's base URL, as words that follow the URL in a message
    /// ("baseURL 'ftp://x/' is …"), or nil when it can.
    ///
    /// A base URL is an http or https URL with a host and a path (`https://example.org/docs/`),
    /// or a path from the server's root (`/docs/`, `/`): every page's URL is its path appended
    /// to it, so it holds no query or fragment, and no character a URL cannot hold unescaped
    /// (a space, `"`, `<`, `\`…), which would break the links, feeds and stylesheets made from
    /// it. Characters outside ASCII are allowed in the path (`normalizedBaseURL` encodes them).
    public static func problem(withBaseURL raw: String) -> String? {
        let url = Substring(raw.trimmingWhitespace)
        if url.isEmpty || url.hasPrefix("/") {
            if url.hasPrefix("//") { return "has no scheme; write it as https:\(url)" }
            return pathProblem(url)
        }
        guard let colon = url.firstIndex(of: ":"), isScheme(url[..<colon]) else {
            return "is not a URL: write an http or https URL such as https://example.org/docs/, "
                + "or a path from the server's root such as /docs/"
        }
        let scheme = url[..<colon].lowercased()
        guard scheme == "http" || scheme == "https" else {
            return "is a '\(scheme):' URL; a base URL is an http or https URL (or a path such as /docs/)"
        }
        let afterScheme = url[url.index(after: colon)...]
        guard afterScheme.hasPrefix("//") else { return "needs '//' and a host after '\(scheme):'" }
        let authorityStart = afterScheme.index(afterScheme.startIndex, offsetBy: 2)
        let authorityEnd = afterScheme[authorityStart...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" }
            ?? afterScheme.endIndex
        if let problem = authorityProblem(afterScheme[authorityStart..<authorityEnd], scheme: scheme) { return problem }
        return pathProblem(afterScheme[authorityEnd...])
    }

    /// RFC 3986: a letter, then letters, digits, `+`, `-` and `.`.
    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) }
    }

    /// What is wrong with `host[:port]`: a host is ASCII letters, digits, `-`, `.` and `_`, or
    /// an IPv6 address in brackets; a port is a number from 1 to 65535.
    private static func authorityProblem(_ authority: Substring, scheme: String) -> String? {
        if authority.isEmpty { return "has no host after '\(scheme)://'" }
        if authority.contains("@") { return "holds a user name ('…@'); a base URL has none" }
        var host = authority
        var port: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]"),
                  authority[authority.index(after: authority.startIndex)..<close].allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }),
                  close > authority.index(after: authority.startIndex) else {
                return "has a host '\(authority)' that is not an IPv6 address in brackets"
            }
            host = authority[...close]
            let rest = authority[authority.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return "has '\(rest)' after its host '\(host)'" }
                port = rest.dropFirst()
            }
        } else if let colon = authority.lastIndex(of: ":") {
            host = authority[..<colon]
            port = authority[authority.index(after: colon)...]
        }
        if host.isEmpty { return "has no host after '\(scheme)://'" }
        if !host.hasPrefix("["), let bad = host.unicodeScalars.first(where: { !isHostScalar($0) }) {
            let hint = bad.isASCII ? "" : " (write a host outside ASCII in its xn-- form)"
            return "has \(describe(bad)) in its host '\(host)'; a host holds letters, digits, '-' and '.'\(hint)"
        }
        if let port {
            guard !port.isEmpty, port.count <= 5, port.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let number = Int(port), (1...65535).contains(number) else {
                return "has the port '\(port)'; a port is a number from 1 to 65535"
            }
        }
        return nil
    }

    private static func isHostScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCIILetter || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "." || scalar == "_"
    }

    /// What is wrong with the path: a query, a fragment, a character a URL cannot hold
    /// unescaped, or a `%` that starts no escape.
    private static func pathProblem(_ path: Substring) -> String? {
        let scalars = Array(path.unicodeScalars)
        for (offset, scalar) in scalars.enumerated() {
            switch scalar {
            case "?":
                return "has a query ('?…'); page paths are appended to a base URL, so it has no query or fragment"
            case "#":
                return "has a fragment ('#…'); page paths are appended to a base URL, so it has no query or fragment"
            case "%":
                let digits = scalars.dropFirst(offset + 1).prefix(2)
                guard digits.count == 2, digits.allSatisfy({ Character($0).isHexDigit }) else {
                    return "holds a '%' that starts no escape like %20; write a percent sign as %25"
                }
            case " ", "\"", "<", ">", "\\", "^", "`", "{", "|", "}":
                return "holds \(describe(scalar)), which a URL cannot hold unescaped; write it as \(percentEncoded(scalar))"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    return "holds \(describe(scalar)), which a URL cannot hold"
                }
            }
        }
        return nil
    }

    /// A character as a message names it: `a space`, `'"'`, `the control character U+0009`.
    private static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar == " " { return "a space" }
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
            return "the control character U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        }
        return "'\(scalar)'"
    }

    private static func percentEncoded(_ scalar: Unicode.Scalar) -> String {
        String(scalar).utf8.map { "%" + String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined()
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

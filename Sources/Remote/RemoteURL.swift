/// The parts of a remote URL the reader needs, without parsing it as a browser would: that is
/// libcurl's job once the transfer starts.
enum RemoteURL {
    /// The lowercased host (and port) of an `http://` or `https://` URL; nil for any other.
    static func host(of url: String) -> String? {
        let lowered = url.lowercased()
        let rest: Substring
        if lowered.hasPrefix("https://") {
            rest = lowered.dropFirst(8)
        } else if lowered.hasPrefix("http://") {
            rest = lowered.dropFirst(7)
        } else {
            return nil
        }
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let host = authority.split(separator: "@").last.map(String.init) ?? ""
        guard !host.isEmpty, !host.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) else { return nil }
        return host
    }
}

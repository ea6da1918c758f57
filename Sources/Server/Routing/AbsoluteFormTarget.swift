/// A request target in absolute form (`http://localhost:8080/docs/`, RFC 9112 §3.2.2): the
/// authority, which then names the server instead of the `Host` header, and the rest as an
/// origin-form target (`/docs/`).
///
/// Clients send this form to proxies, and §3.2.2 requires a server to accept it too. Only
/// `http` and `https` are understood; an authority that is empty or carries user
/// information (`http://user@localhost/`) is malformed (RFC 9110 §4.2.4).
struct AbsoluteFormTarget: Equatable, Sendable {
    /// `localhost:8080`, as sent.
    var authority: String
    /// The path and query, `/` when the target has no path.
    var originForm: String

    enum Parse: Equatable {
        /// An origin-form target (`/docs/`), or one that is neither form.
        case notAbsolute
        case absolute(AbsoluteFormTarget)
        case malformed
    }

    static func parse(_ target: String) -> Parse {
        guard !target.hasPrefix("/"), let separator = target.range(of: "://") else { return .notAbsolute }
        let scheme = target[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else {
            return scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) ? .malformed : .notAbsolute
        }
        let rest = target[separator.upperBound...]
        let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        guard !authority.isEmpty, !authority.contains("@") else { return .malformed }
        let pathAndQuery = rest[authorityEnd...]
        let originForm = pathAndQuery.hasPrefix("/") ? String(pathAndQuery) : "/" + pathAndQuery
        return .absolute(AbsoluteFormTarget(authority: String(authority), originForm: originForm))
    }
}

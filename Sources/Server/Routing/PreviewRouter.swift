import Synchronization

/// The output folder being served; the builder may point it elsewhere at any time.
final class SiteRoot: Sendable {
    private let path: Mutex<String>

    init(_ path: String) {
        self.path = Mutex(path)
    }

    var current: String {
        get { path.withLock { $0 } }
        set { path.withLock { $0 = newValue } }
    }
}

/// Decides the response to each request: checks, live-reload endpoints, then files.
///
/// Order matters: the `Host` check comes first (a rebinding page learns nothing, not even
/// whether a path exists), then the target's form, the method, and only then the file system.
/// An absolute-form target (`GET http://localhost:8080/docs/`) names the server in its
/// authority, which is then checked instead of the `Host` header (RFC 9112 §3.2.2); the
/// header must still be there, once.
struct PreviewRouter: Sendable {
    let hostPolicy: HostPolicy
    let root: SiteRoot
    let hub: LiveReloadHub
    let cache: StaticFileCache
    /// Preview mode: inject the live-reload script into HTML and serve the event stream.
    let liveReload: Bool

    func respond(to request: HTTPRequest) -> HTTPResponse {
        if request.hostCount > 1 {
            return .text(400, "400 Bad Request: more than one Host header\n")
        }
        if request.host == nil && request.version != "HTTP/1.0" {
            return .text(400, "400 Bad Request: missing Host header\n")
        }
        var authority = request.host
        var targetText = request.target
        switch AbsoluteFormTarget.parse(request.target) {
        case .notAbsolute:
            break
        case .absolute(let absolute):
            authority = absolute.authority
            targetText = absolute.originForm
        case .malformed:
            return .text(400, "400 Bad Request: an absolute request target must read http://HOST/PATH, without a user name\n")
        }
        if let authority, !hostPolicy.allows(host: authority) {
            return .text(403, "403 Forbidden: this server only answers to its own address (Host: \(authority)).\n"
                + "Start it with --allow-host NAME to allow another name.\n")
        }
        let parsed = RequestTarget.parse(targetText)
        if request.targetHadNUL {
            return .text(400, "400 Bad Request: NUL byte in the request target\n")
        }
        if case .failure(.malformed) = parsed {
            return .text(400, "400 Bad Request: the request target must be a path starting with / or an http:// URL\n")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "405 Method Not Allowed\n", headers: [("Allow", "GET, HEAD")])
        }
        guard case .success(let target) = parsed else { return notFound(request) }

        if liveReload {
            if target.path == LiveReloadScript.eventsPath { return eventStream(request, target, authority: authority) }
            if target.path == LiveReloadScript.path { return script(request) }
        }
        switch SiteFileResolver(root: root.current).resolve(target) {
        case .file(let path, let identity):
            return file(at: path, identity: identity, request: request) ?? notFound(request)
        case .folderWithoutSlash:
            let location = target.rawPath + "/" + (target.rawQuery.map { "?" + $0 } ?? "")
            return HTTPResponse(status: 301, headers: [("Location", location), ("Cache-Control", "no-cache")])
        case .notFound:
            return notFound(request)
        case .siteMissing:
            return html(503, "<!doctype html><meta charset=\"utf-8\"><title>Building…</title>"
                + "<p>The site is being built; this page reloads when it is ready.</p>\n",
                headers: [("Retry-After", "1")])
        }
    }

    // MARK: - Files

    private func file(at path: String, identity: FileIdentity, request: HTTPRequest, status: Int = 200) -> HTTPResponse? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let contentType = ContentType.forFile(named: name)
        let isHTML = ContentType.isHTML(contentType)
        if isHTML, let failure = hub.failure { return failurePage(failure) }

        var transform: (([UInt8]) -> [UInt8])?
        if isHTML && liveReload { transform = { LiveReloadScript.inject(into: $0) } }
        guard var entry = cache.entry(for: path, identity: identity, transform: transform) else { return nil }
        let body: HTTPResponse.Body
        let size: Int
        if let bytes = entry.body {
            (body, size) = (.bytes(bytes), bytes.count)
        } else {
            guard let opened = OpenedFile(path: path) else { return nil }
            entry.etag = StaticFileCache.identityTag(opened.identity)
            size = opened.identity.size
            body = .file(descriptor: opened.descriptor, offset: 0, count: size)
        }
        let content: [(name: String, value: String)] = [("Content-Type", contentType), ("X-Content-Type-Options", "nosniff")]
        guard status == 200 else {
            return HTTPResponse(status: status, headers: [("Cache-Control", "no-store")] + content, body: body)
        }
        var headers: [(name: String, value: String)] = [
            ("Cache-Control", ContentType.cacheControl(forFileNamed: name)), ("ETag", entry.etag), ("Accept-Ranges", "bytes"),
        ]
        if let condition = request.ifNoneMatch, Self.matches(condition, entry.etag) {
            body.closeFile()
            return HTTPResponse(status: 304, headers: headers)
        }
        switch RangeSelection.select(range: request.range, ifRange: request.ifRange, etag: entry.etag, size: size) {
        case .whole:
            return HTTPResponse(status: 200, headers: headers + content, body: body)
        case .part(let range):
            headers.append(("Content-Range", "bytes \(range.lowerBound)-\(range.upperBound - 1)/\(size)"))
            return HTTPResponse(status: 206, headers: headers + content, body: body.part(range))
        case .unsatisfiable:
            body.closeFile()
            headers.append(("Content-Range", "bytes */\(size)"))
            return HTTPResponse(status: 416, headers: headers)
        }
    }

    /// The site's `404.html` with status 404, or a plain page when the site has none.
    private func notFound(_ request: HTTPRequest) -> HTTPResponse {
        if let failure = hub.failure { return failurePage(failure) }
        let page = RequestTarget(rawPath: "/404.html", rawQuery: nil, path: "/404.html")
        if case .file(let path, let identity) = SiteFileResolver(root: root.current).resolve(page),
           let response = file(at: path, identity: identity, request: request, status: 404) {
            return response
        }
        return html(404, "<!doctype html><meta charset=\"utf-8\"><title>404 Not Found</title>"
            + "<h1>404 Not Found</h1><p>There is no page at this address.</p>\n")
    }

    private func failurePage(_ diagnostics: [String]) -> HTTPResponse {
        html(500, BuildFailurePage.render(diagnostics))
    }

    private func html(_ status: Int, _ text: String, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        let bytes = liveReload ? LiveReloadScript.inject(into: Array(text.utf8)) : Array(text.utf8)
        return HTTPResponse(
            status: status,
            headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")] + headers,
            body: .bytes(SharedBytes(bytes)))
    }

    // MARK: - Live reload

    /// The live-reload stream, for pages of this server only.
    ///
    /// A request without `Origin` is served: browsers send none on a same-origin GET (Fetch
    /// sends it on cross-origin requests, which a page cannot make without it), and curl
    /// sends none; the `Host` check has already refused foreign names.
    private func eventStream(_ request: HTTPRequest, _ target: RequestTarget, authority: String?) -> HTTPResponse {
        if let origin = request.origin {
            guard let authority, hostPolicy.isOrigin(origin, of: authority) else {
                return .text(403, "403 Forbidden: the live-reload stream only serves pages of this site (Origin: \(origin))\n")
            }
        }
        let headers: [(name: String, value: String)] = [
            ("Content-Type", "text/event-stream; charset=utf-8"),
            ("Cache-Control", "no-cache, no-transform"),
            ("X-Accel-Buffering", "no"),
        ]
        guard request.method == "GET" else { return HTTPResponse(status: 200, headers: headers) }
        guard let stream = hub.openStream(
            since: target.queryValue("since").flatMap { Int($0) }, server: target.queryValue("server"))
        else {
            return .text(503, "503 Service Unavailable: too many live-reload streams are open\n", headers: [("Retry-After", "5")])
        }
        return HTTPResponse(status: 200, headers: headers, body: .eventStream(stream))
    }

    private static let scriptBytes = SharedBytes(Array(LiveReloadScript.source.utf8))
    private static let scriptTag = StaticFileCache.contentTag(Array(LiveReloadScript.source.utf8))

    private func script(_ request: HTTPRequest) -> HTTPResponse {
        var headers: [(name: String, value: String)] = [("Cache-Control", "no-cache"), ("ETag", Self.scriptTag)]
        if let condition = request.ifNoneMatch, Self.matches(condition, Self.scriptTag) {
            return HTTPResponse(status: 304, headers: headers)
        }
        headers.append(("Content-Type", "text/javascript; charset=utf-8"))
        return HTTPResponse(status: 200, headers: headers, body: .bytes(Self.scriptBytes))
    }

    /// `If-None-Match` uses the weak comparison: `W/"x"` matches `"x"`; `*` matches anything.
    static func matches(_ condition: String, _ etag: String) -> Bool {
        for candidate in condition.split(separator: ",") {
            var tag = candidate.trimmingSpaces()
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            if tag == etag { return true }
        }
        return false
    }
}

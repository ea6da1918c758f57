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
        if let host = request.host {
            guard hostPolicy.allows(host: host) else {
                return .text(403, "403 Forbidden: this server only answers to its own address (Host: \(host)).\n"
                    + "Start it with --allow-host NAME to allow another name.\n")
            }
        } else if request.version != "HTTP/1.0" {
            return .text(400, "400 Bad Request: missing Host header\n")
        }
        let parsed = RequestTarget.parse(request.target)
        if request.targetHadNUL {
            return .text(400, "400 Bad Request: NUL byte in the request target\n")
        }
        if case .failure(.malformed) = parsed {
            return .text(400, "400 Bad Request: the request target must be a path starting with /\n")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "405 Method Not Allowed\n", headers: [("Allow", "GET, HEAD")])
        }
        guard case .success(let target) = parsed else { return notFound(request) }

        if liveReload {
            if target.path == LiveReloadScript.eventsPath { return eventStream(request, target) }
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
        var body: HTTPResponse.Body = .empty
        if let bytes = entry.body {
            body = .bytes(bytes)
        } else {
            guard let opened = OpenedFile(path: path) else { return nil }
            entry.etag = StaticFileCache.identityTag(opened.identity)
            body = .file(descriptor: opened.descriptor, size: opened.identity.size)
        }
        let cacheControl = status == 200 ? ContentType.cacheControl(forFileNamed: name) : "no-store"
        var headers: [(name: String, value: String)] = [("Cache-Control", cacheControl)]
        if status == 200 {
            headers.append(("ETag", entry.etag))
            if let condition = request.ifNoneMatch, Self.matches(condition, entry.etag) {
                if case .file(let descriptor, _) = body { OpenedFile.close(descriptor) }
                return HTTPResponse(status: 304, headers: headers)
            }
        }
        headers += [("Content-Type", contentType), ("X-Content-Type-Options", "nosniff")]
        return HTTPResponse(status: status, headers: headers, body: body)
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

    private func eventStream(_ request: HTTPRequest, _ target: RequestTarget) -> HTTPResponse {
        if let origin = request.origin, !hostPolicy.allows(origin: origin) {
            return .text(403, "403 Forbidden: the live-reload stream only serves pages of this site (Origin: \(origin))\n")
        }
        let headers: [(name: String, value: String)] = [
            ("Content-Type", "text/event-stream; charset=utf-8"),
            ("Cache-Control", "no-cache, no-transform"),
            ("X-Accel-Buffering", "no"),
        ]
        guard request.method == "GET" else { return HTTPResponse(status: 200, headers: headers) }
        let stream = hub.openStream(
            since: target.queryValue("since").flatMap { Int($0) }, server: target.queryValue("server"))
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
            var tag = candidate.trimmingCharacters(in: " \t")
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            if tag == etag { return true }
        }
        return false
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = self
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}

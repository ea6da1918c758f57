@testable import SitegenServer
import Glibc

/// What every answer must hold, whatever was asked; a broken promise traps.
struct ResponseCheck {
    let site: SampleSite
    private let statuses: Set<Int> = [200, 206, 301, 304, 400, 403, 404, 405, 416, 500, 503]

    func require(_ response: HTTPResponse, for request: HTTPRequest) {
        guard statuses.contains(response.status) else { fail("status \(response.status)", request) }
        if response.status == 301 {
            guard let location = header("Location", response), location.hasPrefix("/"), !location.hasPrefix("//"),
                  !location.contains("\\") else { fail("redirect to \(header("Location", response) ?? "nowhere")", request) }
        }
        let body = bytes(of: response.body, request)
        if contains(body, SampleSite.secret) { fail("served the file outside the site", request) }
        if response.status == 206 {
            guard let range = header("Content-Range", response), range.hasPrefix("bytes "),
                  let dash = range.firstIndex(of: "-"), let slash = range.firstIndex(of: "/"),
                  let first = Int(range[range.index(range.startIndex, offsetBy: 6)..<dash]),
                  let last = Int(range[range.index(after: dash)..<slash]), last >= first,
                  body.count == last - first + 1
            else { fail("206 with Content-Range \(header("Content-Range", response) ?? "none") and \(body.count) bytes", request) }
        }
    }

    /// The body's bytes; a file body is read through (and closed), an event stream detached.
    private func bytes(of body: HTTPResponse.Body, _ request: HTTPRequest) -> [UInt8] {
        switch body {
        case .empty:
            return []
        case .bytes(let shared):
            return Array(shared.bytes)
        case .bytesPart(let shared, let range):
            guard range.lowerBound >= 0, range.upperBound <= shared.count else { fail("part \(range) of \(shared.count) bytes", request) }
            return Array(shared.bytes[range])
        case .file(let descriptor, let offset, let count):
            defer { close(descriptor) }
            guard isInsideSite(descriptor) else { fail("opened a file outside the site", request) }
            var buffer = [UInt8](repeating: 0, count: count)
            let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
            guard read == count else { fail("file body of \(count) bytes at \(offset), \(read) readable", request) }
            return buffer
        case .eventStream(let stream):
            stream.detach()
            return []
        }
    }

    private func isInsideSite(_ descriptor: Int32) -> Bool {
        guard let real = SiteFileResolver.realPath("/proc/self/fd/\(descriptor)"),
              let root = SiteFileResolver.realPath(site.root) else { return false }
        return real.hasPrefix(root + "/")
    }

    private func header(_ name: String, _ response: HTTPResponse) -> String? {
        response.headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    private func contains(_ body: [UInt8], _ needle: [UInt8]) -> Bool {
        guard body.count >= needle.count else { return false }
        return (0...(body.count - needle.count)).contains { body[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    private func fail(_ what: String, _ request: HTTPRequest) -> Never {
        fatalError("\(what) for \(request.method) \(request.target.debugDescription) (Range: \(request.range ?? "-"))")
    }
}

@testable import SitegenServer
import FuzzSupport

/// A request from fuzz input: method, target, version, then `Host`, `Origin`,
/// `If-None-Match`, `Range` and `If-Range`, one a line; an empty or missing line is a header
/// not sent. Tabs in the `Host` line separate several `Host` headers.
enum FuzzRequest {
    static func make(_ bytes: [UInt8]) -> HTTPRequest {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 7, omittingEmptySubsequences: false)
        func line(_ index: Int) -> String? {
            guard index < lines.count, !lines[index].isEmpty else { return nil }
            return FuzzInput.text(lines[index])
        }
        // The daemon reads the target as a C string: a NUL ends it, and is flagged.
        let rawTarget = lines.count > 1 ? Array(lines[1]) : []
        let nul = rawTarget.firstIndex(of: 0)
        let hosts = line(3)?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) ?? []
        return HTTPRequest(
            method: line(0) ?? "GET", target: FuzzInput.text(rawTarget[..<(nul ?? rawTarget.endIndex)]),
            version: line(2) ?? "HTTP/1.1", targetHadNUL: nul != nil, hostCount: hosts.count, host: hosts.first,
            origin: line(4), ifNoneMatch: line(5), range: line(6), ifRange: line(7))
    }
}

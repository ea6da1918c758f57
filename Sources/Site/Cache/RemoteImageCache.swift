import Foundation
import SitegenLayout

/// Remote images' sizes found by earlier builds, kept across processes in the user's cache
/// folder, so that a page of remote images costs the network once, and a server that did not
/// answer costs its timeout once an hour rather than once a build.
public struct RemoteImageCache: Sendable {
    /// What is known of one remote image.
    enum Entry: Equatable {
        case size(ImageDimensions)
        /// It could not be read at `time` (seconds since 1970), for `reason`.
        case failed(time: Int, reason: String)
    }

    /// The folder entries go in (`<cache>/images`).
    public let folder: String
    /// How long a failure is trusted before the image is asked for again.
    static let failureLifetime = 60 * 60
    private static let magic = "sitegen-remote-image-1"

    public init(folder: String) {
        self.folder = folder
    }

    /// The cache `sitegen` uses by default: the `images` folder of `CacheFolder.standard`.
    public static func standard(environment: [String: String]) -> RemoteImageCache? {
        CacheFolder.standard(environment: environment).map { RemoteImageCache(folder: $0 + "/images") }
    }

    /// What is known of `url` and still trusted at `now`; nil when it must be read.
    func entry(for url: String, now: Int) -> Entry? {
        guard let data = FileManager.default.contents(atPath: path(for: url)) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        // The URL is kept in the entry: two URLs of one hash never answer for each other.
        guard lines.count >= 3, lines[0] == Self.magic, lines[1] == url else { return nil }
        let fields = lines[2].split(separator: " ", maxSplits: 2)
        switch fields.first {
        case "size" where fields.count == 3:
            guard let width = Int(fields[1]), let height = Int(fields[2]), width > 0, height > 0 else { return nil }
            return .size(ImageDimensions(width: width, height: height))
        case "failed" where fields.count >= 2:
            guard let time = Int(fields[1]), now - time < Self.failureLifetime, time <= now else { return nil }
            return .failed(time: time, reason: fields.count == 3 ? String(fields[2]) : "")
        default:
            return nil
        }
    }

    func store(_ entry: Entry, for url: String) {
        let line: String
        switch entry {
        case .size(let size): line = "size \(size.width) \(size.height)"
        case .failed(let time, let reason): line = "failed \(time) \(reason.replacingOccurrences(of: "\n", with: " "))"
        }
        CacheFolder.store(Array("\(Self.magic)\n\(url)\n\(line)\n".utf8), at: path(for: url))
    }

    func path(for url: String) -> String {
        let digits = String(ContentHash.fnv1a(Array(url.utf8)), radix: 16)
        return folder + "/" + String(repeating: "0", count: 16 - digits.count) + digits + ".size"
    }
}

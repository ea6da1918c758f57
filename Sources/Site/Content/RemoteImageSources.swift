import SitegenCore
import SitegenMarkdown

/// The remote images (`http://` and `https://`) a document shows, each where it first appears.
struct RemoteImageSources: MarkdownWalker {
    private(set) var found: [(source: String, location: SourceLocation)] = []
    private var seen: Set<String> = []

    static func isRemote(_ source: String) -> Bool {
        let lowered = source.prefix(8).lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    mutating func visitImage(_ image: Image) {
        if Self.isRemote(image.source), seen.insert(image.source).inserted {
            found.append((image.source, image.location))
        }
        walk(image.alt)
    }
}

import Foundation
import SitegenCore
import SitegenLayout
import SitegenRemote

/// Reads the size of every remote image the pages show from the first bytes of its file (or
/// from the cache of earlier builds), so that pages with remote images are measured and
/// verified like the others. One that cannot be read is warned about where it first appears,
/// and stays of unknown size; the build goes on.
struct ReadRemoteImageSizesStep: BuildStep {
    let name = "Reading remote images' sizes"
    let pages: [Page]

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) throws(BuildFailure) -> RemoteImageSizes {
        var firstUse: [String: SourceLocation] = [:]
        var sources: [String] = []
        for page in pages {
            for (source, location) in Self.remoteImages(of: page) where firstUse[source] == nil {
                firstUse[source] = location
                sources.append(source)
            }
        }
        guard !sources.isEmpty else { return RemoteImageSizes() }
        let options = environment.options
        let cache = options.remoteImageCache
        let now = Int(Date().timeIntervalSince1970)
        var sizes = RemoteImageSizes()
        var unknown: [String] = []
        for source in sources {
            switch cache?.entry(for: source, now: now) {
            case .size(let size): sizes.bySource[source] = size
            case .failed: break
            case nil: unknown.append(source)
            }
        }
        guard options.readsRemoteImages, !unknown.isEmpty else { return sizes }
        environment.progress(.items(name, done: 0, total: unknown.count))
        let heads = options.remoteReader.read(unknown) { ImageDimensions.read($0) != nil }
        for source in unknown {
            let failure: String
            switch heads[source] {
            case .bytes(let bytes)?:
                if let size = ImageDimensions.read(bytes) {
                    sizes.bySource[source] = size
                    cache?.store(.size(size), for: source)
                    continue
                }
                failure = "its first \(bytes.count) bytes are not a PNG, JPEG, GIF, WebP or sized SVG"
            case .failed(let reason)?:
                failure = reason.reason
            case nil:
                failure = "it was not read"
            }
            cache?.store(.failed(time: now, reason: failure), for: source)
            diagnostics.append(.warning(at: firstUse[source] ?? SourceLocation(file: environment.contentRoot),
                                        "cannot read the size of remote image '\(source)': \(failure)"))
        }
        return sizes
    }

    /// The remote images `page` shows, each where it first appears: from its document, or from
    /// what was taken out of it as it was read.
    static func remoteImages(of page: Page) -> [(source: String, location: SourceLocation)] {
        if let extract = page.extract { return extract.remoteImages }
        guard let document = page.document else { return [] }
        var walker = RemoteImageSources()
        walker.walk(document)
        return walker.found
    }
}

/// The sizes of the remote images pages show, by their source as written.
struct RemoteImageSizes: Sendable {
    var bySource: [String: ImageDimensions] = [:]
}

import Foundation
import SitegenRemote

/// What to build and where: the command line's choices.
public struct BuildOptions: Sendable {
    /// The site's folder, holding `Content/`, optional `Templates/` and `sitegen.yml`.
    public var siteRoot: String
    /// The output folder; nil for `public/` inside the site's folder.
    public var outputPath: String?
    /// Whether pages with `draft: true` are published.
    public var includeDrafts = false
    /// Overrides the config's `baseURL` when set.
    public var baseURL: String?
    /// Whether the build checks every link and image before writing (`sitegen build --check`):
    /// a broken one is then an error, and the previous output stays.
    public var checksLinks = false
    /// Whether text files (HTML, CSS, JS, XML, SVG, JSON) of 1 KB or more get precompressed
    /// `.gz` and `.br` siblings (`sitegen build --precompress`).
    public var precompresses = false
    /// Whether the report lists the output files that changed (the preview server's reloads).
    public var reportsChangedFiles = false
    /// The folder relative paths are resolved against.
    public var workingDirectory: String = FileManager.default.currentDirectoryPath
    /// The time a reproducible build stands for (`SOURCE_DATE_EPOCH`, seconds since 1970),
    /// used where a date is needed and no page gives one (the feed's `<updated>`); never the clock.
    public var sourceDateEpoch: Int? = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap { Int($0) }
    /// Where WOFF2 fonts of earlier builds are kept (`FontCache.standard`: `$SITEGEN_CACHE_DIR`,
    /// else the user's cache folder); nil: every build encodes its fonts.
    public var fontCache: FontCache? = FontCache.standard(environment: ProcessInfo.processInfo.environment)
    /// Whether the sizes of remote images are read from their servers (`--offline`: no; the
    /// sizes already in the cache are still used).
    public var readsRemoteImages = true
    /// Where the sizes of remote images read by earlier builds are kept; nil: none are kept.
    public var remoteImageCache: RemoteImageCache? = RemoteImageCache.standard(environment: ProcessInfo.processInfo.environment)
    /// How remote images are read: timeouts and limits.
    public var remoteReader = RemoteHeadReader()

    public init(siteRoot: String) {
        self.siteRoot = siteRoot
    }
}

/// Something a long build tells its caller, for a progress display.
public enum BuildEvent: Sendable {
    /// A named step of the pipeline starts.
    case step(String)
    /// Items of the current step done so far, of the total (`Reading pages`, 1200, 3016).
    case items(String, done: Int, total: Int)
}

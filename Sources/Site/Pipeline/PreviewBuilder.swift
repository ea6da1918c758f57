import Foundation
import SitegenCore

/// Builds a site again and again for the preview server, into a private output folder.
///
/// Every rebuild runs the whole pipeline, so what the preview shows is exactly what
/// `sitegen build` would write, but pages whose files did not change are not parsed again
/// and only changed output files are written. It reports which URLs changed, so that only
/// the pages showing them reload.
public final class PreviewBuilder: Sendable {
    public let options: BuildOptions
    public let outputPath: String
    /// Parsed pages and the last output's fingerprints, kept between rebuilds.
    private let cache = BuildCache()

    /// Prepares a builder whose output goes to `outputPath` (a folder sitegen owns);
    /// `outputPath` then holds its absolute form.
    public init(options: BuildOptions, outputPath: String) throws(OutputError) {
        var options = options
        options.outputPath = outputPath
        options.reportsChangedFiles = true
        // Check the location once; every rebuild goes to the same place.
        let resolved = try SiteBuilder(options: options)
        options.siteRoot = resolved.siteRoot
        options.outputPath = resolved.outputPath
        self.options = options
        self.outputPath = resolved.outputPath
    }

    /// The outcome of one rebuild: the URL paths whose content changed, or every error.
    public func rebuild() -> Result<(report: BuildReport, changedURLs: [String]), BuildFailure> {
        do {
            let report = try SiteBuilder(options: options).build(cache: cache)
            let urls = Set(report.changedFiles.map(Route.urlPath(ofOutputFile:)))
            return .success((report, urls.sorted()))
        } catch let failure as BuildFailure {
            return .failure(failure)
        } catch {
            let location = SourceLocation(file: options.siteRoot)
            return .failure(BuildFailure(DiagnosticList([.error(at: location, "\(error)")])))
        }
    }
}

extension Route {
    /// The URL path that serves an output file: `docs/a/index.html` → `/docs/a/`.
    public static func urlPath(ofOutputFile file: String) -> String {
        if file == "index.html" { return "/" }
        if file.hasSuffix("/index.html") { return "/" + file.dropLast("index.html".count) }
        return "/" + file
    }
}

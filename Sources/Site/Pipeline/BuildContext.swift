import Foundation
import SitegenCore

/// The state a build's steps hand to one another.
final class BuildContext {
    let options: BuildOptions
    let siteRoot: String
    let outputPath: String
    let progress: (BuildEvent) -> Void

    var config = SiteConfig()
    var diagnostics = DiagnosticList()
    var files: [ContentFile] = []
    var pages: [Page] = []
    /// Files copied as they are, with where they go.
    var assets: [(file: ContentFile, route: Route)] = []
    /// Rendered pages: output file → bytes, in route order.
    var rendered: [(route: Route, bytes: [UInt8])] = []

    init(options: BuildOptions, siteRoot: String, outputPath: String, progress: @escaping (BuildEvent) -> Void) {
        self.options = options
        self.siteRoot = siteRoot
        self.outputPath = outputPath
        self.progress = progress
    }
}

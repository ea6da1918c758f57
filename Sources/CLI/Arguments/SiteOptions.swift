import SitegenSite

/// The options of every command that reads a site: where the site is, whether its drafts
/// count and whether remote images are read. Declared once here, parsed once into this value.
struct SiteOptions {
    static let source = OptionSpec.value(
        "source", "DIR", help: "The site's folder, holding Content/ (default: the current folder).")

    static func drafts(_ help: String = "Include pages marked 'draft: true'.") -> OptionSpec {
        .flag("drafts", help: help)
    }

    static let offline = OptionSpec.flag(
        "offline", help: "Read no remote image from the network; sizes read by earlier builds are still used.")

    var source: String
    var includesDrafts: Bool
    var isOffline: Bool

    init(_ arguments: ParsedArguments) {
        source = arguments.value("source") ?? "."
        includesDrafts = arguments.flag("drafts")
        isOffline = arguments.flag("offline")
    }

    /// The build options these give, the others left as they default.
    var buildOptions: BuildOptions {
        var options = BuildOptions(siteRoot: source)
        options.includeDrafts = includesDrafts
        options.readsRemoteImages = !isOffline
        return options
    }
}

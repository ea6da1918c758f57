import SitegenSite

/// The options of every command that reads a site: where the site is, and whether its
/// drafts count. Declared once here, parsed once into this value.
struct SiteOptions {
    static let source = OptionSpec.value(
        "source", "DIR", help: "The site's folder, holding Content/ (default: the current folder).")

    static func drafts(_ help: String = "Include pages marked 'draft: true'.") -> OptionSpec {
        .flag("drafts", help: help)
    }

    var source: String
    var includesDrafts: Bool

    init(_ arguments: ParsedArguments) {
        source = arguments.value("source") ?? "."
        includesDrafts = arguments.flag("drafts")
    }

    /// The build options these give, the others left as they default.
    var buildOptions: BuildOptions {
        var options = BuildOptions(siteRoot: source)
        options.includeDrafts = includesDrafts
        return options
    }
}

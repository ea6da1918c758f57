import SitegenComposition
import Foundation
import SitegenCore
import SitegenEmit
import SitegenLayout
import SitegenMarkdown
import SitegenText

/// What `sitegen layout` shows: one page's measured layout tree at one or every width
/// variant, each element with its frame, so that one can see why something is where it is.
public enum PageLayoutInspector {
    /// The tree of the page at `page` (`Content/docs/x.md` or `docs/x.md`) of the site in
    /// `siteRoot`, at the variant whose content width (else viewport range) is `width`, or
    /// at every variant when nil.
    public static func describe(siteRoot: String, page: String, width: Int?) throws(DiagnosticList) -> String {
        let config = try SiteConfig.load(siteRoot: siteRoot)
        let theme = ThemeGeometry.standard
        var relative = page
        if relative.hasPrefix("./") { relative.removeFirst(2) }
        if relative.hasPrefix("Content/") { relative.removeFirst("Content/".count) }
        let display = "Content/" + relative
        guard let data = FileManager.default.contents(atPath: siteRoot + "/" + display) else {
            throw DiagnosticList([.error(at: SourceLocation(file: display), "cannot read the page")])
        }
        let document = try DocumentReader.read(bytes: [UInt8](data), file: display,
                                               options: MarkdownOptions(unsafeHTML: config.unsafe))
        let variants: [WidthVariant]
        if let width {
            guard let variant = theme.variant(forWidth: width) else {
                let known = theme.variants.map { "\($0.contentWidth)" }.joined(separator: ", ")
                throw DiagnosticList([.error(at: SourceLocation(file: display),
                                             "no width variant has content width or viewport \(width) (content widths: \(known))")])
            }
            variants = [variant]
        } else {
            variants = theme.variants
        }
        let typesetter: Typesetter
        switch ThemeTypesetter.load(theme) {
        case .success(let loaded): typesetter = loaded
        case .failure(let error):
            throw DiagnosticList([.error(at: SourceLocation(file: display), "cannot load the theme's fonts: \(error)")])
        }
        let folder = relative.split(separator: "/").dropLast().joined(separator: "/")
        let contentRoot = siteRoot + "/Content"
        let language = document.frontMatter.language ?? config.language(ofFolder: folder)
        let composer = PageComposer(theme: theme, typesetter: typesetter, language: language) {
            ImageFiles.dimensions(of: $0, folder: folder, contentRoot: contentRoot)
        }
        // What the page's `#sg-content` holds: its tags' chips, the body without the title's heading.
        let (_, root, warnings) = composer.layOut(document, chips: SiteTag.chips(document.frontMatter.tags))
        var out = ""
        for warning in warnings { out += "\(warning)\n" }
        for variant in variants {
            let measured = LayoutEngine.measure(root, width: LayoutUnit(variant.contentWidth), recordingTree: true)
            let range = "\(variant.minViewport)–" + (variant.maxViewport.map(String.init) ?? "")
            out += "\(display) at \(variant.name): content width \(variant.contentWidth) px (viewports \(range) px), "
            out += "height \(measured.size.height.px.twoDecimals) px\(measured.isUnverified ? " (unverified)" : "")\n"
            if let tree = measured.tree { out += LayoutTreeDescription.describe(tree) }
            out += "\n"
        }
        return out
    }
}

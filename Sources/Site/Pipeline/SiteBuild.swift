import SitegenComposition
import SitegenCore

/// What a successful build made, step by step: the preview server keeps it to rebuild
/// only what a save changes (`PreviewSnapshot`).
final class SiteBuild: Sendable {
    let config: SiteConfig
    /// Every file of `Content/`, drafts and assets included.
    let files: [ContentFile]
    let plan: SitePlan
    let templates: TemplateSet
    let data: TemplateData
    /// Every page's composition and measurements, by route.
    let contents: [Route: ComposedPage]
    let themeFiles: ThemeFiles
    let theme: PublishedTheme
    /// Each HTML page's characters, by output file (`RenderedPages.pageCharacters`).
    let pageCharacters: [String: [Unicode.Scalar]]
    /// The search index's files, below the output.
    let searchIndexPaths: [String]
    /// What the search index read, batch by batch (kept only for the preview).
    let searchReading: SearchIndexReading?
    let report: BuildReport

    init(config: SiteConfig, files: [ContentFile], plan: SitePlan, templates: TemplateSet, data: TemplateData,
         contents: [Route: ComposedPage], themeFiles: ThemeFiles, theme: PublishedTheme,
         pageCharacters: [String: [Unicode.Scalar]], searchIndexPaths: [String], searchReading: SearchIndexReading?,
         report: BuildReport) {
        self.config = config
        self.files = files
        self.plan = plan
        self.templates = templates
        self.data = data
        self.contents = contents
        self.themeFiles = themeFiles
        self.theme = theme
        self.pageCharacters = pageCharacters
        self.searchIndexPaths = searchIndexPaths
        self.searchReading = searchReading
        self.report = report
    }
}

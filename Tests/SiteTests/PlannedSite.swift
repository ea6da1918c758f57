import Foundation
import Mustache
import SitegenCore
@testable import SitegenSite

/// A site written to a temporary folder and taken through the real pipeline up to the point
/// where templates render: config, discovery, reading, templates, routes, measuring.
final class PlannedSite {
    let root: String
    let environment: BuildEnvironment
    let config: SiteConfig
    let files: [ContentFile]
    let templates: TemplateSet
    let plan: SitePlan
    let data: TemplateData

    init(_ files: [String: String], sourceDateEpoch: Int? = nil) throws {
        root = NSTemporaryDirectory() + "sitegen-data-\(UUID().uuidString)"
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var options = BuildOptions(siteRoot: root)
        options.sourceDateEpoch = sourceDateEpoch
        environment = BuildEnvironment(options: options, siteRoot: root, outputPath: root + "/public")
        var pipeline = BuildPipeline(environment)
        config = try pipeline.run(LoadConfigStep())
        self.files = try pipeline.run(DiscoverContentStep())
        let pages = try pipeline.run(ReadPagesStep(files: self.files, config: config)).pages
        templates = try pipeline.run(LoadTemplatesStep(pages: pages))
        plan = try pipeline.run(PlanRoutesStep(pages: pages, files: self.files, templates: templates, config: config))
        try pipeline.finish()
        let remoteImages = try pipeline.run(ReadRemoteImageSizesStep(pages: plan.pages))
        let contents = try pipeline.run(MeasurePagesStep(pages: plan.pages, config: config, remoteImages: remoteImages, strings: plan.strings))
        let lists = try pipeline.run(MeasureListsStep(lists: plan.listings, index: plan.index, config: config))
        let renderer = PageContent.Renderer(plan: plan, config: config, cache: nil)
        var bodies: [String: PageContent] = [:]
        for page in plan.pages where page.document != nil {
            bodies[page.route.urlPath] = renderer.content(of: page, layout: contents[page.route])
        }
        data = TemplateData(config: config, index: plan.index, tags: plan.tags, contents: bodies, lists: lists,
                            sourceDateEpoch: sourceDateEpoch)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The page published at `urlPath`.
    func page(_ urlPath: String) throws -> Page {
        guard let page = plan.pages.first(where: { $0.route.urlPath == urlPath }) else {
            throw PlannedSiteError.noPage(urlPath)
        }
        return page
    }

    /// `page` of the template data of the page at `urlPath`.
    func pageValue(_ urlPath: String) throws -> MustacheValue {
        try data.context(for: page(urlPath))["page"] ?? .null
    }

    /// `site`, as the page at `urlPath` sees it.
    func siteValue(_ urlPath: String) throws -> MustacheValue {
        try data.context(for: page(urlPath))["site"] ?? .null
    }
}

enum PlannedSiteError: Error {
    case noPage(String)
}

extension MustacheValue {
    /// The value at a dotted path (`prev.title`), nil when any step is missing.
    func at(_ path: String) -> MustacheValue? {
        var value: MustacheValue? = self
        for key in path.split(separator: ".") { value = value?[String(key)] }
        return value
    }

    var items: [MustacheValue] {
        if case .list(let items) = self { return items }
        return []
    }

    var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}

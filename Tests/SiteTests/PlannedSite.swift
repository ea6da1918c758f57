import Foundation
import Mustache
import SitegenComposition
import SitegenLayout
@testable import SitegenSite

/// A site written to a temporary folder and taken through the real pipeline up to the point
/// where templates render: config, discovery, reading, templates and routes.
final class PlannedSite {
    let root: String
    let context: BuildContext
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
        context = BuildContext(options: options, siteRoot: root, outputPath: root + "/public", progress: { _ in })
        for step in [LoadConfigStep(), DiscoverContentStep(), ReadPagesStep(), LoadTemplatesStep(), PlanRoutesStep()] as [any BuildStep] {
            try step.run(context)
        }
        guard !context.diagnostics.hasErrors else { throw context.diagnostics }
        var contents: [String: PageContent] = [:]
        let typesetter = try ThemeTypesetter.load(.standard).get()
        let composer = PageComposer(theme: .standard, typesetter: typesetter, language: context.config.language)
        for page in context.pages {
            if let document = page.document {
                let composition = composer.compose(document).composition
                contents[page.route.urlPath] = PageContent(composition: composition, renderer: .init())
            }
        }
        data = TemplateData(config: context.config, index: SiteIndex(pages: context.pages), tags: context.tags,
                            contents: contents, sourceDateEpoch: sourceDateEpoch)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The page published at `urlPath`.
    func page(_ urlPath: String) throws -> Page {
        guard let page = context.pages.first(where: { $0.route.urlPath == urlPath }) else {
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

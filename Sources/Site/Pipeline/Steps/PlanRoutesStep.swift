import Foundation
import SitegenCore

/// Gives every page and asset its URL, adds the folder indexes nobody wrote and the pages the
/// theme generates, and refuses two claims on one output path (also when they differ only by
/// case or Unicode normalization).
struct PlanRoutesStep: BuildStep {
    let name = "Planning URLs"
    let pages: [Page]
    let files: [ContentFile]
    let templates: TemplateSet
    let config: SiteConfig

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) -> SitePlan {
        var claims = RouteClaims()
        var collisions: [Diagnostic] = []
        let limits = OutputNameLimits(outputPath: environment.outputPath, precompresses: environment.options.precompresses)
        var tooLong: Set<String> = []
        var nameProblems: [Diagnostic] = []
        func claim(_ route: Route, by owner: String, at location: SourceLocation?) {
            // A name too long is reported once, by the first file below it (a folder holds many).
            if let location, let problem = limits.problem(with: route) {
                if tooLong.insert(problem.text).inserted { nameProblems.append(.error(at: location, problem.description)) }
                return
            }
            if let problem = claims.claim(route, by: owner, at: location) {
                collisions.append(problem)
            }
        }

        let topFolders = Set(files.compactMap { $0.folder.split(separator: "/").first.map(String.init) })
        let languages = SiteLanguage.all(config, folders: topFolders)
        let placed = pagesInLanguages(pages, languages: languages, diagnostics: &diagnostics)
        // The URL components of a folder: in a multilingual site, below its language's prefix.
        func urlComponents(ofFolder folder: String) -> [String] {
            guard let language = languages.first(where: { !$0.folder.isEmpty && $0.folder == config.homeFolder(of: folder) })
            else { return SiteIndex.urlComponents(ofFolder: folder) }
            return language.urlComponents(ofFolder: folder)
        }

        // A folder holds many pages: its URL components are made once. Then each page's
        // route is made, and the page copied with it, on every core: folding and lower-casing
        // every file name, and copying every page, is work that grows with the site.
        var folderComponents: [String: [String]] = [:]
        for page in placed {
            guard let folder = page.source?.folder, folderComponents[folder] == nil else { continue }
            folderComponents[folder] = urlComponents(ofFolder: folder)
        }
        let planned = placed.parallelMap { [folderComponents] page -> (page: Page, diagnostic: Diagnostic?) in
            guard let file = page.source, var components = folderComponents[file.folder] else { return (page, nil) }
            var diagnostic: Diagnostic?
            if page.kind == .article {
                if let slug = page.frontMatter?.slug {
                    let location = page.slugLocation ?? file.location
                    if let problem = Route.problem(withSlug: slug) {
                        return (page, .error(at: location, "\(problem): '\(slug)'"))
                    }
                    components.append(Route.urlComponent(slug))
                } else {
                    components.append(Route.urlComponent(file.baseName))
                }
            } else if page.frontMatter?.slug != nil {
                diagnostic = .warning(
                    at: page.slugLocation ?? file.location, "a folder's index page takes the folder's URL; 'slug' is ignored here")
            }
            var routed = page
            routed.route = Route.page(components)
            return (routed, diagnostic)
        }
        diagnostics.append(contentsOf: planned.compactMap(\.diagnostic))
        var pages = planned.map(\.page)

        // Claims in path order, so that the message names the same file first every time.
        for page in pages.sorted(by: { ($0.source?.relativePath ?? "") < ($1.source?.relativePath ?? "") }) {
            guard let file = page.source, !page.route.outputFile.isEmpty else { continue }
            let location = page.slugLocation ?? SourceLocation(file: file.displayPath, line: 1, column: 1)
            claim(page.route, by: file.displayPath, at: location)
        }
        pages.removeAll { $0.route.outputFile.isEmpty }

        // Every folder holding pages gets an index, and so does every folder above it.
        let written = Set(pages.filter { $0.kind != .article }.map(\.folder))
        var folders = Set(languages.map(\.folder))
        for page in pages {
            var folder = page.folder
            while !folder.isEmpty && !folders.contains(folder) {
                folders.insert(folder)
                folder = SiteIndex.parent(of: folder)
            }
        }
        // A page beside its folder (mdBook's `chapter.md` and `chapter/`) takes the folder's URL:
        // the folder then has no index of its own.
        let articleRoutes = Set(pages.filter { $0.kind == .article }.map(\.route))
        for folder in folders.sorted() where !written.contains(folder) {
            let route = Route.page(urlComponents(ofFolder: folder))
            let isHome = config.isHomeFolder(folder)
            if !isHome && articleRoutes.contains(route) { continue }
            let title = isHome ? config.title : SiteIndex.folderTitle(folder)
            pages.append(Page(kind: isHome ? .home : .folderIndex, source: nil, document: nil,
                              title: title, route: route, folder: folder, language: config.language(ofFolder: folder)))
            claim(route, by: "the generated index of Content/\(folder)",
                  at: SourceLocation(file: "Content/\(folder)", line: 1, column: 1))
        }

        var assets: [(file: ContentFile, route: Route)] = []
        for file in files where file.kind == .asset {
            let route = Route.file(urlComponents(ofFolder: file.folder) + [file.fileName])
            claim(route, by: file.displayPath, at: file.location)
            assets.append((file, route))
        }
        // Sorted by index, then copied once (`SiteTag.collect` says why).
        let sorted = pages.indices.sorted { pages[$0].route < pages[$1].route }.map { pages[$0] }

        // What the theme adds: tag pages, the 404 page, sitemap, feed, stylesheet and fonts.
        let tags = SiteTag.collect(from: sorted, languages: languages)
        nameProblems += SiteTag.nameProblems(tags, limits: limits)
        let navigation = NavigationOrder.load(from: files)
        let index = SiteIndex(pages: sorted, navigation: navigation.order)
        let folderLists = sorted.filter { $0.kind == .folderIndex }.map { ($0, index.listing(of: $0.folder).count) }
        let generated = (GeneratedPage.all(tags: tags, languages: languages)
            + GeneratedPage.listPages(tags: tags, folders: folderLists, paging: .standard)).map { ($0, $0.route(tags: tags)) }
        for (page, route) in generated {
            claim(route, by: page.owner(tags: tags), at: nil)
        }
        claim(ThemeAsset.stylesheetRoute, by: "the theme's stylesheet", at: nil)
        for name in ThemeFonts.referencedNames(in: templates.stylesheet) {
            claim(ThemeAsset.fontRoute(name), by: "the theme's font \(name)", at: nil)
        }
        diagnostics.append(contentsOf: nameProblems)
        diagnostics.append(contentsOf: collisions)
        diagnostics.append(contentsOf: navigation.diagnostics)
        let strings = SiteStrings(overrides: templates.interfaceStrings,
                                  languages: Set(sorted.flatMap { [$0.language, $0.siteLanguage] }))
        return SitePlan(pages: sorted, assets: assets, tags: tags, generated: generated,
                        index: index,
                        routeCollisions: collisions, strings: strings, languages: languages)
    }

    /// The pages of a multilingual site that are in a language's folder; for the others, an
    /// error at the first page of each folder that is not a language's (all of them in a
    /// site of one language).
    private func pagesInLanguages(_ pages: [Page], languages: [SiteLanguage], diagnostics: inout DiagnosticList) -> [Page] {
        guard config.isMultilingual else { return pages }
        var reported: Set<String> = []
        let known = languages.map(\.tag).joined(separator: ", ")
        return pages.filter { page in
            guard let file = page.source, config.languageFolder(of: file.folder) == nil else { return true }
            let top = file.folder.split(separator: "/").first.map(String.init) ?? ""
            if reported.insert(top).inserted {
                let place = top.isEmpty ? "at the top of Content/" : "in Content/\(top)/, which is no language's folder"
                let config = self.config.file ?? "sitegen.yml"
                diagnostics.append(.error(at: SourceLocation(file: file.displayPath, line: 1, column: 1),
                    "this page is \(place): \(config) sets languages [\(known)], so pages go in Content/<language>/; "
                    + (top.isEmpty ? "" : "add '\(top)' to languages or ") + "move the page into Content/\(languages[0].folder)/"))
            }
            return false
        }
    }
}

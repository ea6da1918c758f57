import Mustache
import SitegenCore
import SitegenEmit
import SitegenLayout
import SitegenText

/// Turns the theme's files (`context.themeAssets`, as `RenderPagesStep` lists them) into what
/// is published: each font cut down to the characters the rendered pages and stylesheets show
/// (`FontSubsetter`), the stylesheets pointing at those fonts, and every file under `/assets/`
/// under a content-hashed name (`layout.3f9a1c2e.css`), which the pages then link to.
struct PublishThemeAssetsStep: BuildStep {
    let name = "Publishing the theme's files"
    var requiresCleanInput: Bool { true }

    func run(_ context: BuildContext) throws(BuildFailure) {
        var assets = context.themeAssets
        guard !assets.isEmpty else { return }
        let stylesheets = assets.compactMap { asset -> [UInt8]? in
            guard asset.route.outputFile.hasSuffix(".css"), case .bytes(let bytes) = asset.source else { return nil }
            return bytes
        }
        var shown: Set<Unicode.Scalar>
        if let shownInPages = context.renderedCharacters {
            shown = SiteCharacters.collect(shownInPages: shownInPages, stylesheets: stylesheets)
        } else {
            let pages = context.rendered.filter { $0.route.outputFile.hasSuffix(".html") }.map(\.bytes)
            shown = SiteCharacters.collect(pages: pages, stylesheets: stylesheets)
        }
        if let cache = context.cache { shown = cache.shownCharacters(adding: shown) }
        let renamed = publishFonts(&assets, shown: shown, context: context)
        for index in assets.indices where assets[index].route.outputFile.hasSuffix(".css") {
            guard case .bytes(let bytes) = assets[index].source else { continue }
            let css = CSSFontReferences.rewrite(String(decoding: bytes, as: UTF8.self), renamed: renamed)
            assets[index].source = .bytes(Array(css.utf8))
        }
        context.themeAssets = try hashNames(assets, context: context)
    }

    /// Replaces each font asset by its published subset; returns them by the font's old file name.
    private func publishFonts(_ assets: inout [ThemeAsset], shown: Set<Unicode.Scalar>,
                              context: BuildContext) -> [String: PublishedFont] {
        // The CJK fonts only draw what the text and code fonts lack (the CSS lists them second).
        let cjkShown: Set<Unicode.Scalar>
        if case .success(let typesetter) = SharedTypesetter.load(ThemeGeometry.standard) {
            let fonts = typesetter.fonts
            let primary = [fonts.bodyRegular, fonts.bodyBold, fonts.bodyItalic, fonts.bodyBoldItalic, fonts.monoRegular]
            cjkShown = shown.filter { scalar in !primary.allSatisfy { $0.hasGlyph(for: scalar) } }
        } else {
            cjkShown = shown
        }
        let fonts = assets.enumerated().compactMap { index, asset -> (Int, String, String, Int)? in
            guard case .font(let path, let faceIndex) = asset.source, let name = asset.route.urlPath.split(separator: "/").last
            else { return nil }
            return (index, String(name), path, faceIndex)
        }
        let cache = context.options.fontCache
        let results = fonts.parallelMap { _, name, path, faceIndex -> Result<PublishedFont, FontError> in
            Result { () throws(FontError) in
                try FontSubsetter.publish(path: path, faceIndex: faceIndex, publishedName: name,
                                          scalars: ThemeFonts.isCJKFont(name) ? cjkShown : shown, cache: cache)
            }
        }
        var renamed: [String: PublishedFont] = [:]
        for ((index, name, path, _), result) in zip(fonts, results) {
            switch result {
            case .success(let font):
                renamed[name] = font
                assets[index] = ThemeAsset(route: ThemeAsset.fontRoute(font.name), source: .bytes(font.bytes))
            case .failure(let error):
                context.diagnostics.append(.warning(at: SourceLocation(file: path), "\(error); the whole font is published"))
            }
        }
        return renamed
    }

    /// Gives every file under `/assets/` made by the build (not a font: those are named
    /// already) a content-hashed name, and points the HTML pages' references at it: in the
    /// files a `PageStream` wrote, or in the pages held in memory.
    private func hashNames(_ assets: [ThemeAsset], context: BuildContext) throws(BuildFailure) -> [ThemeAsset] {
        let basePath = context.config.basePath
        var replacements: [(old: [UInt8], new: [UInt8])] = []
        var hashes: [Route: String] = [:]
        let hashed = assets.map { asset -> ThemeAsset in
            guard let name = asset.nameToHash, case .bytes(let bytes) = asset.source else { return asset }
            let hex = ContentHash.hex(bytes)
            let route = Route.file([ThemeAsset.folder, ContentHash.hashedName(name, hex: hex)])
            replacements.append((Self.quotedURL(asset.route, basePath: basePath), Self.quotedURL(route, basePath: basePath)))
            hashes[asset.route] = hex
            return ThemeAsset(route: route, source: asset.source)
        }
        guard !replacements.isEmpty else { return hashed }
        let pairs = replacements
        context.assetURLReplacements = pairs
        if let stream = context.pageStream {
            do throws(OutputError) {
                try stream.fillHashes(context.streamedPages, hashes: hashes)
            } catch {
                context.diagnostics.append(.error(at: SourceLocation(file: context.outputPath), error.message))
                throw BuildFailure(context.diagnostics)
            }
        }
        // In batches, each page's old bytes freed as its new ones arrive: a large site's pages
        // are hundreds of megabytes, and holding them twice would double the peak.
        let batchSize = 256
        for batchStart in stride(from: 0, to: context.rendered.count, by: batchSize) {
            let batch = batchStart..<min(batchStart + batchSize, context.rendered.count)
            let rewritten = Array(context.rendered[batch]).parallelMap { route, bytes -> [UInt8]? in
                route.outputFile.hasSuffix(".html") ? ByteReplacement.replacing(pairs, in: bytes) : nil
            }
            for (index, bytes) in zip(batch, rewritten) {
                if let bytes { context.rendered[index].bytes = bytes }
            }
        }
        return hashed
    }

    /// The URL pages link to `route` with, under the site's base path, in quotes and escaped
    /// as a template's `{{url}}` writes it: what is rewritten in a page is a whole attribute
    /// value, never a longer URL that starts alike.
    static func quotedURL(_ route: Route, basePath: String) -> [UInt8] {
        let quote = UInt8(ascii: "\"")
        return [quote] + Template.escapedHTML(HTMLEscaping.percentEncoded(basePath + route.urlPath.dropFirst())) + [quote]
    }
}

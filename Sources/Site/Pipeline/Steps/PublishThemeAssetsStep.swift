import SitegenCore
import SitegenEmit
import SitegenComposition
import SitegenLayout
import SitegenText

/// Turns the theme's files into what is published: each font cut down to the characters
/// the rendered pages and stylesheets show (`FontSubsetter`; the CJK font only when a page
/// shows a character the others lack, each fallback font only with the characters the faces
/// before it lack), the stylesheets pointing at those fonts, and every
/// file under `/assets/` under a content-hashed name (`layout.3f9a1c2e.css`), which the
/// pages then link to (`WriteOutputStep` points them there).
struct PublishThemeAssetsStep: BuildStep {
    let name = "Publishing the theme's files"
    var requiresCleanInput: Bool { true }
    let files: ThemeFiles
    /// The characters the rendered pages show.
    let shownInPages: Set<Unicode.Scalar>
    let config: SiteConfig

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) -> PublishedTheme {
        let needsCJK = files.hasCJKFont && ThemeFonts.needsCJKFont(shown: shownInPages)
        // From the pages of this build alone, in the preview too: its output equals a build's.
        let fallbacksShown = ThemeFonts.fallbackScalars(shown: shownInPages, theme: ThemeGeometry.standard)
        var unpublishedFallbacks = Set(fallbacksShown.keys)
        var assets = files.own.map(Self.compactingStylesheet)
        for font in files.fonts where (needsCJK || !ThemeFonts.isCJKFont(font.name)) && fallbacksShown[font.name]?.isEmpty != true {
            guard let path = font.path else {
                diagnostics.append(.warning(
                    at: SourceLocation(file: files.stylesheetPath),
                    "the font \(font.name) is not installed (searched \(ThemeFonts.fontsRoot)); pages fall back to system fonts"))
                continue
            }
            assets.append(ThemeAsset(route: ThemeAsset.fontRoute(font.name), source: .font(path: path, faceIndex: font.faceIndex)))
            unpublishedFallbacks.remove(font.name)
        }
        let publishesCJKFont = assets.contains { asset in
            guard case .font = asset.source, let name = asset.route.urlPath.split(separator: "/").last else { return false }
            return ThemeFonts.isCJKFont(String(name))
        }
        let stylesheets = assets.compactMap { asset -> [UInt8]? in
            guard asset.route.outputFile.hasSuffix(".css"), case .bytes(let bytes) = asset.source else { return nil }
            return bytes
        }
        let themeCharacters = SiteCharacters.collect(shownInPages: [], stylesheets: stylesheets)
        let shown = themeCharacters.union(shownInPages)
        let fallbacks = ThemeFonts.fallbackScalars(shown: shown, theme: .standard)
        let renamed = publishFonts(&assets, shown: shown, fallbacks: fallbacks, environment: environment,
                                   diagnostics: &diagnostics)
        // A fallback's rule says which characters it has: pages without them never load it.
        var ranges: [String: Set<Unicode.Scalar>] = [:]
        for (name, scalars) in fallbacks { if let font = renamed[name] { ranges[font.name] = scalars } }
        for index in assets.indices where assets[index].route.outputFile.hasSuffix(".css") {
            guard case .bytes(let bytes) = assets[index].source else { continue }
            var css = CSSFontReferences.rewrite(String(decoding: bytes, as: UTF8.self), renamed: renamed)
            css = CSSFontReferences.addingUnicodeRanges(css, ranges: ranges)
            css = CSSFontReferences.removingFaces(css, names: Array(unpublishedFallbacks))
            assets[index].source = .bytes(Array(css.utf8))
        }
        var published = hashNames(assets)
        pointPreloads(&published, renamed: renamed)
        published.publishesCJKFont = publishesCJKFont
        published.characters = shown
        published.themeCharacters = themeCharacters
        return published
    }

    /// `asset` without its comments and indentation, if it is a stylesheet (`StylesheetCompaction`).
    private static func compactingStylesheet(_ asset: ThemeAsset) -> ThemeAsset {
        guard asset.route.outputFile.hasSuffix(".css"), case .bytes(let bytes) = asset.source else { return asset }
        var compacted = asset
        compacted.source = .bytes(Array(StylesheetCompaction.compacted(String(decoding: bytes, as: UTF8.self)).utf8))
        return compacted
    }

    /// Replaces each font asset by its published subset; returns them by the font's old file name.
    private func publishFonts(_ assets: inout [ThemeAsset], shown: Set<Unicode.Scalar>,
                              fallbacks: [String: Set<Unicode.Scalar>], environment: BuildEnvironment,
                              diagnostics: inout DiagnosticList) -> [String: PublishedFont] {
        // The CJK fonts only draw what the text and code fonts lack (the CSS lists them second).
        let cjkShown: Set<Unicode.Scalar>
        if case .success(let typesetter) = ThemeTypesetter.load(ThemeGeometry.standard) {
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
        let cache = environment.options.fontCache
        let results = fonts.parallelMap { _, name, path, faceIndex -> Result<PublishedFont, FontError> in
            Result { () throws(FontError) in
                try FontSubsetter.publish(path: path, faceIndex: faceIndex, publishedName: name,
                                          scalars: ThemeFonts.isCJKFont(name) ? cjkShown : fallbacks[name] ?? shown,
                                          cache: cache)
            }
        }
        var renamed: [String: PublishedFont] = [:]
        for ((index, name, path, _), result) in zip(fonts, results) {
            switch result {
            case .success(let font):
                renamed[name] = font
                assets[index] = ThemeAsset(route: ThemeAsset.fontRoute(font.name), source: .bytes(font.bytes))
            case .failure(let error):
                diagnostics.append(.warning(at: SourceLocation(file: path), "\(error); the whole font is published"))
            }
        }
        return renamed
    }

    /// Points the pages' preload links (`ThemeFiles.preloadedFonts`) at the fonts' subsets.
    /// A font whose subset could not be made, or not as WOFF2, keeps a link to no file: the
    /// stylesheet still loads what was published, only later.
    private func pointPreloads(_ published: inout PublishedTheme, renamed: [String: PublishedFont]) {
        for (font, route) in files.preloadedFonts.map({ ($0.font, $0.route) }) {
            let name = String(route.urlPath.split(separator: "/").last ?? "")
            let hex = renamed[font.name].flatMap { published -> String? in
                guard let digits = published.name.split(separator: ".").dropLast().last.map(String.init) else { return nil }
                return ContentHash.hashedName(name, hex: digits) == published.name ? digits : nil
            } ?? ContentHash.placeholderHex
            published.hashes[route] = hex
            published.urlReplacements.append((
                PublishedTheme.quotedURL(route, basePath: config.basePath),
                PublishedTheme.quotedURL(ThemeAsset.fontRoute(ContentHash.hashedName(name, hex: hex)), basePath: config.basePath)))
        }
    }

    /// Gives every file under `/assets/` made by the build (not a font: those are named
    /// already) a content-hashed name, and says how pages are to point at it.
    private func hashNames(_ assets: [ThemeAsset]) -> PublishedTheme {
        let basePath = config.basePath
        var replacements: [(old: [UInt8], new: [UInt8])] = []
        var hashes: [Route: String] = [:]
        let hashed = assets.map { asset -> ThemeAsset in
            guard let name = asset.nameToHash, case .bytes(let bytes) = asset.source else { return asset }
            let hex = ContentHash.hex(bytes)
            let route = Route.file([ThemeAsset.folder, ContentHash.hashedName(name, hex: hex)])
            replacements.append((PublishedTheme.quotedURL(asset.route, basePath: basePath),
                                 PublishedTheme.quotedURL(route, basePath: basePath)))
            hashes[asset.route] = hex
            return ThemeAsset(route: route, source: asset.source)
        }
        return PublishedTheme(files: hashed, hashes: hashes, urlReplacements: replacements, publishesCJKFont: false)
    }
}

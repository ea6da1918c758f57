import SitegenTestSupport
import Foundation
import Testing
import SitegenText
import SitegenEmit
@testable import SitegenSite

/// The bundled site (the repository's own `Content/`), built for real: the fonts it publishes
/// are subsets that hold every glyph its pages use and set their text exactly as the whole
/// Debian fonts do, at a fraction of their bytes.
@Suite(.serialized) struct PublishedFontsTests {
    static let repositoryRoot = TestPaths.repositoryRoot

    /// The bundled site built into a temporary folder.
    final class BuiltSite: Sendable {
        let output: String
        init() throws {
            output = NSTemporaryDirectory() + "sitegen-fonts-\(UUID().uuidString)"
            var options = BuildOptions(siteRoot: PublishedFontsTests.repositoryRoot)
            options.outputPath = output
            _ = try SiteBuilder(options: options).build()
        }
        deinit { try? FileManager.default.removeItem(atPath: output) }

        func files(in folder: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: output + "/" + folder)) ?? []).sorted()
        }

        func bytes(_ path: String) -> [UInt8] {
            (FileManager.default.contents(atPath: output + "/" + path)).map { [UInt8]($0) } ?? []
        }

        /// Every published HTML page, by path below the output.
        var pages: [String] {
            guard let walker = FileManager.default.enumerator(atPath: output) else { return [] }
            return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }.sorted()
        }

        /// The published font of each role, decoded from WOFF2, with its published size.
        func publishedFonts() throws -> [FontRole: (face: FontFace, size: Int)] {
            var fonts: [FontRole: (face: FontFace, size: Int)] = [:]
            for name in files(in: "assets/fonts") {
                let bytes = bytes("assets/fonts/" + name)
                let stem = name.split(separator: ".").first.map(String.init) ?? name
                guard let role = FontRole.allCases.first(where: { Self.stem(of: $0.debianFile.path) == stem }) else {
                    Issue.record("published font \(name) plays no role")
                    continue
                }
                let opentype = try #require(WOFF2.decode(bytes), "\(name) is not WOFF2")
                fonts[role] = (try FontFace(bytes: opentype, source: name), bytes.count)
            }
            return fonts
        }

        static func stem(of path: String) -> String {
            let file = path.split(separator: "/").last.map(String.init) ?? path
            return file.split(separator: ".").first.map(String.init) ?? file
        }
    }

    /// A page's text: its markup without tags, scripts and styles, character references decoded.
    static func text(ofPage html: String) -> String {
        var text = html
        for element in ["script", "style"] {
            while let open = text.range(of: "<\(element)"), let close = text.range(of: "</\(element)>", range: open.upperBound..<text.endIndex) {
                text.removeSubrange(open.lowerBound..<close.upperBound)
            }
        }
        var result = ""
        var inTag = false
        for character in text {
            if character == "<" { inTag = true; result.append(" ") } else if character == ">" { inTag = false } else if !inTag { result.append(character) }
        }
        for (reference, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", "\u{A0}"), ("&amp;", "&")] {
            result = result.replacingOccurrences(of: reference, with: character)
        }
        return result.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func everyPagePreloadsItsFirstScreensFacesByTheirPublishedNamesAndWaitsForThem() throws {
        let site = try BuiltSite()
        let link = try Regex(#"<link rel="preload" href="([^"]+)" as="font" type="font/woff2" crossorigin data-sg-face="([^"]+)">"#)
        let pages = site.pages.filter { !$0.hasPrefix("search/") }
        #expect(pages.count >= 20)
        for page in pages {
            let html = String(decoding: site.bytes(page), as: UTF8.self)
            let preloads = html.matches(of: link).map { (String($0.output[1].substring ?? ""), String($0.output[2].substring ?? "")) }
            // Each link names a published subset and the face the script waits for.
            for (url, _) in preloads {
                #expect(url.hasPrefix("/assets/fonts/") && !site.bytes(String(url.dropFirst())).isEmpty, "\(page): \(url)")
            }
            let faces = preloads.map { $0.1.replacingOccurrences(of: "&quot;", with: "\"") }
            var expected = [FontRole.bodyRegular, .bodyBold]
            if html.contains("<code") { expected.append(.monoRegular) }
            #expect(faces == expected.compactMap(ThemeCSS.fontShorthand), "\(page)")
            #expect(faces.first == "400 1em \"SG Body\"")
            // The script that waits for them comes after the stylesheets that declare them.
            let script = try #require(html.range(of: "querySelectorAll(\"link[data-sg-face]\")"), "\(page)")
            let stylesheet = try #require(html.range(of: "<link rel=\"stylesheet\"", options: .backwards), "\(page)")
            #expect(stylesheet.upperBound < script.lowerBound, "\(page)")
        }
    }

    @Test func subsetsHoldEveryGlyphAndSetEveryPageAsTheWholeFonts() throws {
        let site = try BuiltSite()
        let published = try site.publishedFonts()
        let primary = Set(FontRole.allCases).subtracting(FontRole.fallbacks)
        #expect(primary.isSubset(of: Set(published.keys)), "the bundled site has Chinese pages: all seven main faces")
        let whole = try FontSet.debian()
        let subsets = FontSet(replacing: published.mapValues(\.face), in: whole)
        let wholeSetter = Typesetter(fonts: whole)
        let subsetSetter = Typesetter(fonts: subsets)
        let pages = site.pages
        #expect(pages.count >= 20)
        for page in pages {
            let text = Self.text(ofPage: String(decoding: site.bytes(page), as: UTF8.self))
            let language = page.hasPrefix("zh/") ? "zh-Hans" : "en"
            for style in [TextStyle.regular(16), .bold(16), .italic(16), .boldItalic(16), .monospace(14)] {
                // Each character comes from the same role in both sets, and that role's subset has it.
                for role in FontSet.fallbackRoles(for: style) {
                    let missing = text.unicodeScalars.filter { scalar in
                        let first = FontSet.fallbackRoles(for: style).first { whole.face($0).hasGlyph(for: scalar) }
                        return first == role && !subsets.face(role).hasGlyph(for: scalar)
                    }
                    #expect(missing.isEmpty, "\(page): \(role) subset lacks \(Set(missing).map { String($0) }.sorted())")
                }
                let paragraph = ParagraphStyle(textStyle: style, lineHeight: LayoutUnit(26), language: language)
                let expected = wholeSetter.prepare(StyledText(text, style: style), style: paragraph)
                let actual = subsetSetter.prepare(StyledText(text, style: style), style: paragraph)
                #expect(actual.maxContentWidth == expected.maxContentWidth, "\(page) in \(style)")
                #expect(actual.uncoveredCharacters == expected.uncoveredCharacters, "\(page) in \(style)")
            }
        }
    }

    @Test func aChinesePageLoadsUnderOneTenthOfTheWholeFontsBytes() throws {
        let site = try BuiltSite()
        let published = try site.publishedFonts()
        func wholeSize(_ role: FontRole) throws -> Int {
            try (FileManager.default.attributesOfItem(atPath: role.debianFile.path)[.size] as? Int) ?? 0
        }
        // Everything a page of the site can load: a Chinese page (zh/快速开始/) may use all
        // seven faces; an English one all but the CJK faces.
        // The fallbacks count only when the site publishes them (when it shows what they draw).
        let chinese = FontRole.allCases.filter { !FontRole.fallbacks.contains($0) || published[$0] != nil }
        let english = chinese.filter { $0 != .cjkRegular && $0 != .cjkBold }
        for (page, roles) in [("zh/快速开始/index.html", chinese), ("docs/getting-started/index.html", english)] {
            #expect(!site.bytes(page).isEmpty, "\(page) is published")
            let shipped = roles.reduce(0) { $0 + (published[$1]?.size ?? 0) }
            let original = try roles.reduce(0) { $0 + (try wholeSize($1)) }
            print("Fonts of \(page): \(shipped) bytes shipped, \(original) bytes in the whole font files"
                + " (\(String(format: "%.2f", 100 * Double(shipped) / Double(max(original, 1)))) %)")
            #expect(shipped > 0)
            #expect(shipped * 10 < original)
        }
    }
}

extension FontSet {
    /// `whole` with each role in `published` replaced by that face.
    init(replacing published: [FontRole: FontFace], in whole: FontSet) {
        func face(_ role: FontRole) -> FontFace { published[role] ?? whole.face(role) }
        self.init(bodyRegular: face(.bodyRegular), bodyBold: face(.bodyBold), bodyItalic: face(.bodyItalic),
                  bodyBoldItalic: face(.bodyBoldItalic), monoRegular: face(.monoRegular),
                  cjkRegular: face(.cjkRegular), cjkBold: face(.cjkBold), fallbacks: FontRole.fallbacks.map(face))
    }
}

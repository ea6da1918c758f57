import Foundation
import SitegenCore
import SitegenComposition
@testable import SitegenEmit
import SitegenLayout
import SitegenMarkdown
import SitegenText
import Testing

@Suite struct LayoutDocumentTests {
    static let typesetter: Typesetter? = try? Typesetter(fonts: ThemeGeometry.standard.loadFonts())
    let theme = ThemeGeometry.standard

    func build(_ markdown: String, unsafe: Bool = false, images: [String: ImageDimensions] = [:]) throws
        -> (root: LayoutNode, warnings: [Diagnostic], data: MeasuredPage) {
        let typesetter = try #require(Self.typesetter)
        var document = try DocumentReader.read(bytes: Array(markdown.utf8), file: "Content/page.md",
                                               options: MarkdownOptions(unsafeHTML: unsafe))
        // As if the title were set apart: the whole document is the page's body.
        document.titleSource = .frontMatter
        let composer = PageComposer(theme: theme, typesetter: typesetter, language: "en") { images[$0] }
        let laidOut = composer.layOut(document)
        let composed = composer.compose(document)
        #expect(composed.measured == MeasuredPage(measuring: laidOut.tree, theme: theme))
        return (laidOut.tree, composed.warnings, composed.measured)
    }

    @Test func everySectionHeadingHasAnAnchorAtEveryVariant() throws {
        let (_, warnings, data) = try build("# Title\n\nText.\n\n## One {#first}\n\nMore text.\n\n### Two\n\n> ## Not a section\n")
        #expect(warnings.isEmpty)
        #expect(data.variants.map(\.variant.contentWidth) == theme.variants.map(\.contentWidth))
        for variant in data.variants {
            #expect(variant.anchors.sortedIDs == ["first", "title", "two"])
            #expect(variant.anchors["title"]?.rect.minY == .zero)
            #expect(variant.anchors["title"]?.rect.width == LayoutUnit(variant.variant.contentWidth))
            // Title 38 + its margin 16, one line of text 26, the h2's top margin 36.
            #expect(variant.anchors["first"]?.rect.minY == LayoutUnit(38 + 16 + 26 + 36))
        }
    }

    @Test func measuringEveryWidthAtOnceEqualsMeasuringEachAlone() throws {
        // Sizes and caches are shared between the widths, and a paragraph's lines reused at
        // every width they hold at: none of it may leak from one width to the next.
        let folders = ["Tests/Fixtures/layout-en/Content/articles", "Tests/Fixtures/layout-zh/Content"]
        var pages = 0
        for folder in folders {
            let names = try #require(try? FileManager.default.contentsOfDirectory(atPath: folder)).filter { $0.hasSuffix(".md") }
            for name in names.sorted() {
                try expectEveryWidthAsAlone(folder + "/" + name)
                pages += 1
            }
        }
        #expect(pages >= 8)
    }

    @Test func theBenchmarkCorpusMeasuredAtOnceEqualsEachWidthAlone() throws {
        // The benchmark's generated pages: prose, lists, tables, code, timelines, Chinese.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-corpus-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = ["python3", "scripts/bench.d/corpus.py", "--pages", "80", "--output", folder]
        generator.standardOutput = FileHandle.nullDevice
        try generator.run()
        generator.waitUntilExit()
        try #require(generator.terminationStatus == 0)
        let files = try #require(FileManager.default.enumerator(atPath: folder + "/Content")?.compactMap { $0 as? String })
            .filter { $0.hasSuffix(".md") }.sorted()
        for file in files { try expectEveryWidthAsAlone(folder + "/Content/" + file) }
        #expect(files.count >= 80)
    }

    /// The page at `path`, measured at every variant at once, is what each width measured alone gives.
    func expectEveryWidthAsAlone(_ path: String) throws {
        let markdown = try #require(FileManager.default.contents(atPath: path))
        let (root, _, data) = try build(String(decoding: markdown, as: UTF8.self), unsafe: true)
        for variant in data.variants {
            let alone = LayoutEngine.measure(root, width: LayoutUnit(variant.variant.contentWidth))
            #expect(variant.height == alone.size.height, "\(path) at \(variant.variant.name)")
            #expect(variant.anchors == alone.anchors, "\(path) at \(variant.variant.name)")
            #expect(variant.isUnverified == alone.isUnverified, "\(path) at \(variant.variant.name)")
        }
    }

    @Test func variantsWithDifferentAnchorsWriteEachTheirOwn() throws {
        // One tree gives every variant the same ids, and the JSON sorts the first variant's
        // once; should a variant lack one or hold another, each still writes exactly its own.
        let (_, _, data) = try build("# Title\n\nText.\n\n## One {#first}\n\nMore.\n\n## Two {#second}\n\nEnd.\n")
        func count(_ id: String, in json: String) -> Int { json.components(separatedBy: "\"\(id)\":{").count - 1 }
        #expect(count("first", in: data.json) == data.variants.count)

        var lacking = data
        var without = AnchorPreferences()
        for id in data.variants[1].anchors.sortedIDs where id != "first" {
            without.report(id, try #require(data.variants[1].anchors[id]))
        }
        lacking.variants[1].anchors = without
        #expect(count("first", in: lacking.json) == data.variants.count - 1)
        #expect(count("second", in: lacking.json) == data.variants.count)

        var extra = data
        let rect = LayoutRect(origin: .zero, size: LayoutSize(width: LayoutUnit(10), height: LayoutUnit(5)))
        extra.variants[2].anchors.report("aaa-extra", Anchor(rect: rect))
        #expect(count("aaa-extra", in: extra.json) == 1)
        #expect(count("first", in: extra.json) == data.variants.count)
        // Ids sorted in every variant: the extra one opens variant 2's anchors.
        #expect(extra.json.contains("\"anchors\":{\"aaa-extra\":{"))
    }

    @Test func lengthsAreWrittenAsTheirDoublesPrint() {
        // The JSON's numbers: exact decimals of 1/64 px, the text `String(Double)` gives.
        var raws = Array(stride(from: -300_000, through: 300_000, by: 1))
        raws += [Int(Int32.max), Int(Int32.min), 1 << 40, -(1 << 40) - 1]
        var mismatches: [String] = []
        for raw in raws {
            let expected = raw % 64 == 0 ? String(raw / 64) : String(Double(raw) / 64)
            let written = MeasuredPage.number(LayoutUnit(rawValue: raw))
            if written != expected { mismatches.append("\(raw): \(written) vs \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func tightListParagraphsHaveNoMarginsLooseOnesDo() throws {
        let tight = try build("- a\n- b\n\n## After {#after}\n").data.variants[0]
        let loose = try build("- a\n\n- b\n\n## After {#after}\n").data.variants[0]
        // Tight: two lines and the item spacing; loose: each item's paragraph keeps its
        // bottom margin except the last child's.
        #expect(tight.anchors["after"]?.rect.minY == LayoutUnit(26 + 4 + 26 + 36))
        #expect(loose.anchors["after"]?.rect.minY == LayoutUnit(26 + 4 + 26 + 36))
        let nested = try build("- a\n  - b\n  - c\n- d\n\n## After {#after}\n").data.variants[0]
        // Four lines; spacing between the outer items and between the nested ones only.
        #expect(nested.anchors["after"]?.rect.minY == LayoutUnit(26 * 4 + 4 * 2 + 36))
    }

    @Test func codeLinesNeverWrapAndTheLastNewlineMakesNoLine() throws {
        let markdown = "```\n" + String(repeating: "x ", count: 100) + "\n\n  indented\n```\n\n## After {#after}\n"
        let data = try build(markdown).data
        // Three lines at 22 px at every width (the long one scrolls sideways), 12 px padding
        // above and below, then the heading's 36 px margin.
        for variant in data.variants {
            #expect(variant.anchors["after"]?.rect.minY == LayoutUnit(3 * 22 + 24 + 36))
        }
    }

    @Test func aCodeTitleIsABarAboveTheBlock() throws {
        let markdown = "```swift title=\"Package.swift\"\nlet x = 1\n```\n\n## After {#after}\n"
        let data = try build(markdown).data
        // The title's 20 px line with 6 px padding above and below, then one line of code.
        for variant in data.variants {
            #expect(variant.anchors["after"]?.rect.minY == LayoutUnit(32 + 22 + 24 + 36))
        }
    }

    @Test func imagesUseTheirFileSizeScaledToTheColumn() throws {
        let size = ImageDimensions(width: 900, height: 300)
        let data = try build("![photo](p.jpg)\n\n## After {#after}\n", images: ["p.jpg": size]).data
        for variant in data.variants {
            let width = min(900, variant.variant.contentWidth)
            let height = LayoutUnit(rawValue: LayoutUnit(width).rawValue * 300 / 900)
            // The paragraph's 16 px bottom margin collapses into the heading's 36 px.
            #expect(variant.anchors["after"]?.rect.minY == height + LayoutUnit(36))
        }
    }

    @Test func aLinkedImageAloneIsMeasuredAsTheImage() throws {
        let size = ImageDimensions(width: 900, height: 300)
        let markdown = "[![photo](p.jpg)](https://example.com)\n\n## After {#after}\n"
        let (_, warnings, data) = try build(markdown, images: ["p.jpg": size])
        #expect(warnings.isEmpty)
        for variant in data.variants {
            let width = min(900, variant.variant.contentWidth)
            let height = LayoutUnit(rawValue: LayoutUnit(width).rawValue * 300 / 900)
            #expect(variant.anchors["after"]?.rect.minY == height + LayoutUnit(36), "\(variant.variant.name)")
        }
        // A word beside it makes it text, which cannot hold an image: measured with a warning.
        let beside = try build("[![photo](p.jpg)](https://example.com) here\n", images: ["p.jpg": size])
        #expect(beside.warnings.count == 1)
    }

    @Test func aParagraphOfImagesAloneIsARowOfEqualColumns() throws {
        let images = ["wide.jpg": ImageDimensions(width: 900, height: 300), "small.png": ImageDimensions(width: 200, height: 120)]
        let (_, warnings, data) = try build("![a](wide.jpg) ![b](small.png)\n\n## After {#after}\n", images: images)
        #expect(warnings.isEmpty)
        for variant in data.variants {
            // Two columns 16 px apart; the wide image is scaled to its column, the small one
            // keeps its size unless its column is narrower; the row is as tall as the tallest.
            let column = (LayoutUnit(variant.variant.contentWidth) - LayoutUnit(16)).divided(by: 2)
            let wide = LayoutUnit(rawValue: column.rawValue * 300 / 900)
            let small = column < LayoutUnit(200) ? LayoutUnit(rawValue: column.rawValue * 120 / 200) : LayoutUnit(120)
            #expect(variant.anchors["after"]?.rect.minY == max(wide, small) + LayoutUnit(36), "\(variant.variant.name)")
        }
        // Text beside images is no row: it is measured as text, which cannot hold images.
        let mixed = try build("![a](wide.jpg) and ![b](small.png)\n", images: images)
        #expect(mixed.warnings.count == 2)
        #expect(ThemeCSS(theme: theme).stylesheet.contains("p:has(> img + img):not(:has(> :not(img))) { display: grid;"))
    }

    @Test func unmeasuredContentWarnsAndMarksWhatFollows() throws {
        let markdown = "## Before {#before}\n\n<div>widget</div>\n\n## After {#after}\n\n![x](missing.png)\n"
        let (_, warnings, data) = try build(markdown, unsafe: true)
        #expect(warnings.count == 2)
        #expect(warnings.map(\.location.line) == [3, 7])
        #expect(warnings.allSatisfy { $0.severity == .warning })
        let desktop = try #require(data.variants.first)
        #expect(desktop.anchors["before"]?.isUnverified == false)
        #expect(desktop.anchors["after"]?.isUnverified == true)
        #expect(desktop.isUnverified)
        #expect(data.json.contains("\"after\":{\"x\":0,\"y\":"))
        #expect(data.json.contains("\"unverified\":true"))
    }

    @Test func embedsWithADeclaredHeightAreMeasured() throws {
        let markdown = "<iframe src=\"x\" width=\"560\" height=\"315\"></iframe>\n\n## After {#after}\n"
        let (_, warnings, data) = try build(markdown, unsafe: true)
        #expect(warnings.isEmpty)
        #expect(data.variants[0].anchors["after"]?.rect.minY == LayoutUnit(315 + 36))
        #expect(data.variants[0].anchors["after"]?.isUnverified == false)
    }

    @Test func jsonFollowsTheContract() throws {
        let json = try build("# T <x>\n").data.json
        #expect(json.hasPrefix("{\"version\":1,\"variants\":[{\"name\":\"desktop\",\"contentWidth\":720,\"minViewport\":1024,\"maxViewport\":null,\"height\":38,"))
        #expect(json.contains("\"minViewport\":320,\"maxViewport\":359"))
        // The reading line the runtime's thresholds start from: under the phone's 56 px header.
        #expect(json.contains("\"maxViewport\":359,\"height\":38,\"readingLine\":72,\"anchors\""))
        #expect(!json.contains("<"))
    }

    @Test func cssFixesTheColumnAtEveryVariantRange() {
        let css = ThemeCSS(theme: theme).stylesheet
        for variant in theme.variants {
            let upper = variant.maxViewport.map { " < \($0 + 1)px" } ?? ""
            // The column's width, and the same width for the theme's grid to make room for.
            #expect(css.contains("@media (\(variant.minViewport)px <= width\(upper)) { #sg-content { width: \(variant.contentWidth)px; } "
                                 + ":root { --sg-content-width: \(variant.contentWidth)px; --sg-header-height: \(Int(variant.stickyHeaderHeight))px; "
                                 + "--sg-reading-line: \(Int(theme.readingLine(variant)))px; } }"))
        }
        #expect(css.contains("#sg-content [id] { scroll-margin-top: var(--sg-reading-line, 0px); }"))
        // The ranges partition every width from the smallest up.
        let sorted = theme.variants.sorted { $0.minViewport < $1.minViewport }
        for (lower, upper) in zip(sorted, sorted.dropFirst()) {
            #expect(lower.maxViewport.map { $0 + 1 } == upper.minViewport)
        }
        #expect(sorted.last?.maxViewport == nil && sorted.first?.minViewport == 320)
        for needle in ["text-spacing-trim: space-all", "font-synthesis: none", "table-layout: auto", "scrollbar-width: none", "white-space: pre-wrap",
                       "scrollbar-gutter: stable", "font-display: block", "line-height: 26px"] {
            #expect(css.contains(needle))
        }
    }
}

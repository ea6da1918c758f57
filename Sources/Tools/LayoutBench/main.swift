// Throughput of page layout: a Markdown page read once, then mapped to a layout tree
// (every paragraph shaped) and measured at every width variant of the default theme.
//
// Usage: LayoutBench [PAGE.md] (default: the 2,000-word fixture article)
// "cold": a new typesetter (empty shaping cache) for every page;
// "warm": one typesetter whose cache already holds the page's words;
// "measure only": the tree built once, measured at every variant (no shaping at all).
import Foundation
import SitegenEmit
import SitegenLayout
import SitegenMarkdown
import SitegenText

let path = CommandLine.arguments.count > 1
    ? CommandLine.arguments[1] : "Tests/Fixtures/layout-en/Content/articles/long.md"
guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write("LayoutBench: cannot read \(path)\n".data(using: .utf8)!)
    exit(1)
}
let document: Document
do {
    document = try DocumentReader.read(bytes: [UInt8](data), file: path)
} catch {
    FileHandle.standardError.write("LayoutBench: \(error)\n".data(using: .utf8)!)
    exit(1)
}
let theme = ThemeGeometry.standard
let fonts: FontSet
do {
    fonts = try theme.loadFonts()
} catch {
    FileHandle.standardError.write("LayoutBench: \(error)\n".data(using: .utf8)!)
    exit(1)
}

func layOut(_ typesetter: Typesetter) -> PageLayoutData {
    let (root, _) = DocumentLayoutBuilder(theme: theme, typesetter: typesetter, language: "en").build(document)
    return PageLayoutData(measuring: root, theme: theme)
}

/// Runs `body` for about `seconds`, returns runs per second.
func rate(seconds: Double = 2, _ body: () -> Void) -> (perSecond: Double, runs: Int) {
    let start = Date()
    var runs = 0
    while Date().timeIntervalSince(start) < seconds {
        body()
        runs += 1
    }
    return (Double(runs) / Date().timeIntervalSince(start), runs)
}

let sample = layOut(Typesetter(fonts: fonts))
let anchors = sample.variants.first?.anchors.count ?? 0
print("page: \(path), \(document.wordCount) words, \(theme.variants.count) variants, \(anchors) anchors per variant")
print("height at each variant: " + sample.variants.map { "\($0.variant.contentWidth): \($0.height.px)" }.joined(separator: ", "))

let cold = rate { _ = layOut(Typesetter(fonts: fonts)) }
print(String(format: "cold shaping cache: %8.1f pages/s (all variants)", cold.perSecond))

let warmTypesetter = Typesetter(fonts: fonts)
_ = layOut(warmTypesetter)
let warm = rate { _ = layOut(warmTypesetter) }
print(String(format: "warm shaping cache: %8.1f pages/s (all variants)", warm.perSecond))

let (root, _) = DocumentLayoutBuilder(theme: theme, typesetter: warmTypesetter, language: "en").build(document)
let measureOnly = rate { _ = PageLayoutData(measuring: root, theme: theme) }
print(String(format: "measure only:       %8.1f pages/s (all variants, paragraphs already shaped)", measureOnly.perSecond))
let json = rate { _ = sample.json }
print(String(format: "layout JSON:        %8.1f pages/s", json.perSecond))

// Throughput of page layout: Markdown read once, then mapped to a layout tree (every
// paragraph shaped) and measured at every width variant of the default theme.
//
// Usage: LayoutBench [PAGE.md | FOLDER] (default: the 2,000-word fixture article)
// With a page:
//   "cold": a new typesetter (empty shaping cache) for every page;
//   "warm": one typesetter whose cache already holds the page's words;
//   "measure only": the tree built once, measured at every variant (no shaping at all).
//   LAYOUT_BENCH_ONLY=cold|warm|measure|json runs one of them (for a profiler).
// With a folder: its first LAYOUT_BENCH_PAGES (300) Markdown files, read first, then laid
// out one after another with one typesetter, as a build does; prints the CPU time per page
// of building the trees (shaping) and of measuring them. CPU time, not wall time, so that
// the figures hold on a busy machine.
import Foundation
import SitegenComposition
import SitegenEmit
import SitegenLayout
import SitegenMarkdown
import SitegenText

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("LayoutBench: \(message)\n".utf8))
    exit(1)
}

func read(_ path: String) -> Document {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    do {
        return try DocumentReader.read(bytes: [UInt8](data), file: path)
    } catch {
        fail("\(error)")
    }
}

let path = CommandLine.arguments.count > 1
    ? CommandLine.arguments[1] : "Tests/Fixtures/layout-en/Content/articles/long.md"
let theme = ThemeGeometry.standard
let fonts: FontSet
do {
    fonts = try theme.loadFonts()
} catch {
    fail("\(error)")
}

/// This thread's CPU time in seconds.
func cpuSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

var isFolder: ObjCBool = false
if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
    benchmarkFolder(path)
} else {
    benchmarkPage(path)
}

func benchmarkFolder(_ folder: String) {
    let limit = Int(ProcessInfo.processInfo.environment["LAYOUT_BENCH_PAGES"] ?? "") ?? 300
    let files = (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
        .filter { $0.hasSuffix(".md") && !$0.hasSuffix("_index.md") }.sorted().prefix(limit)
    let documents = files.map { read(folder + "/" + $0) }
    let typesetter = Typesetter(fonts: fonts)
    var building = 0.0
    var measuring = 0.0
    var roots: [LayoutNode] = []
    for document in documents {
        let start = cpuSeconds()
        let root = PageComposer(theme: theme, typesetter: typesetter, language: "en").layOut(document).tree
        let built = cpuSeconds()
        _ = MeasuredPage(measuring: root, theme: theme)
        measuring += cpuSeconds() - built
        building += built - start
        roots.append(root)
    }
    let pages = Double(max(documents.count, 1))
    // The same trees measured again: at the widest variant alone, then at every variant, in
    // turns, as many times as take a second or so, so that a small folder's figures hold too.
    let widths = theme.variants.map { LayoutUnit($0.contentWidth) }
    func cpu(measuring widths: [LayoutUnit]) -> Double {
        let start = cpuSeconds()
        for root in roots { _ = LayoutEngine.measure(root, widths: widths) }
        return cpuSeconds() - start
    }
    let rounds = max(1, min(200, Int((0.5 / max(cpu(measuring: widths), 1e-6)).rounded(.up))))
    var (one, all) = (0.0, 0.0)
    for _ in 0..<rounds {
        one += cpu(measuring: [widths[0]])
        all += cpu(measuring: widths)
    }
    (one, all) = (one / Double(rounds), all / Double(rounds))
    print(String(format: "measuring, CPU per page: %.3f ms at one width, %.3f ms at all %d (%.2fx)",
                 one / pages * 1000, all / pages * 1000, widths.count, all / max(one, 1e-9)))
    // What a build's "Measuring pages" does for a page: its tree built (every paragraph
    // shaped, whatever the width), then measured, at one width or at every variant.
    print(String(format: "composing and measuring, CPU per page: %.3f ms at one width, %.3f ms at all %d (%.2fx)",
                 (building + one) / pages * 1000, (building + all) / pages * 1000, widths.count,
                 (building + all) / max(building + one, 1e-9)))
    let words = documents.reduce(0) { $0 + $1.wordCount }
    print("\(documents.count) pages of \(folder), \(words / max(documents.count, 1)) words each, \(theme.variants.count) variants")
    print(String(format: "CPU per page: %.3f ms building (shaping), %.3f ms measuring, %.3f ms in all",
                 building / pages * 1000, measuring / pages * 1000, (building + measuring) / pages * 1000))
    let (hits, misses) = typesetter.cacheStatistics
    print("shaping cache: \(hits) hits, \(misses) misses, \(typesetter.cachedRunCount) runs kept")
    benchmarkThreads(documents, warmCache: typesetter)
}

/// With LAYOUT_BENCH_THREADS=N (N > 1): the same pages laid out again on N threads sharing the
/// warm typesetter, as a build's cores share it: the process's CPU time per page, which
/// grows over the one-thread figure by what the threads cost each other (shared reference
/// counts, locks, caches).
func benchmarkThreads(_ documents: [Document], warmCache typesetter: Typesetter) {
    let threads = Int(ProcessInfo.processInfo.environment["LAYOUT_BENCH_THREADS"] ?? "") ?? 1
    guard threads > 1, !documents.isEmpty else { return }
    func processSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
    let start = processSeconds()
    let wallStart = Date()
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
        for index in stride(from: thread, to: documents.count, by: threads) {
            let root = PageComposer(theme: theme, typesetter: typesetter, language: "en").layOut(documents[index]).tree
            _ = MeasuredPage(measuring: root, theme: theme)
        }
    }
    let cpu = processSeconds() - start
    let wall = Date().timeIntervalSince(wallStart)
    print(String(format: "%d threads, warm cache: %.3f ms CPU per page, %.3f ms wall per page",
                 threads, cpu / Double(documents.count) * 1000, wall / Double(documents.count) * 1000))
}

func benchmarkPage(_ path: String) {
    let document = read(path)
    func layOut(_ typesetter: Typesetter) -> MeasuredPage {
        let root = PageComposer(theme: theme, typesetter: typesetter, language: "en").layOut(document).tree
        return MeasuredPage(measuring: root, theme: theme)
    }

    /// Runs `body` for about `seconds`, returns runs per second.
    func rate(_ mode: String, seconds: Double = 2, _ body: () -> Void) -> Double {
        if let only = ProcessInfo.processInfo.environment["LAYOUT_BENCH_ONLY"], only != mode { return 0 }
        let start = Date()
        var runs = 0
        while Date().timeIntervalSince(start) < seconds {
            body()
            runs += 1
        }
        return Double(runs) / Date().timeIntervalSince(start)
    }

    let sample = layOut(Typesetter(fonts: fonts))
    let anchors = sample.variants.first?.anchors.count ?? 0
    print("page: \(path), \(document.wordCount) words, \(theme.variants.count) variants, \(anchors) anchors per variant")
    print("height at each variant: " + sample.variants.map { "\($0.variant.contentWidth): \($0.height.px)" }.joined(separator: ", "))

    let cold = rate("cold") { _ = layOut(Typesetter(fonts: fonts)) }
    print(String(format: "cold shaping cache: %8.1f pages/s (all variants)", cold))

    let warmTypesetter = Typesetter(fonts: fonts)
    _ = layOut(warmTypesetter)
    let warm = rate("warm") { _ = layOut(warmTypesetter) }
    print(String(format: "warm shaping cache: %8.1f pages/s (all variants)", warm))

    let root = PageComposer(theme: theme, typesetter: warmTypesetter, language: "en").layOut(document).tree
    let measureOnly = rate("measure") { _ = MeasuredPage(measuring: root, theme: theme) }
    print(String(format: "measure only:       %8.1f pages/s (all variants, paragraphs already shaped)", measureOnly))
    let json = rate("json") { _ = sample.json }
    print(String(format: "layout JSON:        %8.1f pages/s", json))
}

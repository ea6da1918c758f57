// Generates the text fidelity cases: paragraphs of English, Chinese, mixed text, URLs and
// punctuation at several font sizes and container widths, each laid out by the engine.
// Tests/Browser/test_text_fidelity.py renders the same paragraphs in Chromium and compares.
//
// Usage: TextFidelity <output.json> [--seed N] [--scale N] [--widths N]
// (the options make larger or different sets for stress runs; the test uses the defaults)
import Foundation
import SitegenText

struct CaseOutput: Codable {
    var width: Double
    var lines: Int
    var height: Double
    var lineWidths: [Double]
    var lineEnds: [Int]
    /// Where the anchor run's inline box starts: its line, the line's top and bottom, and x.
    var anchor: AnchorOutput?
}

struct AnchorOutput: Codable {
    var line: Int
    var top: Double
    var bottom: Double
    var x: Double
}

struct ParagraphOutput: Codable {
    var id: Int
    var kind: String
    var language: String
    var fontSize: Double
    var lineHeight: Double
    var codeFontSize: Double
    var codePadding: Double
    var runs: [RunSpec]
    /// The index in `runs` of the first styled run, whose position is checked.
    var anchorRun: Int?
    var text: String
    var maxContentWidth: Double
    var uncovered: [String]
    var cases: [CaseOutput]
}

struct Output: Codable {
    var paragraphs: [ParagraphOutput]
}

/// Inline code is set 0.875em in the monospace face, with 4px of padding each side.
let codeScale = 0.875
let codePadding = 4.0

/// The paragraph as the engine sees it, and the index in its runs of each spec run.
func styledText(_ runs: [RunSpec], fontSize: Double) -> (StyledText, [Int?]) {
    var text = StyledText()
    var runIndices: [Int?] = []
    let base = TextStyle(fontSize: fontSize)
    for run in runs {
        let before = text.runs.count
        if run.lineBreak {
            text.appendLineBreak(style: base)
        } else if run.code {
            let edge = LayoutUnit(roundingPx: codePadding)
            text.append(run.text, style: .monospace(fontSize * codeScale), edges: InlineEdges(start: edge, end: edge))
        } else {
            text.append(run.text, style: TextStyle(fontSize: fontSize, bold: run.bold, italic: run.italic))
        }
        runIndices.append(text.runs.count > before ? text.runs.count - 1 : nil)
    }
    return (text, runIndices)
}

/// Where the inline box of run `runIndex` starts in `layout`.
func anchor(of runIndex: Int, in text: StyledText, layout: ParagraphLayout) -> AnchorOutput? {
    let run = text.runs[runIndex]
    for (number, line) in layout.lines.enumerated() {
        if let fragment = line.fragments.first(where: { $0.runIndex == runIndex && $0.range.lowerBound == run.range.lowerBound }) {
            return AnchorOutput(
                line: number, top: line.top.px, bottom: (line.top + line.height).px, x: (fragment.x - run.edges.start).px)
        }
    }
    return nil
}

var arguments = Array(CommandLine.arguments.dropFirst())
var options: [String: Int] = [:]
while let index = arguments.firstIndex(where: { $0.hasPrefix("--") }), index + 1 < arguments.count,
      let value = Int(arguments[index + 1]) {
    options[String(arguments[index].dropFirst(2))] = value
    arguments.removeSubrange(index...(index + 1))
}
guard arguments.count == 1 else {
    FileHandle.standardError.write("usage: TextFidelity <output.json> [--seed N] [--scale N] [--widths N]\n".data(using: .utf8)!)
    exit(2)
}
let outputPath = arguments[0]

let fonts: FontSet
do {
    fonts = try FontSet.debian()
} catch {
    FileHandle.standardError.write("TextFidelity: \(error)\n".data(using: .utf8)!)
    exit(1)
}
let typesetter = Typesetter(fonts: fonts)
var generator = CaseGenerator(
    seed: UInt64(options["seed"] ?? 20_241_129), scale: options["scale"] ?? 1, widthsPerParagraph: options["widths"] ?? 7)
let started = Date()
var paragraphs: [ParagraphOutput] = []
var caseCount = 0
for (index, spec) in generator.paragraphs().enumerated() {
    let (text, runIndices) = styledText(spec.runs, fontSize: spec.fontSize)
    let anchorRun = spec.runs.indices.first { index in
        let run = spec.runs[index]
        return (run.bold || run.italic || run.code || run.link) && runIndices[index] != nil
            && run.text.first.map { !$0.isWhitespace } == true
    }
    let style = ParagraphStyle(
        textStyle: TextStyle(fontSize: spec.fontSize), lineHeight: LayoutUnit(roundingPx: spec.lineHeight),
        language: spec.language)
    let prepared = typesetter.prepare(text, style: style)
    var cases: [CaseOutput] = []
    for width in spec.widths {
        let layout = prepared.layout(availableWidth: LayoutUnit(roundingPx: width))
        cases.append(CaseOutput(
            width: width, lines: layout.lines.count, height: layout.height.px,
            lineWidths: layout.lines.map(\.width.px), lineEnds: layout.lines.map(\.range.upperBound),
            anchor: anchorRun.flatMap { runIndices[$0] }.flatMap { anchor(of: $0, in: text, layout: layout) }))
    }
    caseCount += cases.count
    paragraphs.append(ParagraphOutput(
        id: index, kind: spec.kind, language: spec.language, fontSize: spec.fontSize, lineHeight: spec.lineHeight,
        codeFontSize: spec.fontSize * codeScale, codePadding: codePadding, runs: spec.runs, anchorRun: anchorRun,
        text: text.string,
        maxContentWidth: prepared.maxContentWidth.px,
        uncovered: prepared.uncoveredCharacters.map { String($0) }, cases: cases))
}
let elapsed = Date().timeIntervalSince(started)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
do {
    try encoder.encode(Output(paragraphs: paragraphs)).write(to: URL(fileURLWithPath: outputPath))
} catch {
    FileHandle.standardError.write("TextFidelity: cannot write \(outputPath): \(error)\n".data(using: .utf8)!)
    exit(1)
}
print("TextFidelity: \(paragraphs.count) paragraphs, \(caseCount) cases in \(String(format: "%.2f", elapsed)) s")

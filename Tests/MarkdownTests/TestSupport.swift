import SitegenCore
@testable import SitegenMarkdown
import Testing

/// The display path every test page is read as.
let pagePath = "content/posts/page.md"

/// Reads `text` as a page, failing the test with the diagnostics if it does not read.
func readPage(_ text: String, unsafeHTML: Bool = false) throws -> Document {
    try readPage(bytes: Array(text.utf8), unsafeHTML: unsafeHTML)
}

func readPage(bytes: [UInt8], unsafeHTML: Bool = false) throws -> Document {
    do {
        return try DocumentReader.read(bytes: bytes, file: pagePath, options: MarkdownOptions(unsafeHTML: unsafeHTML))
    } catch {
        Issue.record("unexpected diagnostics:\n\(error)")
        throw error
    }
}

/// The errors reading `text` produces (none if it reads).
func pageErrors(_ text: String) -> [Diagnostic] {
    pageErrors(bytes: Array(text.utf8))
}

func pageErrors(bytes: [UInt8]) -> [Diagnostic] {
    do {
        _ = try DocumentReader.read(bytes: bytes, file: pagePath)
        return []
    } catch {
        return error.errors
    }
}

/// The single error reading `text` produces; records an issue when there is not exactly one.
func pageError(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Diagnostic? {
    pageError(bytes: Array(text.utf8), sourceLocation: sourceLocation)
}

func pageError(bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Diagnostic? {
    let errors = pageErrors(bytes: bytes)
    if errors.count != 1 {
        Issue.record("expected one error, got \(errors.count): \(errors)", sourceLocation: sourceLocation)
    }
    return errors.first
}

/// A location in the test page.
func at(_ line: Int, _ column: Int) -> SitegenCore.SourceLocation {
    SitegenCore.SourceLocation(file: pagePath, line: line, column: column)
}

/// Every block of the document in order, descending into quotes, lists and sections.
func allBlocks(_ document: Document) -> [Block] {
    var result: [Block] = []
    var pending: [Block] = (document.preamble + document.allSections.flatMap(\.blocks)).reversed()
    while let block = pending.popLast() {
        result.append(block)
        switch block.kind {
        case .blockQuote(let children): pending.append(contentsOf: children.reversed())
        case .list(let list): pending.append(contentsOf: list.items.flatMap(\.blocks).reversed())
        default: break
        }
    }
    return result
}

import SitegenCore

/// Finds callouts in blocks cmark has read: GitHub alerts among quotes, and `:::` containers
/// among the paragraphs of one container's blocks (cmark reads a fence line as text).
///
/// A quote is an alert when its first paragraph's first line is `[!KIND]` alone, KIND one of
/// GitHub's five (in any case); any other `[!…]` leaves a plain quote, as GitHub shows it.
/// A container opens at a line `:::kind`, `:::kind[Title]` or `::: kind Title` (three colons
/// or more) and closes at the next line of colons alone; containers nest. One that is not
/// closed runs to the end of the blocks it stands among, with a warning at its opening line.
///
/// Callouts add nesting the reader's caps do not see, so they are bounded apart: containers
/// nest at most `maximumNesting` deep among one container's blocks, and are looked for only
/// down to `maximumDepth` levels of quotes and lists (a fence deeper stays text).
struct CalloutReader {
    static let maximumNesting = 8
    static let maximumDepth = 20

    /// Warnings about containers that were not closed.
    private(set) var diagnostics: [Diagnostic] = []
    /// Closing lines moved out of the quote or list item that took them in as a lazy
    /// continuation line (`- item` then `:::`), by where they stand.
    private var hoistedClosers: Set<SourceLocation> = []

    /// The alert `quote` is, or nil for a plain quote.
    static func alert(_ children: [Block], at location: SourceLocation) -> Callout? {
        guard let first = children.first, case .paragraph(let inlines) = first.kind,
              case .text(let marker)? = inlines.first, marker.hasPrefix("[!"), marker.hasSuffix("]"),
              let kind = CalloutKind(rawValue: String(marker.dropFirst(2).dropLast()).lowercased()),
              CalloutKind.alertKinds.contains(kind)
        else { return nil }
        var rest = inlines.dropFirst()
        switch rest.first {
        case nil: break
        case .softBreak?, .lineBreak?: rest = rest.dropFirst()
        default: return nil
        }
        var blocks = Array(children.dropFirst())
        if !rest.isEmpty { blocks.insert(Block(.paragraph(Array(rest)), at: first.location.offset(lines: 1)), at: 0) }
        guard !blocks.isEmpty else { return nil }
        return Callout(kind: kind, blocks: blocks, id: Callout.id(at: location))
    }

    /// A line of a paragraph that is a container's fence.
    private enum Fence {
        case open(CalloutKind, title: [Inline]?)
        case close
    }

    /// One container being read: where it opened and the blocks met since.
    private struct OpenContainer {
        var kind: CalloutKind
        var title: [Inline]?
        var location: SourceLocation
        var blocks: [Block] = []
    }

    /// `blocks` with every `:::` container among them made a callout.
    mutating func containers(in blocks: [Block]) -> [Block] {
        containers(in: blocks, hoistingLazyCloser: false).blocks
    }

    /// `blocks` (a quote's, a list item's) with their containers made callouts, and the
    /// closing line their last paragraph took in as a continuation line, if it closes nothing
    /// among them: it closes a container around the quote or list, where it is written.
    mutating func containers(in blocks: [Block], hoistingLazyCloser: Bool) -> (blocks: [Block], lazyCloser: Block?) {
        guard blocks.contains(where: Self.mayHoldFence) else { return (blocks, nil) }
        var lazyCloser: Block?
        var open: [OpenContainer] = []
        var result: [Block] = []
        func add(_ block: Block) {
            if open.isEmpty { result.append(block) } else { open[open.count - 1].blocks.append(block) }
        }
        func closeInnermost() {
            let container = open.removeLast()
            let callout = Callout(kind: container.kind, title: container.title, blocks: container.blocks,
                                  id: Callout.id(at: container.location))
            add(Block(.callout(callout), at: container.location))
        }
        for (blockIndex, block) in blocks.enumerated() {
            guard Self.mayHoldFence(block), case .paragraph(let inlines) = block.kind else {
                add(block)
                continue
            }
            let pieces = Self.pieces(of: inlines, at: block.location)
            for (pieceIndex, piece) in pieces.enumerated() {
                switch piece {
                case .paragraph(let lines, let location):
                    add(Block(.paragraph(lines), at: location))
                case .fence(.open(let kind, let title), let location, let line):
                    if open.count < Self.maximumNesting {
                        open.append(OpenContainer(kind: kind, title: title, location: location))
                    } else {
                        add(Block(.paragraph(line), at: location))
                    }
                case .fence(.close, let location, let line):
                    if !open.isEmpty {
                        closeInnermost()
                        continue
                    }
                    let closer = Block(.paragraph(line), at: location)
                    let isLast = blockIndex == blocks.count - 1 && pieceIndex == pieces.count - 1
                    if hoistingLazyCloser && isLast && (pieceIndex > 0 || hoistedClosers.contains(location)) {
                        hoistedClosers.insert(location)
                        lazyCloser = closer
                    } else {
                        add(closer)
                    }
                }
            }
        }
        while let innermost = open.last {
            diagnostics.append(.warning(
                at: innermost.location,
                "':::\(innermost.kind.rawValue)' is not closed by a ':::' line; the callout runs to the end of its container"))
            closeInnermost()
        }
        return (result, lazyCloser)
    }

    /// Whether a block is a paragraph with a line starting with `:::` (most are not: a quick test).
    private static func mayHoldFence(_ block: Block) -> Bool {
        guard case .paragraph(let inlines) = block.kind else { return false }
        var atLineStart = true
        for inline in inlines {
            switch inline {
            case .softBreak, .lineBreak:
                atLineStart = true
                continue
            case .text(let text) where atLineStart && text.hasPrefix(":::"):
                return true
            default:
                break
            }
            atLineStart = false
        }
        return false
    }

    private enum Piece {
        case paragraph([Inline], SourceLocation)
        /// The fence, where it stands, and its line as written.
        case fence(Fence, SourceLocation, [Inline])
    }

    /// A paragraph cut at its fence lines: the runs of other lines stay paragraphs.
    private static func pieces(of inlines: [Inline], at location: SourceLocation) -> [Piece] {
        var pieces: [Piece] = []
        var run: [Inline] = []
        var runStart = location
        var line: [Inline] = []
        var lineIndex = 0
        func endLine(_ breakInline: Inline?) {
            let here = location.offset(lines: lineIndex)
            if let fence = fence(line) {
                if !run.isEmpty {
                    if case .softBreak? = run.last { run.removeLast() } else if case .lineBreak? = run.last { run.removeLast() }
                    pieces.append(.paragraph(run, runStart))
                }
                pieces.append(.fence(fence, here, line))
                run = []
                runStart = location.offset(lines: lineIndex + 1)
            } else {
                run += line
                if let breakInline { run.append(breakInline) }
            }
            line = []
            lineIndex += 1
        }
        for inline in inlines {
            switch inline {
            case .softBreak, .lineBreak: endLine(inline)
            default: line.append(inline)
            }
        }
        endLine(nil)
        if !run.isEmpty {
            if case .softBreak? = run.last { run.removeLast() }
            pieces.append(.paragraph(run, runStart))
        }
        return pieces
    }

    /// The fence a line is, or nil for a line of text.
    private static func fence(_ line: [Inline]) -> Fence? {
        guard case .text(let first)? = line.first, first.hasPrefix(":::") else { return nil }
        let text = Inline.plainText(line)
        let afterColons = text.drop { $0 == ":" }
        let rest = afterColons.trimmingLeadingSpaces()
        if rest.allSatisfy({ $0 == " " || $0 == "\t" }) { return .close }
        let name = rest.prefix { $0.isASCII && $0.isLetter }
        guard let kind = CalloutKind(rawValue: name.lowercased()), CalloutKind.containerKinds.contains(kind) else { return nil }
        var title = rest.dropFirst(name.count)
        if title.first == "[" {
            let trimmed = title.trimmingTrailingSpaces()
            guard trimmed.last == "]" else { return nil }
            title = trimmed.dropFirst().dropLast()
        } else if let first = title.first, first != " " && first != "\t" {
            return nil  // `:::tipsy`: not a kind
        }
        let written = String(title.trimmingLeadingSpaces().trimmingTrailingSpaces())
        return .open(kind, title: written.isEmpty ? nil : [.text(written)])
    }
}

extension Substring {
    fileprivate func trimmingLeadingSpaces() -> Substring { drop { $0 == " " || $0 == "\t" } }

    fileprivate func trimmingTrailingSpaces() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
        return self[startIndex..<end]
    }
}

/// A paragraph broken into lines at one available width.
public struct ParagraphLayout: Hashable, Sendable {
    /// The width the lines were broken to.
    public var availableWidth: LayoutUnit
    /// The lines, top to bottom.
    public var lines: [LineBox]
    /// The characters none of the fonts has: a browser draws them with a system font,
    /// so positions after them are not to be trusted.
    public var uncoveredCharacters: [Unicode.Scalar]

    /// The height of all lines together.
    public var height: LayoutUnit {
        lines.last.map { $0.top + $0.height } ?? .zero
    }

    /// The index of the line holding `offset` (a line's end belongs to the next line),
    /// or nil when the offset is outside the text.
    public func lineIndex(ofOffset offset: Int) -> Int? {
        guard let last = lines.last, offset >= 0, offset <= last.range.upperBound else { return nil }
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

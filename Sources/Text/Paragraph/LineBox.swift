/// One line of a laid-out paragraph.
public struct LineBox: Hashable, Sendable {
    /// The text on the line, trailing spaces and a forced break included.
    public var range: Range<Int>
    /// The width of the line's content, hanging spaces excluded (a multiple of 1/64 px).
    public var width: LayoutUnit
    /// The top of the line box, from the top of the paragraph.
    public var top: LayoutUnit
    /// The height of the line box (the line height, unless a box of other metrics grows it).
    public var height: LayoutUnit
    /// The baseline, from the top of the line box.
    public var baseline: LayoutUnit
    /// The pieces of runs on the line, left to right.
    public var fragments: [LineFragment]
}

/// The part of one run that sits on one line.
public struct LineFragment: Hashable, Sendable {
    /// The run's index in `StyledText.runs`.
    public var runIndex: Int
    /// The text of the run on this line.
    public var range: Range<Int>
    /// Where the text starts, from the line's left edge (after the run's start edge, if
    /// the run's inline box starts on this line).
    public var x: LayoutUnit
    /// The width of the text, hanging spaces excluded.
    public var width: LayoutUnit
}

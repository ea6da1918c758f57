/// The width of a piece of text as Chromium adds it up: each run of glyphs (one script
/// run in one face) summed exactly in 1/65536 px, converted to single precision, and the
/// runs added in single precision. Chromium rounds the result up to 1/64 px, so the
/// float rounding decides the last 1/64 px now and then.
struct TextWidth: Sendable {
    private(set) var px: Float = 0

    /// Adds one run's advance, in 1/65536 px.
    mutating func add(run advance: Int64) {
        px += Float(advance) / 65536
    }

    /// Adds the runs of `other`, already summed.
    mutating func add(_ other: TextWidth) {
        px += other.px
    }

    /// Rounded up to 1/64 px, as Chromium snaps the width of a piece of a line.
    var snapped: LayoutUnit {
        LayoutUnit(rawValue: Int((px * 64).rounded(.up)))
    }

    /// Rounded down to 1/64 px, as Chromium places a position inside text.
    var floored: LayoutUnit {
        LayoutUnit(rawValue: Int((px * 64).rounded(.down)))
    }
}

/// The grapheme boundaries of a piece of text that starts at a boundary, in order, each
/// found only when asked for: between two ASCII characters directly (a boundary unless
/// they are CR and LF), elsewhere by ICU, a window of text at a time. Segmenting a whole
/// word for each of the lines it is cut into cost the square of its length.
struct GraphemeBoundaries: IteratorProtocol {
    /// Code units ICU segments at once: the first window, doubled each time one is used up.
    static let window = 128
    /// Boundaries this close to the end of a window that cuts the text short are left to the
    /// next window, which starts at a boundary before them: ICU decides a boundary from
    /// the text around it, and a cut window has lost what follows.
    static let windowMargin = 16

    private let text: [UInt16]
    private let end: Int
    /// The last boundary given (the start at first).
    private var position: Int
    /// Boundaries ICU found and not yet given, ascending.
    private var found: [Int] = []
    private var foundIndex = 0
    private var windowLength = GraphemeBoundaries.window

    /// The boundaries of `text[start..<end]` after `start`, `end` included; `start` is a
    /// grapheme boundary of `text`.
    init(_ text: [UInt16], from start: Int, to end: Int) {
        self.text = text
        self.end = end
        position = start
    }

    mutating func next() -> Int? {
        guard position < end else { return nil }
        if foundIndex < found.count {
            position = found[foundIndex]
            foundIndex += 1
            return position
        }
        let after = position + 1
        if after == end {
            position = end
        } else if text[position] < 0x80 && text[after] < 0x80 {
            // After a line feed there is always a boundary.
            position = text[position] == 0x0D && text[after] == 0x0A ? after + 1 : after
        } else {
            segment()
            position = found[0]
            foundIndex = 1
        }
        return position
    }

    /// Fills `found` with ICU's boundaries in a window from `position`, those it can trust
    /// (one at least).
    private mutating func segment() {
        while true {
            let windowEnd = min(end, position + windowLength)
            let trusted = windowEnd == end ? end : windowEnd - Self.windowMargin
            let start = position
            found = ICU.boundaries(in: Array(text[start..<windowEnd]), rules: .grapheme).map { $0 + start }
            while let last = found.last, last > trusted { found.removeLast() }
            windowLength *= 2
            if !found.isEmpty { return }
        }
    }
}

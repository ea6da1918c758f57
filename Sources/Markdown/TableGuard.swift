/// Limits on the GFM tables of one Markdown text, checked as cmark-gfm's table extension
/// reads each line (`CmarkTree` wraps the extension), so that reading a table costs time in
/// proportion to its size:
/// - cmark-gfm 0.29 keeps a row's cells in a list it walks to the end for each cell it adds,
///   so a row costs the square of its cells, twice (once to see that the line is a row,
///   once to read it). A table whose header or delimiter row (or any line of the paragraph
///   before it) has more than `columnLimit` cells is left as the text it is written in; a
///   body row with more ends the table before it.
/// - rows with fewer cells than the header get empty ones, so a two-byte row under a wide
///   header makes as many cells as the header has: once a table's filled cells outnumber
///   its written ones by `fillAllowance`, the table ends.
///
/// Cells are counted from the line's unescaped `|` (a leading and a trailing one delimit
/// no cell), as cmark-gfm 0.29 splits rows, in code spans too.
final class TableGuard {
    /// The most cells a table row may have: wider than any table a page can show, and
    /// narrow enough that a page of such rows reads in time close to its length's.
    static let columnLimit = 256
    /// How many more cells a table may fill in than its rows write.
    static let fillAllowance = 1_024

    /// Where a limit was met, and what it did.
    struct Refusal: Equatable {
        var line: Int
        var byteColumn: Int
        var message: String
    }

    /// Per line of the text (index 0 is line 1): the cells a table row on it would have.
    private let cells: [Int32]
    /// Per line: the byte column of its first character that is no space or tab.
    private let firstColumns: [Int32]
    /// Per line: whether it could be a delimiter row (only `|`, `-`, `:`, spaces and tabs,
    /// and a `-`).
    private let delimiterLike: [Bool]
    /// The lines with more than `columnLimit` cells, ascending.
    private let wideLines: [Int]
    /// The table being read: its first line, its columns, and the cells its rows wrote and
    /// the ones they left out (cmark-gfm fills those in).
    private var table: (start: Int, columns: Int, written: Int, filled: Int)?
    /// The first line of the last paragraph refused a table (warned about once).
    private var refusedParagraph: Int?
    private(set) var refusals: [Refusal] = []

    /// The guard for `text`, the Markdown cmark-gfm reads; nil when it has no `|`, and so
    /// no row of more than one cell.
    init?(_ text: String) {
        var cells: [Int32] = []
        var firstColumns: [Int32] = []
        var delimiterLike: [Bool] = []
        var wideLines: [Int] = []
        var hasPipe = false
        var text = text
        text.withUTF8 { bytes in
            var lineStart = 0
            while lineStart <= bytes.count {
                var end = lineStart
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                let line = Self.measureLine(UnsafeBufferPointer(rebasing: bytes[lineStart..<end]))
                hasPipe = hasPipe || line.cells > 1
                cells.append(Int32(clamping: line.cells))
                firstColumns.append(Int32(clamping: line.firstColumn))
                delimiterLike.append(line.delimiterLike)
                if line.cells > Self.columnLimit { wideLines.append(cells.count) }
                lineStart = end + 1
            }
        }
        guard hasPipe else { return nil }
        (self.cells, self.firstColumns, self.delimiterLike, self.wideLines) = (cells, firstColumns, delimiterLike, wideLines)
    }

    /// Whether cmark-gfm may try to open a table at the delimiter row on `line`, under the
    /// paragraph whose first line is `paragraphStart`: no line of either is too wide.
    func allowsTable(at line: Int, paragraphStart: Int) -> Bool {
        guard line >= 1, line <= cells.count, delimiterLike[line - 1] else { return true }
        let first = wideLines.firstIndex(atLeast: paragraphStart)
        guard first < wideLines.count, wideLines[first] <= line else { return true }
        if refusedParagraph != paragraphStart {
            refusedParagraph = paragraphStart
            let wide = wideLines[first]
            refusals.append(Refusal(
                line: wide, byteColumn: Int(firstColumns[wide - 1]),
                message: "a table row of \(cells[wide - 1]) cells is more than the \(Self.columnLimit) a table may have; "
                    + "the table is shown as text"))
        }
        return false
    }

    /// Whether an open table may take `line` as a row, before cmark-gfm reads it as one.
    func allowsRow(at line: Int) -> Bool {
        guard line >= 1, line <= cells.count else { return true }
        let rowCells = Int(cells[line - 1])
        guard rowCells <= Self.columnLimit else {
            refusals.append(Refusal(
                line: line, byteColumn: Int(firstColumns[line - 1]),
                message: "a table row of \(rowCells) cells is more than the \(Self.columnLimit) a table may have; "
                    + "the table ends before it"))
            return false
        }
        return true
    }

    /// Whether the table starting at `tableStart`, of `columns` columns, may keep `line`,
    /// which cmark-gfm read as a row: false when the cells its rows left out, filled in,
    /// grow past those they wrote by `fillAllowance`.
    func keepsRow(at line: Int, tableStart: Int, columns: Int) -> Bool {
        guard line >= 1, line <= cells.count else { return true }
        if table?.start != tableStart { table = (tableStart, columns, columns, 0) }
        let rowCells = Int(cells[line - 1])
        table!.written += min(rowCells, columns)
        table!.filled += max(columns - rowCells, 0)
        guard table!.filled > table!.written + Self.fillAllowance else { return true }
        refusals.append(Refusal(
            line: line, byteColumn: Int(firstColumns[line - 1]),
            message: "a table's rows leave out more than \(Self.fillAllowance) cells beyond the ones they have "
                + "(\(table!.filled) left out, \(table!.written) written); the table ends before this row"))
        table = nil
        return false
    }

    /// The cells a table row on `line` has, the byte column where its content starts, and
    /// whether it could be a delimiter row. A block quote's `>` are no content.
    private static func measureLine(_ line: UnsafeBufferPointer<UInt8>) -> (cells: Int, firstColumn: Int, delimiterLike: Bool) {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
        var start = 0
        while start < line.count && (isSpace(line[start]) || line[start] == UInt8(ascii: ">")) { start += 1 }
        var end = line.count
        while end > start && isSpace(line[end - 1]) { end -= 1 }
        var pipes = 0
        var escaped = false
        var lastIsPipe = false
        var delimiterLike = true
        var hasDash = false
        for byte in line[start..<end] {
            let isPipe = byte == UInt8(ascii: "|") && !escaped
            if isPipe { pipes += 1 }
            lastIsPipe = isPipe
            escaped = byte == UInt8(ascii: "\\") && !escaped
            hasDash = hasDash || byte == UInt8(ascii: "-")
            if !(isSpace(byte) || byte == UInt8(ascii: "|") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")) {
                delimiterLike = false
            }
        }
        // A leading and a trailing `|` delimit no cell of their own.
        var cells = pipes + 1
        if pipes > 0 && line[start] == UInt8(ascii: "|") { cells -= 1 }
        if pipes > 1 && lastIsPipe { cells -= 1 }
        return (cells, start + 1, delimiterLike && hasDash)
    }
}

extension Array where Element == Int {
    /// The index of the first element at least `value` in this ascending array.
    fileprivate func firstIndex(atLeast value: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

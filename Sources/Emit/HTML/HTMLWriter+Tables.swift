import SitegenMarkdown

extension HTMLWriter {
    /// A table; in a page's content, inside the box it scrolls sideways in when its words
    /// need more than the column (`div.sg-table`, which the engine measures with it).
    mutating func visitTable(_ table: Table, in block: Block) {
        let scrolls = composition != nil
        output.newline()
        if scrolls { output.write("<div class=\"sg-table\">") }
        output.write("<table>")
        writeRow(table.header, isHeader: true, alignments: table.alignments)
        for (index, row) in table.rows.enumerated() {
            if index == 0 {
                output.newline()
                output.write("<tbody>")
            }
            writeRow(row, isHeader: false, alignments: table.alignments)
        }
        if !table.rows.isEmpty {
            output.newline()
            output.write("</tbody>")
            output.newline()
        }
        output.newline()
        output.write("</table>")
        if scrolls { output.write("</div>") }
        output.newline()
    }

    private mutating func writeRow(_ cells: [TableCell], isHeader: Bool, alignments: [Table.Alignment]) {
        output.newline()
        if isHeader {
            output.write("<thead>")
            output.newline()
        }
        output.write("<tr>")
        let tag = isHeader ? "th" : "td"
        for (column, cell) in cells.enumerated() {
            output.newline()
            output.write("<\(tag)")
            switch column < alignments.count ? alignments[column] : .none {
            case .left: output.write(" align=\"left\"")
            case .center: output.write(" align=\"center\"")
            case .right: output.write(" align=\"right\"")
            case .none: break
            }
            output.write(">")
            walk(cell.content)
            output.write("</\(tag)>")
        }
        output.newline()
        output.write("</tr>")
        if isHeader {
            output.newline()
            output.write("</thead>")
        }
    }
}

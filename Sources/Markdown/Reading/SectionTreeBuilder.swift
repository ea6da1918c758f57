import SitegenCore

/// Splits a page's top-level blocks at headings into a tree of sections.
enum SectionTreeBuilder {
    struct Result {
        var preamble: [Block]
        var sections: [Section]
        var diagnostics: [Diagnostic]
    }

    /// - Parameter reservedIDs: ids other elements of the page use (footnotes).
    static func build(_ blocks: [Block], reservedIDs: Set<String>) -> Result {
        var ids = SectionIDs(reserved: reservedIDs)
        var preamble: [Block] = []
        var roots: [Section] = []
        // The open path from a top-level section down to the current one.
        var open: [Section] = []

        func closeSections(atOrBelow level: Int) {
            while let last = open.last, last.level >= level {
                open.removeLast()
                if open.isEmpty {
                    roots.append(last)
                } else {
                    open[open.count - 1].children.append(last)
                }
            }
        }

        for block in blocks {
            guard case .heading(let heading) = block.kind else {
                if open.isEmpty {
                    preamble.append(block)
                } else {
                    open[open.count - 1].blocks.append(block)
                }
                continue
            }
            let plainTitle = Inline.plainText(heading.content)
            var id: String?
            if let explicit = heading.explicitID {
                id = ids.explicit(explicit, at: heading.explicitIDLocation ?? block.location)
            }
            let isExplicit = id != nil
            let sectionID = id ?? ids.derived(from: plainTitle, at: block.location)
            closeSections(atOrBelow: heading.level)
            open.append(
                Section(
                    id: sectionID, isExplicitID: isExplicit, level: heading.level, title: heading.content,
                    plainTitle: plainTitle, location: block.location))
        }
        closeSections(atOrBelow: 0)
        return Result(preamble: preamble, sections: roots, diagnostics: ids.diagnostics)
    }
}

/// One cmark node, copied into Swift values for `MarkdownTreeBuilder` (no C types beyond `CmarkTree`).
enum MarkdownElement: Sendable {
    // Containers: opened, filled, closed.
    case document
    case blockQuote
    case list(ListBlock.Marker, isTight: Bool)
    case item(ListItem.Checkbox?)
    case heading(level: Int)
    case paragraph
    case table(alignments: [Table.Alignment])
    case tableRow(isHeader: Bool)
    case tableCell
    /// `label` as written in the definition.
    case footnoteDefinition(label: String)
    case emphasis
    case strong
    case strikethrough
    case link(destination: String, title: String)
    case image(source: String, title: String)
    /// A node type sitegen does not know; its children are kept in its parent.
    case unknown

    // Leaves.
    case text(String)
    case code(String)
    case inlineHTML(String)
    case htmlBlock(String)
    /// `isUnclosed`: a fence whose closing fence never came (it ran to its container's end).
    case codeBlock(info: String, literal: String, isUnclosed: Bool)
    case thematicBreak
    case softBreak
    case lineBreak
    case footnoteReference(label: String, number: Int, occurrence: Int)

    /// Containers that add a level of block nesting (list items share their list's level).
    var nestsBlocks: Bool {
        switch self {
        case .blockQuote, .list, .footnoteDefinition: return true
        default: return false
        }
    }

    var isList: Bool {
        if case .list = self { return true }
        return false
    }

    /// Containers that add a level of inline nesting.
    var nestsInlines: Bool {
        switch self {
        case .emphasis, .strong, .strikethrough, .link, .image: return true
        default: return false
        }
    }
}

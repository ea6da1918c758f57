/// One step of a parsed template; a template is a tree of nodes, rendered many times.
enum Node: Sendable {
    case text(TextNode)
    /// A line starts here in the template's source: write the current indentation.
    case indent
    case variable(VariableNode)
    case section(SectionNode)
    case partial(PartialCall)
    case parent(ParentCall)
    case block(BlockSite)
}

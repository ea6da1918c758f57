import SitegenCore

/// A footnote definition that is referenced at least once (cmark drops unreferenced ones).
public struct Footnote: Hashable, Sendable {
    /// The label as written in the definition.
    public var label: String
    /// 1-based, in order of first reference.
    public var number: Int
    /// How many references point here (each gets a back-reference link).
    public var referenceCount: Int
    public var blocks: [Block]
    public var location: SourceLocation

    public init(label: String, number: Int, referenceCount: Int, blocks: [Block], at location: SourceLocation) {
        self.label = label
        self.number = number
        self.referenceCount = referenceCount
        self.blocks = blocks
        self.location = location
    }
}

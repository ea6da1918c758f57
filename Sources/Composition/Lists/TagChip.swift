/// One tag chip as the engine and the HTML both see it: the id of its element (its anchor)
/// and the tag's name as shown, after a `#`.
public struct TagChip: Hashable, Sendable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

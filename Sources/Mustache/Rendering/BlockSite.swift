/// `{{$name}}default{{/name}}` outside a parent tag: a place a parent's caller may fill.
final class BlockSite: Sendable {
    let name: String
    let defaultNodes: [Node]
    /// Standalone: whatever expands here starts a line and gets `indentation` on every line.
    let isStandalone: Bool
    let indentation: [UInt8]
    let location: TagLocation

    init(name: String, defaultNodes: [Node], isStandalone: Bool, indentation: [UInt8], location: TagLocation) {
        self.name = name
        self.defaultNodes = defaultNodes
        self.isStandalone = isStandalone
        self.indentation = indentation
        self.location = location
    }
}

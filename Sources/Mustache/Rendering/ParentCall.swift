/// `{{<name}}…{{/name}}`: the named template, with some of its blocks replaced.
final class ParentCall: Sendable {
    let name: String
    /// The blocks given between the parent's tags, by name (the last of a repeated name wins).
    let arguments: [String: [Node]]
    let isStandalone: Bool
    let indentation: [UInt8]
    let location: TagLocation

    init(name: String, arguments: [String: [Node]], isStandalone: Bool, indentation: [UInt8], location: TagLocation) {
        self.name = name
        self.arguments = arguments
        self.isStandalone = isStandalone
        self.indentation = indentation
        self.location = location
    }
}

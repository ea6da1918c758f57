/// `{{>name}}`.
final class PartialCall: Sendable {
    let name: String
    /// Standalone: the partial's lines get the current indentation plus `indentation`.
    let isStandalone: Bool
    let indentation: [UInt8]
    let location: TagLocation

    init(name: String, isStandalone: Bool, indentation: [UInt8], location: TagLocation) {
        self.name = name
        self.isStandalone = isStandalone
        self.indentation = indentation
        self.location = location
    }
}

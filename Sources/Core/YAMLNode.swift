/// A YAML value copied out of libyaml, with the place it was written.
///
/// Mappings keep their order; keys are unique (the reader rejects duplicates).
public struct YAMLNode: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A scalar's text; `isPlain` is false for quoted and block scalars, which are never
        /// read as numbers, booleans or null.
        case scalar(text: String, isPlain: Bool)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

/// One `key: value` entry of a YAML mapping.
public struct YAMLPair: Hashable, Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

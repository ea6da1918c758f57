/// One parse event of a YAML stream, copied out of libyaml so the tree builder never sees C types.
struct YAMLEvent: Sendable {
    enum Kind: Sendable {
        case streamStart
        case streamEnd
        case documentStart
        case documentEnd
        /// `isPlain` already accounts for tags: `!!str 1` is not plain, `!!int "1"` is.
        case scalar(text: String, isPlain: Bool, anchor: String?)
        case sequenceStart(anchor: String?)
        case sequenceEnd
        case mappingStart(anchor: String?)
        case mappingEnd
        case alias(anchor: String)
    }

    var kind: Kind
    var location: SourceLocation
}

/// The bytes the parser looks for.
enum ASCII {
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
    static let ampersand: UInt8 = 0x26
    static let hash: UInt8 = 0x23
    static let caret: UInt8 = 0x5E
    static let slash: UInt8 = 0x2F
    static let exclamation: UInt8 = 0x21
    static let greaterThan: UInt8 = 0x3E
    static let lessThan: UInt8 = 0x3C
    static let dollar: UInt8 = 0x24
    static let equals: UInt8 = 0x3D
    static let dot: UInt8 = 0x2E

    /// Space or tab: the whitespace a standalone line may hold.
    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// Whitespace allowed as padding inside a tag.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn || byte == 0x0B || byte == 0x0C
    }
}

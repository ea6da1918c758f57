/// Literal text of a template, with the offsets where a source line starts (where
/// indentation goes).
final class TextNode: Sendable {
    let bytes: [UInt8]
    let lineStarts: [Int]

    init(bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
    }
}

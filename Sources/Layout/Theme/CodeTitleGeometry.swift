/// The title bar over a code block whose fence has `title="…"`: its text and padding.
public struct CodeTitleGeometry: Hashable, Sendable {
    public var text: TextGeometry
    public var paddingVertical: Double
    public var paddingHorizontal: Double

    public init(text: TextGeometry, paddingVertical: Double, paddingHorizontal: Double) {
        self.text = text
        self.paddingVertical = paddingVertical
        self.paddingHorizontal = paddingHorizontal
    }

    public static let standard = CodeTitleGeometry(
        text: TextGeometry(fontSize: 13, lineHeight: 20), paddingVertical: 6, paddingHorizontal: 16)
}

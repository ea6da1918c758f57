/// A font size and a px line height (never a number or `normal`: see FIDELITY.md).
public struct TextGeometry: Hashable, Sendable {
    public var fontSize: Double
    public var lineHeight: Double

    public init(fontSize: Double, lineHeight: Double) {
        self.fontSize = fontSize
        self.lineHeight = lineHeight
    }
}

/// A heading level's text and its margins.
public struct HeadingGeometry: Hashable, Sendable {
    public var text: TextGeometry
    public var marginTop: Double
    public var marginBottom: Double

    public init(text: TextGeometry, marginTop: Double, marginBottom: Double) {
        self.text = text
        self.marginTop = marginTop
        self.marginBottom = marginBottom
    }
}

/// A font file the theme ships for one role: the file, the face index inside it, and the
/// name it is published under (`/assets/fonts/<publishedName>`).
public struct ThemeFont: Hashable, Sendable {
    public var path: String
    public var faceIndex: Int
    public var publishedName: String

    public init(path: String, faceIndex: Int, publishedName: String) {
        self.path = path
        self.faceIndex = faceIndex
        self.publishedName = publishedName
    }
}

import SitegenText

/// What a parent offers a child: a width and a height, either of which may be left
/// unspecified (nil), as in SwiftUI's `ProposedViewSize`.
///
/// A nil width asks for the child's ideal (max-content) width; a zero width asks for its
/// narrowest (min-content) width.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: LayoutUnit?
    public var height: LayoutUnit?

    public init(width: LayoutUnit?, height: LayoutUnit? = nil) {
        self.width = width
        self.height = height
    }

    /// Both dimensions unspecified: the child's ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Zero by zero: the child's smallest size.
    public static let zero = ProposedSize(width: .zero, height: .zero)

    public var description: String {
        "(\(width.map { "\($0.px)" } ?? "nil"), \(height.map { "\($0.px)" } ?? "nil"))"
    }
}

import SitegenCore

/// A callout: a box of blocks marked as a note, a tip, a warning… with an icon and a title.
///
/// Written as a GitHub alert (a quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
/// `[!WARNING]` or `[!CAUTION]`) or as a container of the syntax Docusaurus, Starlight and
/// VitePress share (`:::tip[Optional title]` … `:::`). A callout without a title of its own
/// shows its kind's default title, looked up by `CalloutKind.titleKey`.
public struct Callout: Hashable, Sendable {
    public var kind: CalloutKind
    /// The title written after the kind; nil for the kind's default title.
    public var title: [Inline]?
    public var blocks: [Block]
    /// `callout-<line>-<column>`, where it starts: unique on a page, stable across rebuilds.
    public var id: String

    public init(kind: CalloutKind, title: [Inline]? = nil, blocks: [Block], id: String) {
        self.kind = kind
        self.title = title
        self.blocks = blocks
        self.id = id
    }

    /// The id of a callout starting at `location`.
    public static func id(at location: SourceLocation) -> String {
        "callout-\(location.line)-\(location.column)"
    }
}

/// What a callout says about its content; it picks the colour, the icon and the default title.
public enum CalloutKind: String, Hashable, Sendable, CaseIterable {
    case note, tip, info, important, warning, danger, caution

    /// The kinds a GitHub alert may name (`[!NOTE]`…), as GitHub knows them.
    public static let alertKinds: [CalloutKind] = [.note, .tip, .important, .warning, .caution]
    /// The kinds a `:::` container may name, those of Docusaurus, Starlight and VitePress.
    public static let containerKinds: [CalloutKind] = [.note, .tip, .info, .warning, .danger, .caution]

    /// The key of the default title among the interface's strings (`callout.note`).
    public var titleKey: String { "callout." + rawValue }
}

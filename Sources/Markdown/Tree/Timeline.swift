import SitegenCore

/// A timeline or a list of steps: a fenced block whose info string is `timeline` or `steps`,
/// holding a YAML list of items, read into this by the Markdown reader.
///
/// ```timeline
/// - date: 2026-11-20
///   title: First release
///   detail: Markdown, *inline* or in paragraphs.
/// ```
///
/// A timeline's items need `date` and `title`; steps' need `title` (they are numbered).
/// `detail` is optional Markdown. A block whose YAML does not read is an error of the page
/// at the line and column inside the block (`Timeline+Reading`).
public struct Timeline: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable {
        case timeline
        case steps
    }

    public struct Item: Hashable, Sendable {
        /// The line above the title (a timeline's date).
        public var label: String?
        public var title: String
        public var detail: [Block]

        public init(label: String?, title: String, detail: [Block]) {
            self.label = label
            self.title = title
            self.detail = detail
        }
    }

    public var style: Style
    public var items: [Item]
    /// `tl-<line>`, the fence's line: unique on a page, and stable across rebuilds.
    public var id: String
    /// The YAML as written: what word counts read, as they read any fenced block.
    public var source: String

    public init(style: Style, items: [Item], id: String, source: String) {
        self.style = style
        self.items = items
        self.id = id
        self.source = source
    }

    /// The id of item `index`'s dot (`tl-12-dot-0`) and of the connector below it (`tl-12-line-0`).
    public func dotID(_ index: Int) -> String { "\(id)-dot-\(index)" }
    public func lineID(_ index: Int) -> String { "\(id)-line-\(index)" }
}

extension Timeline.Style {
    /// The style named by a fenced block's info string (its first word); nil for any other block.
    public init?(info: String) {
        let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
        self.init(rawValue: word)
    }
}

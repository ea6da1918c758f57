/// A list of pages as folder and tag pages show it, and as the engine lays it out: groups
/// (the pages of one year under its title, or one untitled group) of rows, each row a date,
/// a title with an optional summary, and tag chips, in columns (`PageListLayout`).
public struct PageList: Hashable, Sendable {
    /// One listed page.
    public struct Row: Hashable, Sendable {
        /// The id of the row's element (`sg-row-3`): its key in the layout data.
        public var id: String
        /// What the date column shows (a date, or a folder's page count); empty for nothing.
        public var date: String
        public var title: String
        public var summary: String?
        /// The page's tags; their ids are not used (chips in rows report no anchors).
        public var chips: [TagChip]

        public init(id: String, date: String, title: String, summary: String?, chips: [TagChip]) {
            self.id = id
            self.date = date
            self.title = title
            self.summary = summary
            self.chips = chips
        }
    }

    /// Rows under a title (a year), or without one.
    public struct Group: Hashable, Sendable {
        /// The title's element id (`year-2026`); nil with the title.
        public var id: String?
        public var title: String?
        public var rows: [Row]

        public init(id: String?, title: String?, rows: [Row]) {
            self.id = id
            self.title = title
            self.rows = rows
        }
    }

    public var groups: [Group]

    public init(groups: [Group]) {
        self.groups = groups
    }

    public var rows: [Row] { groups.flatMap(\.rows) }
    /// Whether the list has a date column: some row shows a date.
    public var hasDates: Bool { groups.contains { $0.rows.contains { !$0.date.isEmpty } } }
    /// Whether the list has a tags column: some row has a tag.
    public var hasTags: Bool { groups.contains { $0.rows.contains { !$0.chips.isEmpty } } }
}

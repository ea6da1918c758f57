import SitegenCore

/// A page's metadata from the YAML block between `---` lines at the top of the file.
public struct FrontMatter: Hashable, Sendable {
    /// A key sitegen does not interpret, kept for templates.
    public struct Field: Hashable, Sendable {
        public var key: String
        public var value: YAMLNode

        public init(key: String, value: YAMLNode) {
            self.key = key
            self.value = value
        }
    }

    public var title: String?
    public var date: PageDate?
    public var draft: Bool
    public var tags: [String]
    /// Non-empty when set; the pipeline checks that it makes a valid path.
    public var slug: String?
    public var layout: String?
    public var weight: Int?
    public var summary: String?
    /// The page's language (`lang: ja`), a BCP 47 tag, when it differs from its site's.
    public var language: String?
    /// Every other key, in source order.
    public var extra: [Field]
    /// The whole front matter map as read (nil without front matter), for the locations of
    /// values: `frontMatter.node?["slug"]?.location`.
    public var node: YAMLNode?

    public init(
        title: String? = nil, date: PageDate? = nil, draft: Bool = false, tags: [String] = [],
        slug: String? = nil, layout: String? = nil, weight: Int? = nil, summary: String? = nil,
        extra: [Field] = [], node: YAMLNode? = nil
    ) {
        self.title = title
        self.date = date
        self.draft = draft
        self.tags = tags
        self.slug = slug
        self.layout = layout
        self.weight = weight
        self.summary = summary
        self.extra = extra
        self.node = node
    }

    /// The value of an uninterpreted key.
    public subscript(extra key: String) -> YAMLNode? {
        extra.first { $0.key == key }?.value
    }
}

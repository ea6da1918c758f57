/// The default theme, compiled into sitegen so that a site without `Templates/` looks finished.
///
/// The files are the repository's `Templates/` folder (`Sources/Emit/Theme` links to it),
/// embedded by SwiftPM, which names each after its file name with every character that
/// cannot stand in a Swift name turned into `_` (`404.mustache` → `_04_mustache`). SwiftPM
/// offers no way to list them, hence the table below; a test checks that it names every file.
public enum DefaultTheme {
    /// Every file of the theme by name, sorted: the templates (`article.mustache`), the stylesheet and the runtime script.
    public static let files: [(name: String, bytes: [UInt8])] = [
        ("404.mustache", PackageResources._04_mustache),
        ("article.mustache", PackageResources.article_mustache),
        ("base.mustache", PackageResources.base_mustache),
        ("content.mustache", PackageResources.content_mustache),
        ("feed.xml.mustache", PackageResources.feed_xml_mustache),
        ("footer.mustache", PackageResources.footer_mustache),
        ("header.mustache", PackageResources.header_mustache),
        ("home.mustache", PackageResources.home_mustache),
        ("list.mustache", PackageResources.list_mustache),
        ("page-card.mustache", PackageResources.page_card_mustache),
        ("page-list.mustache", PackageResources.page_list_mustache),
        ("pager.mustache", PackageResources.pager_mustache),
        ("robots.txt.mustache", PackageResources.robots_txt_mustache),
        ("search.js", PackageResources.search_js),
        ("sidebar.mustache", PackageResources.sidebar_mustache),
        ("sitegen.js", PackageResources.sitegen_js),
        ("sitemap.xml.mustache", PackageResources.sitemap_xml_mustache),
        ("tag-chips.mustache", PackageResources.tag_chips_mustache),
        ("tag.mustache", PackageResources.tag_mustache),
        ("tags.mustache", PackageResources.tags_mustache),
        ("theme.css", PackageResources.theme_css),
        ("toc-entries.mustache", PackageResources.toc_entries_mustache),
        ("toc.mustache", PackageResources.toc_mustache),
    ]

    /// The bytes of the file named `name`, nil when the theme has no such file.
    public static func contents(of name: String) -> [UInt8]? {
        files.first { $0.name == name }?.bytes
    }
}

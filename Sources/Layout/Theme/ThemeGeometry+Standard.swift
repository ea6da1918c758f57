import SitegenText

extension ThemeGeometry {
    /// The default theme: Inter, JetBrains Mono and Noto Sans CJK from Debian; a 720 px
    /// column on desktops, 560 px on tablets, and on phones the viewport less 16 px each side.
    /// The sticky header is 64 px tall from 600 px up and 56 px below (theme.css reads it
    /// from layout.css's `--sg-header-height`).
    ///
    /// The variants partition every viewport from 320 px up: each phone variant serves the
    /// widths from its own up to the next one's, with the column fixed at the narrowest
    /// width's column (so it is exactly the variant's at every viewport it serves).
    public static let standard = ThemeGeometry(
        fonts: Dictionary(uniqueKeysWithValues: FontRole.allCases.map { role in
            let file = role.debianFile
            let name = file.path.split(separator: "/").last.map(String.init) ?? role.rawValue
            return (role, ThemeFont(path: file.path, faceIndex: file.faceIndex, publishedName: name))
        }),
        variants: [
            WidthVariant(name: "desktop", contentWidth: 720, minViewport: 1024, maxViewport: nil, stickyHeaderHeight: 64),
            WidthVariant(name: "tablet", contentWidth: 560, minViewport: 600, maxViewport: 1023, stickyHeaderHeight: 64),
            WidthVariant(name: "phone-430", contentWidth: 398, minViewport: 430, maxViewport: 599, stickyHeaderHeight: 56),
            WidthVariant(name: "phone-412", contentWidth: 380, minViewport: 412, maxViewport: 429, stickyHeaderHeight: 56),
            WidthVariant(name: "phone-390", contentWidth: 358, minViewport: 390, maxViewport: 411, stickyHeaderHeight: 56),
            WidthVariant(name: "phone-375", contentWidth: 343, minViewport: 375, maxViewport: 389, stickyHeaderHeight: 56),
            WidthVariant(name: "phone-360", contentWidth: 328, minViewport: 360, maxViewport: 374, stickyHeaderHeight: 56),
            WidthVariant(name: "phone-320", contentWidth: 288, minViewport: 320, maxViewport: 359, stickyHeaderHeight: 56),
        ],
        body: TextGeometry(fontSize: 16, lineHeight: 26),
        paragraphSpacing: 16,
        headings: [
            HeadingGeometry(text: TextGeometry(fontSize: 30, lineHeight: 38), marginTop: 40, marginBottom: 16),
            HeadingGeometry(text: TextGeometry(fontSize: 24, lineHeight: 32), marginTop: 36, marginBottom: 12),
            HeadingGeometry(text: TextGeometry(fontSize: 20, lineHeight: 28), marginTop: 28, marginBottom: 8),
            HeadingGeometry(text: TextGeometry(fontSize: 18, lineHeight: 26), marginTop: 24, marginBottom: 8),
            HeadingGeometry(text: TextGeometry(fontSize: 16, lineHeight: 24), marginTop: 20, marginBottom: 8),
            HeadingGeometry(text: TextGeometry(fontSize: 14, lineHeight: 22), marginTop: 20, marginBottom: 8),
        ],
        inlineCodeScale: 0.875,
        inlineCodePadding: 4,
        superscriptScale: 0.75,
        codeBlock: TextGeometry(fontSize: 14, lineHeight: 22),
        codeBlockPaddingVertical: 12,
        codeBlockPaddingHorizontal: 16,
        codeBlockSpacing: 16,
        listIndent: 24,
        listItemSpacing: 4,
        listSpacing: 16,
        quotePadding: 16,
        quoteBorder: 4,
        quoteSpacing: 16,
        ruleThickness: 1,
        ruleMargin: 24,
        tableCellPaddingVertical: 6,
        tableCellPaddingHorizontal: 10,
        tableRowBorder: 1,
        tableSpacing: 16,
        mediaSpacing: 16,
        imageRowGap: 16,
        footnotes: TextGeometry(fontSize: 14, lineHeight: 22),
        footnotesMarginTop: 40,
        footnotesPaddingTop: 16,
        footnotesBorder: 1)
}

import Foundation
import SitegenTestSupport
import Testing

/// `sitegen build` in other languages: the interface strings of `language:` and their
/// overrides, a page's own `lang:`, and multilingual sites (a folder of `Content/` per
/// language, translations linked, each language's lists, tags, feed and sitemap entries).
@Suite struct LanguageTests {
    /// A one-language site in Chinese with a folder of two dated pages.
    private func chineseSite(language: String = "zh") throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("sitegen.yml", "title: 笔记\nlanguage: \(language)\n")
        try site.write("Content/notes/one.md", "---\ntitle: 一\ndate: 2026-03-14\n---\n\n## 开头\n\n第一篇。\n")
        try site.write("Content/notes/two.md", "---\ntitle: 二\ndate: 2026-03-15\n---\n\n第二篇。\n")
        return site
    }

    @Test func aChineseSiteShowsTheChineseInterface() throws {
        let site = try chineseSite()
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        let page = try site.read("public/notes/one/index.html")
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"zh\">"))
        #expect(page.contains("<p class=\"toc-title\">目录</p>"))
        #expect(page.contains("<span>阅读约 1 分钟</span>"))
        #expect(page.contains("<time datetime=\"2026-03-14\">2026年3月14日</time>"))
        // Newest first: the first page's neighbour is the one before it.
        #expect(page.contains("<span class=\"pager-label\">上一页</span>"))
        #expect(try site.read("public/notes/two/index.html").contains("<span class=\"pager-label\">下一页</span>"))
        for english in ["On this page", "min read", ">Previous<", ">Next<", "Skip to content", "Built with sitegen"] {
            #expect(!page.contains(english), "\(english)")
        }
        // The list measures and shows its dates and counts in the same words.
        let list = try site.read("public/notes/index.html")
        #expect(list.contains("<time datetime=\"2026-03-15\">2026年3月15日</time>"))
        #expect(list.contains("<span>2 篇</span>"))
    }

    @Test func traditionalChineseFallsBackByRegion() throws {
        let site = try chineseSite(language: "zh-TW")
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        let page = try site.read("public/notes/one/index.html")
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"zh-TW\">"))
        #expect(page.contains("<p class=\"toc-title\">目錄</p>"))
        #expect(page.contains("<span class=\"pager-label\">上一頁</span>"))
    }

    @Test func templatesI18nOverridesWin() throws {
        let site = try chineseSite(language: "zh-CN")
        // The most specific file wins; nested and dotted keys are the same key.
        try site.write("Templates/i18n/zh.yml", "toc:\n  title: 本页内容\npager.next: 往后\n")
        try site.write("Templates/i18n/zh-CN.yml", "pager.next: 下一篇\n")
        try site.write("Templates/i18n/en.yml", "toc.title: Contents\n")
        let result = try SitegenProcess.run(["build"], in: site.root)
        #expect(result.status == 0, "\(result.log)")
        let page = try site.read("public/notes/one/index.html")
        #expect(page.contains("<p class=\"toc-title\">本页内容</p>"))
        #expect(page.contains("<span class=\"pager-label\">上一页</span>"))
        #expect(!page.contains("Contents"))
        #expect(try site.read("public/notes/two/index.html").contains("<span class=\"pager-label\">下一篇</span>"))
    }

    /// Callouts' default titles are interface strings: in the page's language, overridable, and
    /// measured in those words (the layout data is of the title the page shows).
    @Test func calloutTitlesAreInThePagesLanguage() throws {
        let site = try chineseSite(language: "zh-CN")
        try site.write("Content/notes/three.md", "---\ntitle: 三\n---\n\n> [!WARNING]\n> 小心。\n\n:::tip\n提示内容。\n:::\n\n## 之后\n\n文字。\n")
        try site.write("Content/notes/en.md", "---\ntitle: E\nlang: de\n---\n\n> [!NOTE]\n> Text.\n")
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        let page = try site.read("public/notes/three/index.html")
        #expect(page.contains("<p class=\"sg-callout-title\">警告</p>"), "\(page)")
        #expect(page.contains("<p class=\"sg-callout-title\">提示</p>"))
        #expect(try site.read("public/notes/en/index.html").contains("<p class=\"sg-callout-title\">Hinweis</p>"))
        try site.write("Templates/i18n/zh.yml", "callout.warning: 当心\n")
        let overridden = try SitegenProcess.run(["build"], in: site.root)
        #expect(overridden.status == 0)
        #expect(!overridden.stderr.contains("unknown string"), "\(overridden.stderr)")
        #expect(try site.read("public/notes/three/index.html").contains("<p class=\"sg-callout-title\">当心</p>"))
    }

    @Test func anUnknownStringIsAWarningAtItsPlace() throws {
        let site = try chineseSite()
        try site.write("Templates/i18n/zh.yml", "toc.title: 目录\ntoc.titel: 错\n")
        let result = try SitegenProcess.run(["build"], in: site.root)
        #expect(result.status == 0)
        #expect(result.log.contains("Templates/i18n/zh.yml:2:1: warning: unknown string 'toc.titel'"), "\(result.log)")
        try site.write("Templates/i18n/zh.yml", "toc.title: [a, b]\n")
        let broken = try SitegenProcess.run(["build"], in: site.root)
        #expect(broken.status == 1)
        #expect(broken.log.contains("Templates/i18n/zh.yml:1:12: error: 'toc.title' must be a string"), "\(broken.log)")
    }

    @Test func aPagesOwnLangSetsItsHTMLLangAndInterface() throws {
        let site = try TemporarySite()
        try site.write("sitegen.yml", "title: Notes\nlanguage: en\n")
        try site.write("Content/a.md", "---\ntitle: 中文页\nlang: zh-CN\n---\n\n## 一节\n\n这是一段中文。\n")
        try site.write("Content/b.md", "---\ntitle: English\n---\n\n## A part\n\nText.\n")
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        let chinese = try site.read("public/a/index.html")
        #expect(chinese.hasPrefix("<!DOCTYPE html>\n<html lang=\"zh-CN\">"))
        #expect(chinese.contains("<p class=\"toc-title\">目录</p>"))
        let english = try site.read("public/b/index.html")
        #expect(english.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(english.contains("<p class=\"toc-title\">On this page</p>"))
        try site.write("Content/a.md", "---\nlang: 中文\n---\n\nText.\n")
        let bad = try SitegenProcess.run(["build"], in: site.root)
        #expect(bad.status == 1)
        #expect(bad.log.contains("Content/a.md:2:7: error: 'lang' must be a language tag"), "\(bad.log)")
    }

    @Test func aMultilingualSiteLinksTranslationsAndKeepsEachLanguageApart() throws {
        let site = try TemporarySite(fixture: "layout-languages")
        let result = try SitegenProcess.run(["build"], in: site.root)
        #expect(result.status == 0, "\(result.log)")
        // The default language at the root, the others below their tag.
        let english = try site.read("public/guide/first-steps/index.html")
        let japanese = try site.read("public/ja/guide/first-steps/index.html")
        let korean = try site.read("public/ko/guide/first-steps/index.html")
        let chinese = try site.read("public/zh-cn/guide/first-steps/index.html")
        #expect(english.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(chinese.hasPrefix("<!DOCTYPE html>\n<html lang=\"zh-CN\">"))
        #expect(japanese.hasPrefix("<!DOCTYPE html>\n<html lang=\"ja\">"))
        #expect(korean.hasPrefix("<!DOCTYPE html>\n<html lang=\"ko\">"))
        let alternates = """
            <link rel="alternate" hreflang="en" href="/guide/first-steps/">
            <link rel="alternate" hreflang="zh-CN" href="/zh-cn/guide/first-steps/">
            <link rel="alternate" hreflang="ja" href="/ja/guide/first-steps/">
            <link rel="alternate" hreflang="ko" href="/ko/guide/first-steps/">
            """
        for page in [english, chinese, japanese, korean] { #expect(page.contains(alternates)) }
        #expect(japanese.contains("<p class=\"toc-title\">目次</p>"))
        #expect(korean.contains("<p class=\"toc-title\">목차</p>"))
        #expect(chinese.contains("<p class=\"toc-title\">目录</p>"))
        // The switcher marks the page's language and links to each translation.
        #expect(japanese.contains("<a href=\"/ko/guide/first-steps/\" hreflang=\"ko\" lang=\"ko\">한국어</a>"))
        #expect(japanese.contains("<a href=\"/ja/guide/first-steps/\" hreflang=\"ja\" lang=\"ja\" aria-current=\"true\">日本語</a>"))
        // A page without translations has no alternates; the switcher offers the other homes.
        let map = try site.read("public/guide/map/index.html")
        #expect(!map.contains("hreflang=\"en\" href"))
        #expect(map.contains("<a href=\"/ja/\" hreflang=\"ja\" lang=\"ja\">日本語</a>"))
        let otters = try site.read("public/ko/guide/otters/index.html")
        #expect(!otters.contains("<link rel=\"alternate\" hreflang"))
        // Each language's sidebar, sections, tags and feed hold its own pages only.
        #expect(korean.contains("<li><a href=\"/ko/guide/otters/\">수달을 본 날</a></li>"))
        #expect(!japanese.contains("otters"))
        #expect(!english.contains("/ja/guide/seasons/\">"))
        #expect(japanese.contains("<a class=\"chip sg-chip\" href=\"/ja/tags/%E5%B7%9D/\">川</a>"))
        let japaneseTag = try site.read("public/ja/tags/川/index.html")
        #expect(japaneseTag.hasPrefix("<!DOCTYPE html>\n<html lang=\"ja\">"))
        #expect(japaneseTag.contains("/ja/guide/seasons/") && !japaneseTag.contains("/ko/"))
        let koreanFeed = try site.read("public/ko/feed.xml")
        #expect(koreanFeed.contains("xml:lang=\"ko\""))
        #expect(koreanFeed.contains("/ko/guide/otters/") && !koreanFeed.contains("/ja/"))
        let englishFeed = try site.read("public/feed.xml")
        #expect(englishFeed.contains("/guide/seasons/") && !englishFeed.contains("/ko/"))
        // The override of Templates/i18n/ko.yml, and the homes in their languages.
        let koreanHome = try site.read("public/ko/index.html")
        #expect(koreanHome.contains("id=\"sg-home-latest\">새로 올라온 글</h2>"))
        #expect(koreanHome.contains("<a class=\"button\" href=\"/ko/guide/\">안내</a>"))
        // One sitemap, every page, each with its translations.
        let sitemap = try site.read("public/sitemap.xml")
        #expect(sitemap.contains("<url><loc>/ja/guide/first-steps/</loc><lastmod>2026-03-14</lastmod><xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"/guide/first-steps/\"/>"))
        #expect(sitemap.contains("<url><loc>/ko/guide/otters/</loc><lastmod>2026-11-20</lastmod></url>"))
        #expect(sitemap.contains("<url><loc>/ja/tags/%E5%B7%9D/</loc></url>"))
    }

    @Test func aFolderThatIsNoLanguageIsALocatedError() throws {
        let site = try TemporarySite()
        try site.write("sitegen.yml", "title: Notes\nlanguages: [en, ja]\n")
        try site.write("Content/en/a.md", "A.\n")
        try site.write("Content/ja/a.md", "あ。\n")
        try site.write("Content/fr/a.md", "Un.\n")
        try site.write("Content/fr/b.md", "Deux.\n")
        let result = try SitegenProcess.run(["build"], in: site.root)
        #expect(result.status == 1)
        #expect(result.log.contains("Content/fr/a.md:1:1: error: this page is in Content/fr/, which is no language's folder: sitegen.yml sets languages [en, ja]"),
                "\(result.log)")
        #expect(!result.log.contains("Content/fr/b.md"))
        try site.write("sitegen.yml", "title: Notes\nlanguages: [en, 'zh CN']\n")
        let badTag = try SitegenProcess.run(["build"], in: site.root)
        #expect(badTag.status == 1)
        #expect(badTag.log.contains("sitegen.yml:2:17: error: 'languages' holds language tags"), "\(badTag.log)")
    }
}

extension SitegenProcess.Outcome {
    /// What the build printed, both streams.
    fileprivate var log: String { stdout + stderr }
}

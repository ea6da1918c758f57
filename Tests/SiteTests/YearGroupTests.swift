import Mustache
import Testing
@testable import SitegenSite

/// `page.groups`: a list page's dated pages cut by year, for the pinned year titles.
@Suite struct YearGroupTests {
    @Test func datedPagesAreGroupedByYearInListingOrder() throws {
        let site = try PlannedSite([
            "Content/blog/_index.md": "---\ntitle: Blog\n---\n",
            "Content/blog/a.md": "---\ntitle: A\ndate: 2026-03-01\n---\n",
            "Content/blog/b.md": "---\ntitle: B\ndate: 2026-01-01\n---\n",
            "Content/blog/c.md": "---\ntitle: C\ndate: 2024-12-31\n---\n",
        ])
        let blog = try site.pageValue("/blog/")
        #expect(blog.at("hasGroups") == true)
        let groups = blog.at("groups")?.items ?? []
        #expect(groups.map { $0.at("title")?.text } == ["2026", "2024"])
        #expect(groups.map { $0.at("id")?.text } == ["year-2026", "year-2024"])
        #expect(groups.map { ($0.at("pages")?.items ?? []).map { $0.at("title")?.text } } == [["A", "B"], ["C"]])
    }

    @Test func aListingWithAnUndatedPageIsNotGrouped() throws {
        let site = try PlannedSite([
            "Content/docs/_index.md": "---\ntitle: Docs\n---\n",
            "Content/docs/a.md": "---\ntitle: A\ndate: 2026-03-01\n---\n",
            "Content/docs/b.md": "---\ntitle: B\n---\n",
        ])
        let docs = try site.pageValue("/docs/")
        #expect(docs.at("hasGroups") == false)
        #expect(docs.at("groups")?.items.isEmpty == true)
    }
}

import SitegenTestSupport
import Foundation
import Mustache
import Testing
@testable import SitegenSite

/// The templates a build renders with, and the copies each core renders with.
@Suite struct TemplateSetTests {
    /// A core's own copy of the library (the site's templates over the default theme's)
    /// renders every template exactly as the library read at the start does.
    @Test func independentLibraryRendersLikeTheLibrary() throws {
        let (templates, diagnostics) = TemplateSet.load(siteRoot: TestPaths.fixture("theme-override"))
        #expect(!diagnostics.hasErrors)
        let copy = templates.independentLibrary()
        let context: MustacheValue = [
            "site": ["title": "Fixture", "baseURL": "/", "sections": [["title": "Docs", "url": "/docs/"]]],
            "page": ["title": "A <page>", "content": "<p>Body</p>", "url": "/a/", "toc": [["title": "One", "id": "one"]]],
        ]
        let names = templates.library.templates.keys.sorted()
        #expect(names.contains("plain") && names.contains("article"))
        #expect(Set(copy.templates.keys) == Set(names))
        for name in names {
            let original = Result { () throws(TemplateError) in try templates.library.renderUTF8(name, context: context) }
            let copied = Result { () throws(TemplateError) in try copy.renderUTF8(name, context: context) }
            switch (original, copied) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(name)")
            case (.failure(let a), .failure(let b)): #expect(a == b, "\(name)")
            default: Issue.record("\(name): one rendered and the other failed")
            }
        }
    }
}

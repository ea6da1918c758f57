import Foundation
import SitegenEmit

/// The ids the theme's templates write themselves (`sg-content`, the home page's headings),
/// which `#fragment` links may point at on any page.
///
/// Only literal ids count (`id="{{page.titleID}}"` is a section id, checked as such); every
/// template is searched, so an id of the home page's template is accepted on other pages too.
enum ThemeElementIDs {
    static func load(siteRoot: String) -> Set<String> {
        var templates: [String: String] = [:]
        for file in DefaultTheme.files where file.name.hasSuffix(TemplateSet.templateExtension) {
            templates[file.name] = String(decoding: file.bytes, as: UTF8.self)
        }
        // The site's own templates replace the theme's of the same name.
        let folder = siteRoot + "/" + TemplateSet.folderName
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() where name.hasSuffix(TemplateSet.templateExtension) && !ContentDiscovery.isIgnored(name) {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
            templates[name] = String(decoding: data, as: UTF8.self)
        }
        var ids: Set<String> = []
        for text in templates.values {
            for id in HTMLElementIDs.scan(text) where !id.contains("{{") { ids.insert(id) }
        }
        return ids
    }
}

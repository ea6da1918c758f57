import Mustache

extension TemplateData {
    /// The root value for a page sitegen generates: `{site, page}`, where `page` has the keys
    /// a layout needs (`title`, `url`, `headTitle`…) and, on tag pages, `tag` and `pages`.
    func context(for generated: GeneratedPage) -> MustacheValue {
        let route = generated.route(tags: tags)
        let title: String
        var value: MustacheMap = [:]
        switch generated {
        case .tagIndex:
            title = "Tags"
            // Names and counts: every page under every tag would make this page grow with the site.
            value["tags"] = .list(tags.map { tagValue($0, withPages: false) })
        case .tag(let position):
            let tag = tags[position]
            title = tag.name
            value["tag"] = tagValue(tag, withPages: false)
            value["pages"] = .list(tag.pages.map { .map(summaries[$0.route.urlPath] ?? [:]) })
            value["hasPages"] = .bool(!tag.pages.isEmpty)
            value["list"] = pageList(at: route)
        case .notFound:
            title = "Page not found"
        case .sitemap, .feed, .robots:
            title = config.title
        }
        value["title"] = .string(title)
        value["headTitle"] = .string(headTitle(title))
        value["url"] = .string(url(route))
        value["permalink"] = .string(permalink(route))
        value["description"] = Self.text(config.description)
        value["kind"] = .string(generated.templateName)
        value["isTags"] = .bool(generated == .tagIndex)
        value["isTag"] = .bool(generated.templateName == "tag")
        value["isNotFound"] = .bool(generated == .notFound)
        value["toc"] = .list([])
        value["hasToc"] = false
        if value["list"] == nil { value["list"] = .null }
        return ["site": .map(site), "page": .map(value)]
    }
}

import Mustache

extension TemplateData {
    /// The root value for a page sitegen generates: `{site, page}`, where `page` has the keys
    /// a layout needs (`title`, `url`, `headTitle`…) and, on tag pages, `tag` and `pages`.
    func context(for generated: GeneratedPage) -> MustacheValue {
        if case .listPage(.folder(let folder, let first), let number) = generated {
            return context(forPage: number, ofFolder: folder, first: first)
        }
        let route = generated.route(tags: tags)
        let site = siteValue(of: generated)
        let language = generated.language?.tag ?? config.language
        let strings = self.strings[generated.language?.tag ?? config.language]
        let title: String
        var value: MustacheMap = [:]
        // A tag's page is in the language of its tag's part of the site.
        var tagSite: MustacheMap?
        var tagStrings: InterfaceStrings?
        switch generated {
        case .tagIndex(let part):
            title = strings["tags.title"]
            // Names and counts: every page under every tag would make this page grow with the site.
            value["tags"] = .list(tags.filter { $0.language == part.tag }.map { tagValue($0, withPages: false) })
        case .tag(let position), .listPage(.tag(let position), _):
            let tag = tags[position]
            let number = if case .listPage(_, let number) = generated { number } else { 1 }
            title = tag.name
            tagSite = languageSites[tag.language]
            tagStrings = self.strings[tag.language]
            value["tag"] = tagValue(tag, withPages: false)
            value["pages"] = .list(tag.pages.map { .map(summaries[$0.route.urlPath] ?? [:]) })
            value["hasPages"] = .bool(!tag.pages.isEmpty)
            value["list"] = pageList(at: route)
            value["pagination"] = pagination(first: tag.route, rows: tag.pages.count, number: number,
                                             strings: self.strings[tag.language])
            value["headTitle"] = .string(headTitle(tag.name, page: number, strings: self.strings[tag.language]))
        case .listPage(.folder, _):
            return .null
        case .notFound:
            title = strings["notfound.title"]
        case .sitemap, .feed, .robots:
            title = config.title
        }
        value["title"] = .string(title)
        if value["headTitle"] == nil { value["headTitle"] = .string(headTitle(title)) }
        if value["pagination"] == nil { value["pagination"] = .null }
        value["url"] = .string(url(route))
        value["permalink"] = .string(permalink(route))
        value["description"] = Self.text(config.description)
        value["kind"] = .string(generated.templateName)
        value["isTags"] = .bool(generated.isTagIndex)
        value["isTag"] = .bool(generated.templateName == "tag")
        value["isNotFound"] = .bool(generated == .notFound)
        value["fontPreloads"] = fontPreloads(showingCode: false)
        value["toc"] = .list([])
        value["hasToc"] = false
        if value["list"] == nil { value["list"] = .null }
        let shown = tagStrings ?? strings
        value["language"] = .string(tagStrings?.language ?? language)
        value["alternates"] = .list([])
        value["languages"] = .null
        value["hasLanguages"] = false
        return ["site": .map(tagSite ?? site), "page": .map(value), "i18n": shown.mustacheValue]
    }
}

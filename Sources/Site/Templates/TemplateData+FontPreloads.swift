import Mustache

extension TemplateData {
    /// `page.fontPreloads`: `[{url}]` of the fonts a page preloads, the code's only where it shows code.
    func fontPreloads(showingCode: Bool) -> MustacheValue {
        .list(fontPreloads.filter { showingCode || !$0.forCode }.map { ["url": .string(url($0.route))] })
    }
}

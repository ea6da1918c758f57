import Mustache

extension TemplateData {
    /// `page.fontPreloads`: `[{url, face}]` of the fonts a page preloads, the code's only where
    /// it shows code; `face` is the CSS `font` shorthand the page's script waits for.
    func fontPreloads(showingCode: Bool) -> MustacheValue {
        .list(fontPreloads.filter { showingCode || !$0.forCode }.map { ["url": .string(url($0.route)), "face": .string($0.face)] })
    }
}

/// The pages a build rendered: in memory, or written into a staging folder by a
/// `PageStream` with placeholders for the theme's hashed names.
struct RenderedPages: Sendable {
    /// Where they were written, when they were.
    var stream: PageStream?
    /// What the stream wrote, with where its placeholders stand.
    var streamed: [PageStream.WrittenPage] = []
    /// Rendered outputs kept in memory: output file → bytes, pages in route order first.
    var inMemory: [(route: Route, bytes: [UInt8])] = []
    /// How many HTML pages were rendered.
    var pageCount = 0
    /// The characters the rendered HTML pages show (`SiteCharacters.scalarsOfMarkup`), read as
    /// they were rendered, so that no later step reads every page again for them.
    var shownCharacters: Set<Unicode.Scalar> = []
    /// Each HTML page's characters, by output file, for a build whose process keeps them
    /// (the preview's, to tell when a later edit changes the fonts); empty otherwise.
    var pageCharacters: [String: [Unicode.Scalar]] = [:]
}

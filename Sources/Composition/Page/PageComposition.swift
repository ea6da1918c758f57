import SitegenLayout
import SitegenMarkdown

/// A page's content as it is laid out and as its HTML is written: what `#sg-content` holds
/// (its body and its tags' chips) and what laying it out decided that the HTML must say too.
///
/// `PageComposer` makes it together with the layout tree the engine measures; the HTML
/// renderer writes the same body with the same decisions, so that what is measured is
/// exactly what is shown.
public struct PageComposition: Hashable, Sendable {
    /// The page's document less the level-1 heading its title was taken from (`PageBody`).
    public var body: Document
    /// The id of the heading the title was taken from, when it was left out of `body`.
    public var titleID: String?
    /// The tag chips that open the content.
    public var chips: [TagChip]
    /// The intrinsic size of each image `body` shows whose size is known, by its source as
    /// written (its `width` and `height` attributes, so that the browser reserves the space).
    public var imageSizes: [String: ImageDimensions]
    /// The default title of each kind of callout `body` shows without a title of its own, by
    /// `CalloutKind.titleKey`.
    public var calloutTitles: [String: String]

    public init(body: Document, titleID: String? = nil, chips: [TagChip] = [],
                imageSizes: [String: ImageDimensions] = [:], calloutTitles: [String: String] = [:]) {
        self.calloutTitles = calloutTitles
        self.body = body
        self.titleID = titleID
        self.chips = chips
        self.imageSizes = imageSizes
    }
}

import SitegenComposition

/// A folder's or a tag's list of pages, and its measurements at every width variant.
struct MeasuredListing: Sendable {
    var listing: SiteListing
    var measured: MeasuredPageList
    /// Whether the list has a date column (some row shows a date or a page count) and a
    /// tags column (some row has a tag).
    var hasDates: Bool
    var hasTags: Bool
}

import SitegenComposition

/// A page's content as composed and measured: the composition its HTML is written from, and
/// its measurements at every width variant (the `sg-layout` data).
struct MeasuredContent: Sendable {
    var composition: PageComposition
    var measured: MeasuredPage
}

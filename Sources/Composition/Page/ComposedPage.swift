import SitegenCore

/// A page's content composed and measured (`PageComposer.compose`): the composition its HTML
/// is written from, its measurements at every width variant, and a warning for each thing
/// that could not be measured.
public struct ComposedPage: Sendable {
    public var composition: PageComposition
    public var measured: MeasuredPage
    public var warnings: [Diagnostic]

    public init(composition: PageComposition, measured: MeasuredPage, warnings: [Diagnostic]) {
        self.composition = composition
        self.measured = measured
        self.warnings = warnings
    }
}

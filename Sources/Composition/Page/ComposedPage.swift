import SitegenCore
import SitegenLayout

/// What composing a page gives: the composition its HTML is written from, the layout tree
/// measured from it (let go once measured: a page's tree is many times its document), and a
/// warning for each thing that could not be measured.
public struct ComposedPage {
    public var composition: PageComposition
    public var tree: LayoutNode
    public var warnings: [Diagnostic]
}

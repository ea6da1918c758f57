import SitegenCore

/// What every step of a build may read besides its own inputs: the options, where the site
/// is and where its output goes, how to report progress, and the work a long-running
/// process keeps from one build to the next.
struct BuildEnvironment: Sendable {
    let options: BuildOptions
    let siteRoot: String
    let outputPath: String
    let progress: @Sendable (BuildEvent) -> Void
    /// Work kept from the previous build of a long-running process; nil for a one-off build.
    let cache: BuildCache?

    init(options: BuildOptions, siteRoot: String, outputPath: String, cache: BuildCache? = nil,
         progress: @escaping @Sendable (BuildEvent) -> Void = { _ in }) {
        self.options = options
        self.siteRoot = siteRoot
        self.outputPath = outputPath
        self.cache = cache
        self.progress = progress
    }

    var contentRoot: String { siteRoot + "/Content" }

    /// Whether this is a one-off build (`sitegen build`, `sitegen check`), which keeps
    /// nothing for a next one.
    var isOneOff: Bool { cache == nil }

    /// `parallelMap` that reports its progress as `label` about ten times a second at most.
    func parallelMap<Element: Sendable, Result: Sendable>(
        _ items: [Element], label: String, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        var items = items
        return parallelMap(emptying: &items, label: label, transform)
    }

    /// `parallelMapEmptying` that reports its progress as `label`: each element is freed on
    /// the core that used it, once nothing else holds it.
    func parallelMap<Element: Sendable, Result: Sendable>(
        emptying items: inout [Element], label: String, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let progress = ItemProgress(label, total: items.count, progress: self.progress)
        let results = items.parallelMapEmptying { item -> Result in
            let result = transform(item)
            progress.itemDone()
            return result
        }
        progress.finish()
        return results
    }
}

import SitegenSite

extension Terminal {
    /// Redraws the progress line for a build's event: the step, or how many of its items are done.
    func progress(_ event: BuildEvent) {
        switch event {
        case .step(let name): progress("\(name)…")
        case .items(let label, let done, let total): progress("\(label) \(done)/\(total)")
        }
    }
}

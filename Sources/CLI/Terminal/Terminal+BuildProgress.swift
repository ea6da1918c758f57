import SitegenSite

extension Terminal {
    /// A build's events drawn as the one-line progress display (`Measuring pages 812/3016`).
    var buildProgress: @Sendable (BuildEvent) -> Void {
        { [self] event in
            switch event {
            case .step(let name):
                progress("\(name)…")
            case .items(let label, let done, let total):
                progress("\(label) \(done)/\(total)")
            }
        }
    }
}

import SitegenCore

/// Ends a shard's build: writes its manifest beside the pages it rendered (which still hold
/// their placeholders for the theme's hashed names) and swaps the part in as its output.
struct WriteShardPartStep: BuildStep {
    let name = "Writing the shard's part"
    var requiresCleanInput: Bool { true }
    let rendered: RenderedPages
    let manifest: ShardManifest

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) throws(BuildFailure) {
        guard let output = rendered.stream?.output else {
            diagnostics.append(.error(at: SourceLocation(file: environment.outputPath), "internal error: a shard's pages were not streamed"))
            throw BuildFailure(diagnostics)
        }
        do throws(OutputError) {
            try output.write(manifest.bytes(), to: ShardManifest.fileName)
            try output.commit()
        } catch {
            diagnostics.append(.error(at: SourceLocation(file: environment.outputPath), error.message))
            throw BuildFailure(diagnostics)
        }
    }
}

import SitegenCore

/// Copies the pages of every part into the merge's staging folder, as a build's page stream
/// would have written them: with their placeholders, which `WriteOutputStep` then fills.
struct CopyShardPartsStep: BuildStep {
    let name = "Copying the parts"
    var requiresCleanInput: Bool { true }
    let parts: [(folder: String, manifest: ShardManifest)]
    let hashedRoutes: [Route]
    let basePath: String

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) throws(BuildFailure) -> RenderedPages {
        do throws(OutputError) {
            let basePath = basePath
            let stream = PageStream(output: try StagedOutput(outputPath: environment.outputPath), hashedRoutes: hashedRoutes) {
                PublishedTheme.quotedURL($0, basePath: basePath)
            }
            var rendered = RenderedPages(stream: stream)
            var copies: [(from: String, to: String)] = []
            for (folder, manifest) in parts {
                rendered.streamed += manifest.writtenPages
                rendered.shownCharacters.formUnion(manifest.shownCharacters)
                copies += manifest.pages.map { (folder + "/" + $0.path, $0.path) }
            }
            let failures = copies.parallelMap { copy -> OutputError? in
                do throws(OutputError) {
                    try stream.output.copy(from: copy.from, to: copy.to)
                    return nil
                } catch {
                    return error
                }
            }
            if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
            rendered.pageCount = copies.count { $0.to.hasSuffix(".html") }
            return rendered
        } catch {
            diagnostics.append(.error(at: SourceLocation(file: environment.outputPath), error.message))
            throw BuildFailure(diagnostics)
        }
    }
}

import SitegenCore

/// Makes the staging folder a one-off build writes its files into as they are made (the
/// search index's, then each page as it is rendered), which `WriteOutputStep` swaps in
/// whole: made before the first of them, so that none is held until the end.
struct StageOutputStep: BuildStep {
    let name = "Preparing the output"
    var requiresCleanInput: Bool { true }

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) throws(BuildFailure) -> StagedOutput {
        do throws(OutputError) {
            return try StagedOutput(outputPath: environment.outputPath)
        } catch {
            diagnostics.append(.error(at: SourceLocation(file: environment.outputPath), error.message))
            throw BuildFailure(diagnostics)
        }
    }
}

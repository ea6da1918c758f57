import SitegenCore

/// Writes pages, assets and the theme's files into a staging folder and swaps it in as the output.
struct WriteOutputStep: BuildStep {
    let name = "Writing the site"
    var requiresCleanInput: Bool { true }

    func run(_ context: BuildContext) throws(BuildFailure) {
        do throws(OutputError) {
            let output = try StagedOutput(outputPath: context.outputPath)
            // Writes wait on the disk more than on the CPU: several at once keep it busy.
            let failures = context.rendered.parallelMap { page -> OutputError? in
                do throws(OutputError) {
                    try output.write(page.bytes, to: page.route.outputFile)
                    return nil
                } catch {
                    return error
                }
            }
            if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
            for asset in context.assets {
                try output.copy(from: asset.file.absolutePath, to: asset.route.outputFile)
            }
            for asset in context.themeAssets {
                switch asset.source {
                case .bytes(let bytes): try output.write(bytes, to: asset.route.outputFile)
                case .file(let path): try output.copy(from: path, to: asset.route.outputFile)
                }
            }
            if context.options.reportsChangedFiles { context.changedFiles = output.changedFiles() }
            try output.commit()
        } catch {
            context.diagnostics.append(.error(at: SourceLocation(file: context.outputPath), error.message))
            throw BuildFailure(context.diagnostics)
        }
    }
}

import SitegenCore

/// Writes pages, assets and the theme's files into a staging folder and swaps it in as the output.
struct WriteOutputStep: BuildStep {
    let name = "Writing the site"
    var requiresCleanInput: Bool { true }

    func run(_ context: BuildContext) throws(BuildFailure) {
        do {
            let output = try StagedOutput(outputPath: context.outputPath)
            for page in context.rendered {
                try output.write(page.bytes, to: page.route.outputFile)
            }
            for asset in context.assets {
                try output.copy(from: asset.file.absolutePath, to: asset.route.outputFile)
            }
            for asset in context.themeAssets {
                switch asset.source {
                case .bytes(let bytes): try output.write(bytes, to: asset.route.outputFile)
                case .file(let path): try output.copy(from: path, to: asset.route.outputFile)
                }
            }
            try output.commit()
        } catch {
            context.diagnostics.append(.error(at: SourceLocation(file: context.outputPath), error.message))
            throw BuildFailure(context.diagnostics)
        }
    }
}

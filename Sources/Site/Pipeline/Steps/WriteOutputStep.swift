import SitegenCore

/// Writes pages, assets and the theme's files: into a staging folder swapped in as the
/// output, or, for a rebuild of the preview server, file by file where they changed.
struct WriteOutputStep: BuildStep {
    let name = "Writing the site"
    var requiresCleanInput: Bool { true }

    func run(_ context: BuildContext) throws(BuildFailure) {
        let files = outputFiles(context)
        do throws(OutputError) {
            if let cache = context.cache, let previous = cache.outputFingerprints,
               FilePaths.kind(of: context.outputPath + "/" + StagedOutput.markerName) == .file {
                let result = try InPlaceOutput(outputPath: context.outputPath).update(files, previous: previous)
                cache.setOutputFingerprints(result.fingerprints)
                context.changedFiles = result.changed
                return
            }
            context.cache?.setOutputFingerprints(nil)
            // Pages written as they were rendered are in the stream's staging folder already.
            let output: StagedOutput
            if let stream = context.pageStream { output = stream.output } else {
                output = try StagedOutput(outputPath: context.outputPath)
            }
            // Writes wait on the disk more than on the CPU: several at once keep it busy.
            let failures = files.parallelMap { file -> OutputError? in
                do throws(OutputError) {
                    switch file.content {
                    case .bytes(let bytes): try output.write(bytes, to: file.path)
                    case .copy(let source): try output.copy(from: source, to: file.path)
                    }
                    return nil
                } catch {
                    return error
                }
            }
            if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
            if context.options.reportsChangedFiles { context.changedFiles = output.changedFiles() }
            try output.commit()
            if let cache = context.cache {
                var fingerprints: [String: OutputFingerprint] = [:]
                for file in files { fingerprints[file.path] = file.fingerprint }
                cache.setOutputFingerprints(fingerprints)
            }
        } catch {
            context.diagnostics.append(.error(at: SourceLocation(file: context.outputPath), error.message))
            throw BuildFailure(context.diagnostics)
        }
    }

    /// Everything the build publishes, pages first.
    private func outputFiles(_ context: BuildContext) -> [OutputFile] {
        var files = context.rendered.map { OutputFile(path: $0.route.outputFile, content: .bytes($0.bytes)) }
        files += context.assets.map { OutputFile(path: $0.route.outputFile, content: .copy($0.file.absolutePath)) }
        for asset in context.themeAssets {
            switch asset.source {
            case .bytes(let bytes): files.append(OutputFile(path: asset.route.outputFile, content: .bytes(bytes)))
            case .file(let path), .font(let path, _):
                files.append(OutputFile(path: asset.route.outputFile, content: .copy(path)))
            }
        }
        if context.options.precompresses {
            files += files.parallelMap(Precompression.siblings).flatMap { $0 }
        }
        return files
    }
}

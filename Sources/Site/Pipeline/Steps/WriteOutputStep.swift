import SitegenCore

/// Writes the site: points the rendered pages at the theme's hashed file names, then writes
/// pages, the files of `Content/` and the theme's files. A full build swaps a staging folder
/// in as the output (the pages a `PageStream` wrote are in it already); a preview rebuild
/// updates the output in place, file by file where bytes changed. Returns the output files
/// that changed, when the options ask for them.
struct WriteOutputStep: BuildStep {
    let name = "Writing the site"
    var requiresCleanInput: Bool { true }
    var rendered: RenderedPages
    let theme: PublishedTheme
    let assets: [(file: ContentFile, route: Route)]
    let scope: Scope
    /// Files the build made besides pages and the theme's (the search index).
    var indexFiles: [OutputFile] = []

    enum Scope {
        /// The output is the whole site: these files and nothing else.
        case wholeSite
        /// A preview rebuild: these files are updated, the others stay.
        case onlyThese
    }

    consuming func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) throws(BuildFailure) -> [String] {
        do throws(OutputError) {
            if let stream = rendered.stream { try stream.fillHashes(rendered.streamed, hashes: theme.hashes) }
            var pages = rendered.inMemory
            rendered.inMemory = []
            pointAtHashedNames(&pages)
            return try write(outputFiles(pages, precompresses: environment.options.precompresses), environment: environment)
        } catch {
            diagnostics.append(.error(at: location(of: error, environment: environment), error.message))
            throw BuildFailure(diagnostics)
        }
    }

    /// Where an error is: the file of `Content/` (or the theme) that could not be copied, or the output folder.
    private func location(of error: OutputError, environment: BuildEnvironment) -> SourceLocation {
        guard let source = error.source else { return SourceLocation(file: environment.outputPath) }
        if let asset = assets.first(where: { $0.file.absolutePath == source }) { return asset.file.location }
        return SourceLocation(file: source)
    }

    /// Rewrites the links of pages held in memory, in batches, each page's old bytes freed as
    /// its new ones arrive: a large site's pages are hundreds of megabytes, and holding them
    /// twice would double the peak.
    private func pointAtHashedNames(_ pages: inout [(route: Route, bytes: [UInt8])]) {
        let pairs = theme.urlReplacements
        guard !pairs.isEmpty else { return }
        let batchSize = 256
        for batchStart in stride(from: 0, to: pages.count, by: batchSize) {
            let batch = batchStart..<min(batchStart + batchSize, pages.count)
            let rewritten = Array(pages[batch]).parallelMap { route, bytes -> [UInt8]? in
                route.outputFile.hasSuffix(".html") ? ByteReplacement.replacing(pairs, in: bytes) : nil
            }
            for (index, bytes) in zip(batch, rewritten) {
                if let bytes { pages[index].bytes = bytes }
            }
        }
    }

    /// Everything the build publishes, pages first.
    private func outputFiles(_ pages: [(route: Route, bytes: [UInt8])], precompresses: Bool) -> [OutputFile] {
        var files = pages.map { OutputFile(path: $0.route.outputFile, content: .bytes($0.bytes)) }
        files += assets.map { OutputFile(path: $0.route.outputFile, content: .copy($0.file.absolutePath)) }
        files += indexFiles
        for asset in theme.files {
            switch asset.source {
            case .bytes(let bytes): files.append(OutputFile(path: asset.route.outputFile, content: .bytes(bytes)))
            case .file(let path), .font(let path, _):
                files.append(OutputFile(path: asset.route.outputFile, content: .copy(path)))
            }
        }
        if precompresses {
            files += files.parallelMap(Precompression.siblings).flatMap { $0 }
        }
        return files
    }

    private func write(_ files: [OutputFile], environment: BuildEnvironment) throws(OutputError) -> [String] {
        let outputPath = environment.outputPath
        let ownsOutput = FilePaths.kind(of: outputPath + "/" + StagedOutput.markerName) == .file
        switch (scope, environment.cache) {
        case (.onlyThese, let cache?):
            guard ownsOutput, let previous = cache.outputFingerprints(of: files.map(\.path)) else {
                throw OutputError("no previous output to update in \(outputPath)")
            }
            let result = try InPlaceOutput(outputPath: outputPath).update(only: files, previous: previous)
            cache.updateOutputFingerprints(result.fingerprints)
            return result.changed
        case (.onlyThese, nil):
            throw OutputError("no previous output to update in \(outputPath)")
        case (.wholeSite, let cache?):
            if ownsOutput, let previous = cache.outputFingerprints {
                let result = try InPlaceOutput(outputPath: outputPath).update(files, previous: previous)
                cache.setOutputFingerprints(result.fingerprints)
                return result.changed
            }
        case (.wholeSite, nil):
            break
        }
        environment.cache?.setOutputFingerprints(nil)
        // Pages written as they were rendered are in the stream's staging folder already.
        let output: StagedOutput
        if let stream = rendered.stream { output = stream.output } else { output = try StagedOutput(outputPath: outputPath) }
        try output.write(files)
        let changed = environment.options.reportsChangedFiles ? output.changedFiles() : []
        try output.commit()
        if let cache = environment.cache {
            var fingerprints: [String: OutputFingerprint] = [:]
            for file in files { fingerprints[file.path] = file.fingerprint }
            cache.setOutputFingerprints(fingerprints)
        }
        return changed
    }
}

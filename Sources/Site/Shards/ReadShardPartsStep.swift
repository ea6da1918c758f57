import SitegenCore

/// Reads the manifests of the parts a merge was given and checks that they are one build's:
/// every shard of it exactly once, each built from the sources and settings the merge sees.
struct ReadShardPartsStep: BuildStep {
    let name = "Reading the parts"
    let parts: [String]
    /// `SourceDigest` of the merge's own sources and settings.
    let digest: String
    let hashedRoutes: [Route]
    let version: String

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) throws(BuildFailure) -> [(folder: String, manifest: ShardManifest)] {
        var read: [(folder: String, manifest: ShardManifest)] = []
        for folder in parts {
            let location = SourceLocation(file: folder)
            switch ShardManifest.read(part: folder) {
            case .failure(let error):
                diagnostics.append(.error(at: location, error.message))
            case .success(let manifest):
                if let problem = problem(with: manifest) {
                    diagnostics.append(.error(at: location, problem))
                } else {
                    read.append((folder, manifest))
                }
            }
        }
        if !diagnostics.hasErrors { checkShards(read, diagnostics: &diagnostics) }
        if diagnostics.hasErrors { throw BuildFailure(diagnostics) }
        return read.sorted { $0.manifest.shard < $1.manifest.shard }
    }

    private func problem(with manifest: ShardManifest) -> String? {
        if manifest.version != version {
            return "this part was built by sitegen \(manifest.version), and this is sitegen \(version): build the parts again"
        }
        if manifest.digest != digest {
            return "this part was built from other sources or settings (its digest is \(manifest.digest), this site's \(digest)): "
                + "build every part from the same commit, with the same options"
        }
        if manifest.hashedRoutes != hashedRoutes.map(\.urlPath) {
            return "this part links to other theme files than this site has: build the parts again"
        }
        return nil
    }

    /// Every shard of one count, each once.
    private func checkShards(_ read: [(folder: String, manifest: ShardManifest)], diagnostics: inout DiagnosticList) {
        guard let count = read.first?.manifest.count else {
            diagnostics.append(.error(at: SourceLocation(file: parts.first ?? "."), "no part to merge"))
            return
        }
        var seen: [Int: String] = [:]
        for (folder, manifest) in read {
            let location = SourceLocation(file: folder)
            if manifest.count != count {
                diagnostics.append(.error(at: location, "this part is shard \(manifest.shard)/\(manifest.count), the others are of \(count)"))
            } else if let other = seen[manifest.shard] {
                diagnostics.append(.error(at: location, "shard \(manifest.shard)/\(count) is given twice: here and in \(other)"))
            } else {
                seen[manifest.shard] = folder
            }
        }
        let missing = (1 ... count).filter { seen[$0] == nil }
        if !missing.isEmpty, !diagnostics.hasErrors {
            let names = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
            diagnostics.append(.error(at: SourceLocation(file: read[0].folder),
                                      "shard\(missing.count == 1 ? "" : "s") \(names) \(missing.count == 1 ? "is" : "are") missing: every part of the build is needed"))
        }
    }
}

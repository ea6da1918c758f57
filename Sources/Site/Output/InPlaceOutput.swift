import Foundation

/// Updates an output folder file by file: for the preview server's rebuilds, where swapping
/// the whole folder would rewrite thousands of unchanged pages on every save.
///
/// Each file is written beside its place and renamed over it, so a reader sees the old file
/// or the new one, never half of one. Files no longer produced are removed.
struct InPlaceOutput {
    let outputPath: String

    /// Writes the files whose fingerprint differs from `previous`, removes the ones gone, and
    /// returns the changed paths (sorted) with the new fingerprints.
    func update(_ files: [OutputFile], previous: [String: OutputFingerprint]) throws(OutputError)
        -> (changed: [String], fingerprints: [String: OutputFingerprint]) {
        var (changed, fingerprints) = try update(only: files, previous: previous)
        for path in previous.keys where fingerprints[path] == nil {
            unlink(outputPath + "/" + path)
            removeEmptyFolders(above: path)
            changed.append(path)
        }
        return (changed.sorted(), fingerprints)
    }

    /// Writes those of `files` whose fingerprint differs from `previous`, leaving every other
    /// file of the output alone; returns the changed paths (sorted) and the files' fingerprints.
    func update(only files: [OutputFile], previous: [String: OutputFingerprint]) throws(OutputError)
        -> (changed: [String], fingerprints: [String: OutputFingerprint]) {
        var fingerprints: [String: OutputFingerprint] = [:]
        var changed: [String] = []
        for file in files {
            // A source deleted since the build listed it is left out, as from the next build.
            if case .copy(let source) = file.content, FilePaths.kind(of: source) == .missing { continue }
            let fingerprint = file.fingerprint
            fingerprints[file.path] = fingerprint
            if previous[file.path] != fingerprint {
                try write(file)
                changed.append(file.path)
            }
        }
        return (changed.sorted(), fingerprints)
    }

    private func write(_ file: OutputFile) throws(OutputError) {
        let target = outputPath + "/" + file.path
        let folder = (target as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw OutputError("cannot create the folder of \(file.path): \(FilePaths.reason(error))")
        }
        let bytes: [UInt8]
        switch file.content {
        case .bytes(let content): bytes = content
        case .copy(let source):
            guard let data = FileManager.default.contents(atPath: source) else {
                throw OutputError("cannot read the file: \(String(cString: strerror(errno)))", source: source)
            }
            bytes = [UInt8](data)
        }
        // Not named after the file: a name near the file system's limit would not fit.
        let temporary = folder + "/.sitegen-write-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw OutputError("cannot write \(file.path): \(String(cString: strerror(errno)))")
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw OutputError("cannot write \(file.path): \(reason)")
        }
    }

    private func removeEmptyFolders(above path: String) {
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, rmdir(outputPath + "/" + folder) == 0 {
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
}

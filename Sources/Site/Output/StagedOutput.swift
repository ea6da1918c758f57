import Foundation
import Synchronization
internal import CFileSwap

/// A build's output, written into a staging folder beside the real one and swapped in at the end.
///
/// Until `commit()` the previous output is untouched, so an error, Ctrl-C, `kill -9` or a full
/// disk leave it exactly as it was. `commit()` exchanges the two folders in one atomic rename,
/// so no reader ever sees a half-written site, and nothing stale survives.
public final class StagedOutput: @unchecked Sendable {
    /// The file that marks a folder as sitegen's output, which a build may replace.
    public static let markerName = ".sitegen-output"

    public let outputPath: String
    public let stagingPath: String
    private var committed = false
    /// Folders already made below the staging folder; writes run on several threads.
    private let madeFolders = Mutex<Set<String>>([""])

    /// Staging folders of builds in progress in this process, for `discardActiveBeforeExit()`.
    private static let active = Mutex<Set<String>>([])
    /// Set once the process is being interrupted: from then on no file operation below a
    /// staging folder starts, so that the folders can be removed whole.
    private static let closing = Atomic<Bool>(false)
    /// How many file operations below a staging folder are under way; the removal waits for
    /// them, as a file created during it would keep its folder from being removed.
    private static let operationsUnderWay = Atomic<Int>(0)

    /// Set once an output was swapped in, for an interrupt handler to say which output is left.
    private static let swappedIn = Atomic<Bool>(false)

    /// Removes the staging folders of builds in progress, for a Ctrl-C or `kill` handler that
    /// ends the process next: an interrupted build leaves nothing behind (the previous output
    /// was never touched). Writes under way finish first, a swap under way too; a thread that
    /// asks for another from then on waits for the exit.
    ///
    /// Returns whether this process swapped a new output in (then that one is left, whole).
    @discardableResult
    public static func discardActiveBeforeExit() -> Bool {
        closing.store(true, ordering: .sequentiallyConsistent)
        while operationsUnderWay.load(ordering: .sequentiallyConsistent) > 0 { usleep(1000) }
        let paths = active.withLock { paths in
            defer { paths.removeAll() }
            return paths
        }
        for path in paths.sorted() {
            try? FileManager.default.removeItem(atPath: path)
        }
        return swappedIn.load(ordering: .sequentiallyConsistent)
    }

    /// Runs `operation`, one that writes below a staging folder or swaps it in, unless the
    /// process is being interrupted: then this thread waits for the exit that follows.
    private static func unlessClosing<T, E: Error>(_ operation: () throws(E) -> T) throws(E) -> T {
        // Counted before `closing` is read, and `closing` set before the count is read: either
        // this operation sees `closing`, or the interrupt sees it under way and waits.
        operationsUnderWay.add(1, ordering: .sequentiallyConsistent)
        if closing.load(ordering: .sequentiallyConsistent) {
            operationsUnderWay.subtract(1, ordering: .sequentiallyConsistent)
            while true { pause() }
        }
        defer { operationsUnderWay.subtract(1, ordering: .sequentiallyConsistent) }
        return try operation()
    }

    /// Prepares a fresh staging folder for `outputPath`, after sweeping leftovers of builds that
    /// were killed before they could clean up.
    public init(outputPath: String) throws(OutputError) {
        self.outputPath = outputPath
        let parent = (outputPath as NSString).deletingLastPathComponent
        let name = (outputPath as NSString).lastPathComponent
        Self.sweepLeftovers(in: parent, outputName: name)
        try Self.checkReplaceable(outputPath)
        let path = parent + "/.\(name).staging-\(getpid())-\(UInt32.random(in: 0 ... .max))"
        stagingPath = path
        try Self.unlessClosing { () throws(OutputError) in
            // Known before it exists, so that an interrupt from here on removes it.
            Self.active.withLock { _ = $0.insert(path) }
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            } catch {
                throw OutputError("cannot create the staging folder \(path): \(FilePaths.reason(error))")
            }
        }
        try write(Array("Written by sitegen. This folder is replaced as a whole on every build.\n".utf8),
                  to: Self.markerName)
    }

    /// Throws unless a build may replace `outputPath`: it is missing, empty, or a folder sitegen wrote.
    public static func checkReplaceable(_ outputPath: String) throws(OutputError) {
        guard FilePaths.exists(outputPath) else { return }
        guard FilePaths.kind(of: outputPath) == .directory, !FilePaths.isSymlink(outputPath) else {
            throw OutputError("\(outputPath) exists and is not a folder; choose another --output")
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: outputPath)) ?? []
        if !contents.isEmpty && !contents.contains(markerName) {
            throw OutputError(
                "\(outputPath) exists and was not written by sitegen; a build replaces its output folder "
                    + "as a whole, so remove it or choose another --output")
        }
    }

    deinit {
        if !committed { discard() }
        let path = stagingPath
        Self.active.withLock { _ = $0.remove(path) }
    }

    /// Writes one file below the staging folder, creating its folders.
    public func write(_ bytes: [UInt8], to relativePath: String) throws(OutputError) {
        try Self.unlessClosing { () throws(OutputError) in try writeFile(bytes, to: relativePath) }
    }

    private func writeFile(_ bytes: [UInt8], to relativePath: String) throws(OutputError) {
        let path = stagingPath + "/" + relativePath
        try makeFolders(for: relativePath)
        let written = bytes.withUnsafeBytes { buffer -> Int32 in
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard fd >= 0 else { return errno }
            defer { close(fd) }
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return 0
        }
        if written != 0 {
            throw OutputError("cannot write \(relativePath): \(String(cString: strerror(written)))")
        }
    }

    /// Writes `patches` over bytes of a file already written below the staging folder,
    /// leaving the rest of it as it is.
    public func overwrite(_ relativePath: String, with patches: [(offset: Int, bytes: [UInt8])]) throws(OutputError) {
        try Self.unlessClosing { () throws(OutputError) in try overwriteFile(relativePath, with: patches) }
    }

    private func overwriteFile(_ relativePath: String, with patches: [(offset: Int, bytes: [UInt8])]) throws(OutputError) {
        let fd = open(stagingPath + "/" + relativePath, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw OutputError("cannot write \(relativePath): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        for patch in patches {
            let written = patch.bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, off_t(patch.offset)) }
            guard written == patch.bytes.count else {
                let reason = written < 0 ? String(cString: strerror(errno)) : "a short write"
                throw OutputError("cannot write \(relativePath): \(reason)")
            }
        }
    }

    /// Makes the folders above `relativePath` with plain mkdir calls, each folder once.
    private func makeFolders(for relativePath: String) throws(OutputError) {
        var components = relativePath.split(separator: "/").dropLast()
        var missing: [String] = []
        while !components.isEmpty {
            let folder = components.joined(separator: "/")
            if madeFolders.withLock({ $0.contains(folder) }) { break }
            missing.append(folder)
            components.removeLast()
        }
        for folder in missing.reversed() {
            if mkdir(stagingPath + "/" + folder, 0o755) != 0 && errno != EEXIST {
                throw OutputError("cannot create the folder \(folder): \(String(cString: strerror(errno)))")
            }
            madeFolders.withLock { _ = $0.insert(folder) }
        }
    }

    /// Copies a source file into the staging folder unchanged; a source deleted since the
    /// build listed it is left out, as it would be from the next build.
    public func copy(from sourcePath: String, to relativePath: String) throws(OutputError) {
        guard let data = FileManager.default.contents(atPath: sourcePath) else {
            if FilePaths.kind(of: sourcePath) == .missing { return }
            throw OutputError("cannot read the file: \(String(cString: strerror(errno)))", source: sourcePath)
        }
        try write([UInt8](data), to: relativePath)
    }

    /// Writes `files` below the staging folder, several at once (writes wait on the disk more
    /// than on the CPU); throws the first failure once all have been tried.
    ///
    /// Each task writes a run of files of one folder: files made in one folder by two cores
    /// at once wait on that folder's lock, which the file system holds while it finds each
    /// new file a free inode (slow after a large output was removed).
    func write(_ files: [OutputFile]) throws(OutputError) {
        let runs = Self.folderRuns(of: files.map(\.path))
        let failures = runs.parallelMap { run -> OutputError? in
            for file in files[run] {
                do throws(OutputError) {
                    switch file.content {
                    case .bytes(let bytes): try write(bytes, to: file.path)
                    case .copy(let source): try copy(from: source, to: file.path)
                    }
                } catch {
                    return error
                }
            }
            return nil
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// `paths` cut into runs of consecutive paths in the same folder, `maximumRun` at most
    /// (a folder of thousands of images is still copied on every core).
    static func folderRuns(of paths: [String], maximumRun: Int = 128) -> [Range<Int>] {
        func folder(_ path: String) -> Substring { path[..<(path.lastIndex(of: "/") ?? path.startIndex)] }
        var runs: [Range<Int>] = []
        var start = 0
        for index in paths.indices.dropFirst()
        where index - start == maximumRun || folder(paths[index]) != folder(paths[index - 1]) {
            runs.append(start..<index)
            start = index
        }
        if !paths.isEmpty { runs.append(start..<paths.count) }
        return runs
    }

    /// The files that differ between the staged build and the current output (added, changed
    /// or removed), as paths below the output folder, sorted; for live reload to name what changed.
    public func changedFiles() -> [String] {
        let staged = Self.files(below: stagingPath)
        let current = Self.files(below: outputPath)
        var changed: [String] = []
        for (path, size) in staged where current[path] != size
            || FileManager.default.contents(atPath: stagingPath + "/" + path)
                != FileManager.default.contents(atPath: outputPath + "/" + path) {
            changed.append(path)
        }
        for path in current.keys where staged[path] == nil { changed.append(path) }
        return changed.filter { $0 != Self.markerName }.sorted()
    }

    /// Every regular file below `root` with its size, by relative path.
    static func files(below root: String) -> [String: Int] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
        var sizes: [String: Int] = [:]
        while let path = enumerator.nextObject() as? String {
            if let type = enumerator.fileAttributes?[.type] as? FileAttributeType, type == .typeRegular {
                sizes[path] = (enumerator.fileAttributes?[.size] as? NSNumber)?.intValue ?? -1
            }
        }
        return sizes
    }

    /// Swaps the staging folder in as the output and removes the previous output.
    public func commit() throws(OutputError) {
        try Self.unlessClosing { () throws(OutputError) in try swapIn() }
        Self.swappedIn.store(true, ordering: .sequentiallyConsistent)
    }

    private func swapIn() throws(OutputError) {
        if FilePaths.exists(outputPath) {
            let status = sg_exchange_paths(stagingPath, outputPath)
            if status == 0 {
                committed = true
                // The staging path now holds the previous output.
                FilePaths.removeTree(stagingPath)
                return
            }
            // The file system cannot exchange: move the old output aside, then rename.
            let aside = stagingPath + ".old"
            guard rename(outputPath, aside) == 0 else {
                throw OutputError("cannot replace \(outputPath): \(String(cString: strerror(errno)))")
            }
            guard rename(stagingPath, outputPath) == 0 else {
                let reason = String(cString: strerror(errno))
                _ = rename(aside, outputPath)
                throw OutputError("cannot replace \(outputPath): \(reason)")
            }
            committed = true
            FilePaths.removeTree(aside)
        } else {
            guard rename(stagingPath, outputPath) == 0 else {
                throw OutputError("cannot create \(outputPath): \(String(cString: strerror(errno)))")
            }
            committed = true
        }
    }

    /// Throws the staged files away; the previous output stays as it was.
    public func discard() {
        try? FileManager.default.removeItem(atPath: stagingPath)
    }

    /// Removes staging folders of builds whose process no longer runs (killed or crashed).
    static func sweepLeftovers(in parent: String, outputName: String) {
        let prefix = ".\(outputName).staging-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for name in names where name.hasPrefix(prefix) {
            let pidText = name.dropFirst(prefix.count).prefix { $0 != "-" }
            guard let pid = Int32(pidText), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(atPath: parent + "/" + name)
            }
        }
    }
}

/// Why the output folder could not be prepared, written or swapped in.
public struct OutputError: Error, Sendable, CustomStringConvertible {
    public var message: String
    /// The source file the error is about (a file to copy that cannot be read), when it is one.
    public var source: String?
    public init(_ message: String, source: String? = nil) {
        self.message = message
        self.source = source
    }
    public var description: String { message }
}

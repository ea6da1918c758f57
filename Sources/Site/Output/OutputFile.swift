/// One file of a build's output: bytes made by the build, or a file copied as it is.
struct OutputFile: Sendable {
    enum Content: Sendable {
        case bytes([UInt8])
        /// A source file (an image beside a page, an installed font), copied unchanged.
        case copy(String)
    }

    /// The path below the output folder.
    var path: String
    var content: Content

    /// What the file will hold, without writing it: for comparing with the previous build.
    var fingerprint: OutputFingerprint {
        switch content {
        case .bytes(let bytes): return OutputFingerprint(bytes: bytes)
        case .copy(let source):
            return FileStamp(path: source).map { .copy(source: source, stamp: $0) } ?? OutputFingerprint(bytes: [])
        }
    }
}

/// Why a font could not be loaded.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The bytes hold no font face at the given index.
    case noFace(source: String, faceIndex: Int)
    /// HarfBuzz could not make a subset of the face.
    case subsetFailed(source: String, faceIndex: Int)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "cannot read font file \(path): \(reason)"
        case let .noFace(source, faceIndex):
            return "\(source) has no font face at index \(faceIndex)"
        case let .subsetFailed(source, faceIndex):
            return "cannot subset face \(faceIndex) of \(source)"
        }
    }
}

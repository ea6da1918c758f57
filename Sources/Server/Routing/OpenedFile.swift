import Glibc

/// A file opened for sending from disk, with what `fstat` says about the opened file itself.
struct OpenedFile {
    let descriptor: Int32
    let identity: FileIdentity

    /// Opens `path` read-only without following a final symlink; nil unless it is a regular file.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        guard let identity = FileIdentity.of(descriptor: descriptor), identity.isRegularFile else {
            Glibc.close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        self.identity = identity
    }
}

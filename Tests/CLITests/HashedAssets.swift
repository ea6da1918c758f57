import Foundation

/// Finds the files a build publishes under content-hashed names (`theme.css` → `theme.0123abcd.css`).
enum HashedAssets {
    /// Whether `file` is `name` with an 8-digit hash before its extension (or before `newExtension`).
    static func matches(_ file: String, _ name: String, newExtension: String? = nil) -> Bool {
        let stem = name.split(separator: ".").dropLast().joined(separator: ".")
        let fileExtension = newExtension ?? String(name.split(separator: ".").last ?? "")
        let parts = file.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts[0] == stem && parts[2] == fileExtension && parts[1].count == 8
            && parts[1].allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    /// The file of `folder` published for `name`, if any.
    static func file(for name: String, in folder: URL, newExtension: String? = nil) -> String? {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.sorted().first { matches($0, name, newExtension: newExtension) }
    }
}

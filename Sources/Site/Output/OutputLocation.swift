import Foundation

/// Decides whether a folder may receive a build, before anything is written.
///
/// A build replaces its output folder as a whole, so the output must never be, hold or lie
/// inside a folder sitegen reads from, nor be `/`, the home folder or the site itself.
public enum OutputLocation {
    /// The absolute output path, or the reason it is refused.
    public static func resolve(output: String, siteRoot: String, sourceFolders: [String],
                               workingDirectory: String) -> Result<String, LocationError> {
        let root = FilePaths.absolute(siteRoot, relativeTo: workingDirectory)
        let target = FilePaths.absolute(output, relativeTo: workingDirectory)
        var forbidden: [(path: String, name: String)] = [("/", "/")]
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty {
            forbidden.append((FilePaths.absolute(home, relativeTo: "/"), "your home folder"))
        }
        for (path, name) in forbidden where target == path {
            return .failure(LocationError("refusing to write the site into \(name) (\(path)); choose another --output"))
        }
        if FilePaths.isInside(root, target) {
            return .failure(LocationError(
                "the output folder \(target) is or contains the site \(root); choose another --output"))
        }
        for folder in sourceFolders {
            let source = FilePaths.absolute(folder, relativeTo: root)
            if FilePaths.isInside(target, source) || FilePaths.isInside(source, target) {
                return .failure(LocationError(
                    "the output folder \(target) overlaps the source folder \(source); choose another --output"))
            }
        }
        return .success(target)
    }
}

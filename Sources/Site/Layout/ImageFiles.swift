import Foundation
import SitegenLayout

/// Intrinsic sizes of the images pages show, read from the files' headers.
enum ImageFiles {
    /// The size of the image `source` as written in a page of `folder` (below `Content/`);
    /// nil for remote images and unreadable or unknown files.
    static func dimensions(of source: String, folder: String, contentRoot: String) -> ImageDimensions? {
        guard !source.contains("://"), !source.hasPrefix("data:") else { return nil }
        var path = source.split(separator: "#").first.map(String.init) ?? source
        path = path.split(separator: "?").first.map(String.init) ?? path
        path = path.removingPercentEncoding ?? path
        let full = path.hasPrefix("/") ? contentRoot + path : contentRoot + "/" + (folder.isEmpty ? "" : folder + "/") + path
        let standardized = URL(fileURLWithPath: full).standardizedFileURL.path
        guard standardized.hasPrefix(contentRoot + "/"), let data = FileManager.default.contents(atPath: standardized) else {
            return nil
        }
        return ImageDimensions.read([UInt8](data))
    }
}

import Foundation
import SitegenLayout

/// Intrinsic sizes of the images pages show, read from the files' headers.
enum ImageFiles {
    /// The size of the image `source` as written in a page of `folder` (below `Content/`);
    /// nil for remote images and unreadable or unknown files.
    static func dimensions(of source: String, folder: String, contentRoot: String) -> ImageDimensions? {
        guard let path = path(of: source, folder: folder, contentRoot: contentRoot),
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return ImageDimensions.read([UInt8](data))
    }

    /// The file below `contentRoot` that the image `source`, written in a page of `folder`, names;
    /// nil for remote images and for paths that leave `Content/`.
    static func path(of source: String, folder: String, contentRoot: String) -> String? {
        guard !source.contains("://"), !source.hasPrefix("data:") else { return nil }
        var path = source.split(separator: "#").first.map(String.init) ?? source
        path = path.split(separator: "?").first.map(String.init) ?? path
        path = path.removingPercentEncoding ?? path
        let full = path.hasPrefix("/") ? contentRoot + path : contentRoot + "/" + (folder.isEmpty ? "" : folder + "/") + path
        let standardized = URL(fileURLWithPath: full).standardizedFileURL.path
        return standardized.hasPrefix(contentRoot + "/") ? standardized : nil
    }
}

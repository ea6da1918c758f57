/// The `Content-Type` and `Cache-Control` of a served file, from its name.
enum ContentType {
    /// The media type for a file name's extension; `application/octet-stream` when unknown.
    static func forFile(named name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "application/octet-stream" }
        let fileExtension = name[name.index(after: dot)...].lowercased()
        return byExtension[fileExtension] ?? "application/octet-stream"
    }

    static func isHTML(_ contentType: String) -> Bool {
        contentType.hasPrefix("text/html")
    }

    /// `immutable` for names carrying a content hash, `no-cache` (always revalidate) otherwise.
    ///
    /// A hashed name (`name.<8 or more lower-case hex digits>.ext`, as in `app.3f9c2a1b.css`)
    /// changes whenever its bytes do, so the browser may keep it forever; every other file,
    /// HTML above all, must be revalidated on each load during preview.
    static func cacheControl(forFileNamed name: String) -> String {
        isContentHashed(name) ? "public, max-age=31536000, immutable" : "no-cache"
    }

    static func isContentHashed(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts[0].isEmpty, !parts[parts.count - 1].isEmpty else { return false }
        let hash = parts[parts.count - 2]
        return hash.count >= 8 && hash.utf8.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        }
    }

    private static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "map": "application/json",
        "webmanifest": "application/manifest+json",
        "xml": "application/xml",
        "rss": "application/rss+xml",
        "atom": "application/atom+xml",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "csv": "text/csv; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "bmp": "image/bmp",
        "woff2": "font/woff2",
        "woff": "font/woff",
        "otf": "font/otf",
        "ttf": "font/ttf",
        "ttc": "font/collection",
        "pdf": "application/pdf",
        "wasm": "application/wasm",
        "zip": "application/zip",
        "gz": "application/gzip",
        "mp4": "video/mp4",
        "webm": "video/webm",
        "mp3": "audio/mpeg",
        "ogg": "audio/ogg",
        "wav": "audio/wav",
    ]
}

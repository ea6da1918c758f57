// The one file of SitegenSite that talks to zlib and Brotli (through CCompress's C functions).
import Foundation
internal import CCompress

/// `.gz` and `.br` siblings of text files (`--precompress`), for servers that send a file's
/// precompressed form to browsers that accept it (nginx `gzip_static`, `brotli_static`).
enum Precompression {
    /// The kinds of files worth compressing: text. Fonts (WOFF2) and images are compressed already.
    static let extensions: Set<String> = ["html", "css", "js", "mjs", "xml", "svg", "json", "txt", "webmanifest"]
    /// Smaller files gain less than the request costs.
    static let minimumSize = 1024

    static func isCompressible(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return extensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// The siblings of `file`: `path.gz` and `path.br`, when it is text of at least `minimumSize`
    /// bytes and both compress it; none otherwise.
    static func siblings(of file: OutputFile) -> [OutputFile] {
        guard isCompressible(file.path) else { return [] }
        let bytes: [UInt8]
        switch file.content {
        case .bytes(let content): bytes = content
        case .copy(let source):
            guard let data = FileManager.default.contents(atPath: source) else { return [] }
            bytes = [UInt8](data)
        }
        guard bytes.count >= minimumSize, let gzip = gzip(bytes), let brotli = brotli(bytes) else { return [] }
        return [OutputFile(path: file.path + ".gz", content: .bytes(gzip)),
                OutputFile(path: file.path + ".br", content: .bytes(brotli))]
    }

    /// gzip at level 9; the header has no name and no time, so the bytes are reproducible.
    static func gzip(_ bytes: [UInt8]) -> [UInt8]? {
        compress(bytes, bound: sg_gzip_bound(bytes.count), sg_gzip)
    }

    /// Brotli at its best quality.
    static func brotli(_ bytes: [UInt8]) -> [UInt8]? {
        compress(bytes, bound: sg_brotli_bound(bytes.count), sg_brotli)
    }

    /// The bytes Brotli data stands for, when they are at most `limit` bytes.
    static func unbrotli(_ bytes: [UInt8], limit: Int) -> [UInt8]? {
        compress(bytes, bound: limit, sg_unbrotli)
    }

    private static func compress(
        _ bytes: [UInt8], bound: Int,
        _ function: (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<Int>?) -> Int32
    ) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: max(bound, 64))
        var length = output.count
        let ok = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { buffer in function(input.baseAddress, input.count, buffer.baseAddress, &length) }
        }
        guard ok == 1, length <= output.count else { return nil }
        return Array(output.prefix(length))
    }
}

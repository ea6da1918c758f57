import SitegenCore

/// Recognizes files that are not text at all (an image renamed `.md`), so that they get one
/// clear error instead of a report about their first odd byte.
enum BinarySniffer {
    /// How many leading bytes are examined.
    static let sampleSize = 8192

    private static let signatures: [(bytes: [UInt8], kind: String)] = [
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG image data"),
        ([0xFF, 0xD8, 0xFF], "JPEG image data"),
        (Array("GIF87a".utf8), "GIF image data"),
        (Array("GIF89a".utf8), "GIF image data"),
        (Array("%PDF-".utf8), "PDF document"),
        ([0x50, 0x4B, 0x03, 0x04], "ZIP archive"),
        ([0x1F, 0x8B], "gzip data"),
        ([0x7F, 0x45, 0x4C, 0x46], "ELF executable"),
        (Array("wOFF".utf8), "WOFF font"),
        (Array("wOF2".utf8), "WOFF2 font"),
        ([0x00, 0x01, 0x00, 0x00], "TrueType font"),
        (Array("OTTO".utf8), "OpenType font"),
        (Array("SQLite format 3".utf8), "SQLite database"),
    ]

    /// A description of the binary format, or nil if the bytes may be text; `isPlainText`
    /// (`SourceText.isPlainText`, known already) skips counting odd bytes there are none of.
    static func binaryKind(of bytes: ArraySlice<UInt8>, isPlainText: Bool = false) -> String? {
        for signature in signatures where bytes.starts(with: signature.bytes) {
            return signature.kind
        }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.dropFirst(8).starts(with: Array("WEBP".utf8)) {
            return "WebP image data"
        }
        if isPlainText { return nil }
        // Text has almost no control bytes and valid UTF-8; a handful of bad bytes is a text file
        // with a problem worth locating, more than a tenth of the sample is binary data.
        let sample = bytes.prefix(sampleSize)
        var suspicious = 0
        var index = sample.startIndex
        while index < sample.endIndex {
            let byte = sample[index]
            if byte >= 0x80 {
                let length = UTF8Sequence.validLength(sample, at: index)
                if length == 0 {
                    suspicious += 1
                    index += 1
                } else {
                    index += length
                }
                continue
            }
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0C, byte != 0x0D, byte != 0x1B {
                suspicious += 1
            }
            index += 1
        }
        return suspicious > max(4, sample.count / 10) ? "binary data" : nil
    }
}

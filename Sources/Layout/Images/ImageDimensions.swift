/// An image's intrinsic size in CSS px, read from the first bytes of a PNG, JPEG, GIF or
/// WebP file, or from the `width` and `height` of an SVG's root element.
public struct ImageDimensions: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size written in `bytes`, or nil when the format is not one of those or the
    /// header is cut short or gives no size (an SVG with only a `viewBox`).
    public static func read(_ bytes: [UInt8]) -> ImageDimensions? {
        let size: ImageDimensions?
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            size = png(bytes)
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            size = jpeg(bytes)
        } else if bytes.starts(with: Array("GIF8".utf8)) {
            size = bytes.count >= 10 ? ImageDimensions(width: le16(bytes, 6), height: le16(bytes, 8)) : nil
        } else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            size = webP(bytes)
        } else {
            size = SVGDimensions.read(bytes)
        }
        guard let size, size.width > 0, size.height > 0 else { return nil }
        return size
    }

    private static func be16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
    private static func le16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
    private static func le24(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 | Int(b[i + 2]) << 16 }
    private static func be32(_ b: [UInt8], _ i: Int) -> Int { be16(b, i) << 16 | be16(b, i + 2) }

    private static func png(_ b: [UInt8]) -> ImageDimensions? {
        guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        return ImageDimensions(width: be32(b, 16), height: be32(b, 20))
    }

    /// Walks the JPEG segments to the first start-of-frame marker.
    private static func jpeg(_ b: [UInt8]) -> ImageDimensions? {
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = be16(b, i + 2)
            let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrame {
                return ImageDimensions(width: be16(b, i + 7), height: be16(b, i + 5))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    private static func webP(_ b: [UInt8]) -> ImageDimensions? {
        guard b.count >= 30 else { return nil }
        let chunk = String(decoding: b[12..<16], as: UTF8.self)
        switch chunk {
        case "VP8 ":
            return ImageDimensions(width: le16(b, 26) & 0x3FFF, height: le16(b, 28) & 0x3FFF)
        case "VP8L":
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            return ImageDimensions(width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return ImageDimensions(width: le24(b, 24) + 1, height: le24(b, 27) + 1)
        default:
            return nil
        }
    }
}

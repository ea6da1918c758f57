// The one file of SitegenSite that talks to libwoff2 (through CWOFF2's C functions).
internal import CWOFF2

/// WOFF2, the compressed font format browsers load (Brotli plus font-aware transforms).
enum WOFF2 {
    /// Brotli's quality for fonts: 11, the encoder's default, takes more than twice as long
    /// for files only slightly smaller. Fonts are fetched once and cached; every build, and
    /// every preview rebuild for a new character, waits for the encoding.
    static let brotliQuality: Int32 = 10

    /// The OpenType font `font` as WOFF2; nil when the encoder rejects it.
    static func encode(_ font: [UInt8]) -> [UInt8]? {
        font.withUnsafeBufferPointer { input -> [UInt8]? in
            guard let base = input.baseAddress, !input.isEmpty else { return nil }
            let capacity = sg_woff2_max_size(base, input.count)
            guard capacity > 0 else { return nil }
            var output = [UInt8](repeating: 0, count: capacity)
            var length = capacity
            let ok = output.withUnsafeMutableBufferPointer { buffer in
                sg_woff2_encode(base, input.count, Self.brotliQuality, buffer.baseAddress, &length)
            }
            guard ok == 1, length <= capacity else { return nil }
            return Array(output.prefix(length))
        }
    }

    /// The OpenType font a WOFF2 file holds; nil when `woff2` is not a valid one.
    static func decode(_ woff2: [UInt8]) -> [UInt8]? {
        woff2.withUnsafeBufferPointer { input -> [UInt8]? in
            guard let base = input.baseAddress, !input.isEmpty else { return nil }
            let capacity = sg_woff2_decoded_size(base, input.count)
            guard capacity > 0, capacity < 1 << 30 else { return nil }
            var output = [UInt8](repeating: 0, count: capacity)
            var length = capacity
            let ok = output.withUnsafeMutableBufferPointer { buffer in
                sg_woff2_decode(base, input.count, buffer.baseAddress, &length)
            }
            guard ok == 1, length <= capacity else { return nil }
            return Array(output.prefix(length))
        }
    }
}

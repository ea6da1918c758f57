import SitegenCore
import SitegenLayout
import SitegenText

/// Writes layout data's JSON as UTF-8 bytes. A page's data is a few hundred anchors at
/// eight widths; built from small strings, one per number and key, it cost more than
/// measuring some pages.
struct LayoutJSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Text written as it is: punctuation and keys.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        digits(value.magnitude, minimumCount: 1)
    }

    mutating func bool(_ value: Bool) {
        value ? raw("true") : raw("false")
    }

    /// A length in px, exact (`MeasuredPage.number`).
    mutating func number(_ value: LayoutUnit) {
        let magnitude = value.rawValue.magnitude
        if value.rawValue < 0 { bytes.append(UInt8(ascii: "-")) }
        digits(magnitude / UInt(LayoutUnit.denominator), minimumCount: 1)
        var millionths = magnitude % UInt(LayoutUnit.denominator) * (1_000_000 / UInt(LayoutUnit.denominator))
        guard millionths != 0 else { return }
        var count = 6
        while millionths % 10 == 0 {
            millionths /= 10
            count -= 1
        }
        bytes.append(UInt8(ascii: "."))
        digits(millionths, minimumCount: count)
    }

    /// `"x":…,"y":…,"w":…,"h":…`: an anchor's box.
    mutating func rectFields(_ rect: LayoutRect) {
        raw("\"x\":")
        number(rect.minX)
        raw(",\"y\":")
        number(rect.minY)
        raw(",\"w\":")
        number(rect.width)
        raw(",\"h\":")
        number(rect.height)
    }

    /// `text` as a string literal (`JSONString`).
    mutating func quoted(_ text: String) {
        JSONString.appendQuoted(text, to: &bytes)
    }

    /// JSON written already (`quotedBytes`): an id repeated at every width is escaped once.
    mutating func append(_ json: [UInt8]) {
        bytes.append(contentsOf: json)
    }

    /// `text` as a string literal, as bytes to `append` wherever it repeats.
    static func quotedBytes(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        JSONString.appendQuoted(text, to: &bytes)
        return bytes
    }

    /// The decimal digits of `value`, zero-padded on the left to `minimumCount`.
    private mutating func digits(_ value: UInt, minimumCount: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            var rest = value
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            while buffer.count - start < minimumCount && start > 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "0")
            }
            bytes.append(contentsOf: UnsafeMutableBufferPointer(rebasing: buffer[start...]))
        }
    }
}

// The one file of SitegenSearch that talks to ICU (through the CSearchText shim).
internal import CSearchText

/// Splits text into the folded words the search index keys on, as the browser's search
/// script splits and folds a query (`Intl.Segmenter` with word granularity, which is ICU's
/// word break iterator in Chromium): UAX #29 words, Chinese, Japanese and Thai by ICU's
/// dictionaries; each word lowercased and stripped of combining diacritical marks.
///
/// Not thread-safe (it keeps one ICU iterator): use one per thread.
public final class WordSegmenter {
    private let iterator: OpaquePointer?
    private var bounds: [Int32] = []
    /// The text being split and the word being folded, kept between calls.
    private var units: [UInt16] = []
    private var folded: [UInt16] = []

    /// The longest word kept, in UTF-16 code units: longer runs (hashes, base64) are noise.
    public static let maximumWordLength = 48

    /// A segmenter for `language` (a BCP 47 tag such as "en" or "zh-Hans").
    public init(language: String = "en") {
        let locale = language.replacingOccurrences(of: "-", with: "_")
        iterator = locale.withCString { sg_word_iterator_create($0) }
    }

    deinit { sg_word_iterator_destroy(iterator) }

    /// The folded words of `text`, in order, repeats included.
    public func words(in text: String) -> [String] {
        var result: [String] = []
        forEachWord(in: text) { result.append($0) }
        return result
    }

    /// Calls `body` with each folded word of `text`, in order.
    public func forEachWord(in text: String, _ body: (String) -> Void) {
        forEachFoldedWord(in: text) { body(String(decoding: $0, as: UTF16.self)) }
    }

    /// Appends the number in `table` of each folded word of `text`, in order, to `numbers`.
    public func appendWordNumbers(of text: String, table: inout WordTable, to numbers: inout [Int32]) {
        forEachFoldedWord(in: text) { numbers.append(table.number(of: $0)) }
    }

    /// Calls `body` with each folded word of `text`, in order, as code units valid only
    /// during the call: nothing is allocated per word. Inlined, and `body` with it, so that
    /// what `body` changes of its caller is checked for exclusivity when compiled, not at
    /// each word.
    @inline(__always)
    private func forEachFoldedWord(in text: String, _ body: (UnsafeBufferPointer<UInt16>) -> Void) {
        // The scratch buffers are moved out of the object for the call: the loop then works on
        // locals, without an exclusivity check on a class's property at every word.
        var units = take(&self.units), bounds = take(&self.bounds), folded = take(&self.folded)
        defer { (self.units, self.bounds, self.folded) = (units, bounds, folded) }
        Self.setUTF16(of: text, to: &units)
        guard !units.isEmpty else { return }
        // A start and an end for every word, and text without spaces (Chinese, Japanese)
        // can be a word per code unit.
        if bounds.count < 2 * units.count { bounds = [Int32](repeating: 0, count: 2 * units.count) }
        let count = units.withUnsafeBufferPointer { textBuffer in
            bounds.withUnsafeMutableBufferPointer { boundBuffer in
                sg_word_iterator_segments(iterator, textBuffer.baseAddress, Int32(textBuffer.count),
                                          boundBuffer.baseAddress, Int32(boundBuffer.count / 2))
            }
        }
        guard count > 0 else { return }
        // Room for the longest word kept, folded, so that the buffer is taken once a text
        // rather than once a word.
        let capacity = Self.foldedCapacity(Self.maximumWordLength)
        if folded.count < capacity { folded = [UInt16](repeating: 0, count: capacity) }
        units.withUnsafeBufferPointer { textBuffer in
            bounds.withUnsafeBufferPointer { bounds in
                folded.withUnsafeMutableBufferPointer { out in
                    for pair in 0..<min(Int(count), bounds.count / 2) {
                        let start = Int(bounds[2 * pair]), end = Int(bounds[2 * pair + 1])
                        guard end > start, end - start <= Self.maximumWordLength else { continue }
                        let word = UnsafeBufferPointer(rebasing: textBuffer[start..<end])
                        let length = Self.fold(word, into: out)
                        body(UnsafeBufferPointer(rebasing: out[..<length]))
                    }
                }
            }
        }
    }

    /// Sets `units` to `text`'s UTF-16: its ASCII prefix (usually all of it) widened from its
    /// UTF-8 storage byte by byte, the rest through `String.UTF16View`, which costs an index
    /// step per unit.
    private static func setUTF16(of text: String, to units: inout [UInt16]) {
        units.removeAll(keepingCapacity: true)
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
            let ascii = bytes.firstIndex { $0 >= 0x80 } ?? bytes.count
            units.append(contentsOf: repeatElement(0, count: ascii))
            units.withUnsafeMutableBufferPointer { units in
                for offset in 0 ..< ascii { units[offset] = UInt16(bytes[offset]) }
            }
            return ascii
        } ?? 0
        // An ASCII prefix of n bytes is n UTF-16 units.
        if ascii < text.utf8.count { units.append(contentsOf: text.utf16.dropFirst(ascii)) }
    }

    /// The value of `buffer`, leaving it empty.
    private func take<Element>(_ buffer: inout [Element]) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &buffer)
        return taken
    }

    /// `text` folded as the index keys are: lowercase, without combining diacritical marks.
    public static func fold(_ text: String) -> String {
        let units = Array(text.utf16)
        var folded = [UInt16](repeating: 0, count: foldedCapacity(units.count))
        let length = units.withUnsafeBufferPointer { units in
            folded.withUnsafeMutableBufferPointer { fold(units, into: $0) }
        }
        return String(decoding: folded[..<length], as: UTF16.self)
    }

    /// The room that folding `count` code units may need.
    private static func foldedCapacity(_ count: Int) -> Int { count * 3 + 8 }

    /// Folds `units` into the start of `folded`, which has `foldedCapacity(units.count)`
    /// units at least; returns the length.
    private static func fold(_ units: UnsafeBufferPointer<UInt16>, into folded: UnsafeMutableBufferPointer<UInt16>) -> Int {
        // ASCII, the common case, needs no ICU.
        if !units.contains(where: { $0 >= 0x80 }) {
            for (offset, unit) in units.enumerated() {
                folded[offset] = unit >= 0x41 && unit <= 0x5A ? unit | 0x20 : unit
            }
            return units.count
        }
        let length = sg_search_fold(units.baseAddress, Int32(units.count), folded.baseAddress, Int32(folded.count))
        guard length >= 0, Int(length) <= folded.count else {
            for (offset, unit) in units.enumerated() { folded[offset] = unit }
            return units.count
        }
        return Int(length)
    }
}

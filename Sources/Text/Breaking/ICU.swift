// The one file of SitegenText that talks to ICU (through the CLineBreak shim): it copies
// what it reads into Swift values.
internal import CLineBreak
import Synchronization

/// Which of the embedded (Chromium's) break rules to apply.
enum BreakRules: Int, Sendable, CaseIterable {
    /// `line-break: normal`, most languages.
    case lineNormal = 0
    /// `line-break: normal` for Chinese: “ opens and ” closes.
    case lineNormalChinese = 1
    /// Extended grapheme clusters.
    case grapheme = 2
}

/// ICU's break iterators and script data.
enum ICU {
    /// The boundaries ICU finds in `text` under `rules`, after offset 0, the end included.
    static func boundaries(in text: [UInt16], rules: BreakRules) -> [Int] {
        guard !text.isEmpty else { return [] }
        let iterator = IteratorPool.shared.take(rules)
        defer { IteratorPool.shared.give(iterator, rules) }
        var offsets = [Int32](filledWith: 0, count: text.count)
        let count = text.withUnsafeBufferPointer { textBuffer in
            offsets.withUnsafeMutableBufferPointer { offsetBuffer in
                sg_break_iterator_offsets(
                    iterator?.pointer, textBuffer.baseAddress, Int32(textBuffer.count),
                    offsetBuffer.baseAddress, Int32(offsetBuffer.count))
            }
        }
        // Without ICU (its data failed to load) every code unit would be a boundary:
        // fall back to breaking only at the end, which never breaks a word apart.
        guard count > 0 else { return [text.count] }
        return offsets.prefix(min(Int(count), offsets.count)).map(Int.init)
    }

    /// The primary Script of `scalar` as an ICU script code (-1 when unknown).
    static func script(of scalar: UInt32) -> Int32 {
        sg_script(scalar)
    }

    /// The Script_Extensions of `scalar`, as ICU script codes in ICU's order.
    static func scriptExtensions(of scalar: UInt32) -> [Int32] {
        var buffer = [Int32](filledWith: 0, count: 32)
        let count = sg_script_extensions(scalar, &buffer, 32)
        // Cut in place: one array made, not a second for the prefix.
        buffer.removeLast(32 - Int(min(max(count, 0), 32)))
        return buffer
    }

    /// The ISO 15924 code of an ICU script code.
    static func scriptCode(for script: Int32) -> ScriptCode {
        let tag = sg_script_tag(script)
        return tag == 0 ? .common : ScriptCode(tag: tag)
    }

    /// Bidi_Paired_Bracket_Type: 0 none, 1 open, 2 close.
    static func pairedBracketType(of scalar: UInt32) -> Int32 {
        sg_paired_bracket_type(scalar)
    }

    /// The bracket paired with `scalar` (itself when none).
    static func pairedBracket(of scalar: UInt32) -> UInt32 {
        sg_paired_bracket(scalar)
    }
}

/// An open ICU break iterator, owned by whoever took it from the pool.
private final class BreakIteratorHandle: @unchecked Sendable {
    let pointer: OpaquePointer

    init?(_ rules: BreakRules) {
        guard let pointer = sg_break_iterator_create(sg_break_rules(rawValue: UInt32(rules.rawValue))) else {
            return nil
        }
        self.pointer = pointer
    }

    deinit {
        sg_break_iterator_destroy(pointer)
    }
}

/// Iterators are not thread-safe, and opening one costs more than reusing it: threads
/// borrow them from here.
private final class IteratorPool: Sendable {
    static let shared = IteratorPool()
    private let free = Mutex<[Int: [BreakIteratorHandle]]>([:])

    func take(_ rules: BreakRules) -> BreakIteratorHandle? {
        if let handle = free.withLock({ $0[rules.rawValue]?.popLast() }) {
            return handle
        }
        return BreakIteratorHandle(rules)
    }

    func give(_ handle: BreakIteratorHandle?, _ rules: BreakRules) {
        guard let handle else { return }
        free.withLock { pool in
            if pool[rules.rawValue, default: []].count < 16 {
                pool[rules.rawValue, default: []].append(handle)
            }
        }
    }
}

/// Splits text into runs of one script the way Chromium's `ScriptRunIterator` does:
/// common and inherited characters join the run around them, a character whose
/// Script_Extensions include the run's script continues it, and a closing bracket takes
/// the script of its opening one.
struct ScriptRuns {
    /// ICU script codes this needs by value.
    private static let common: Int32 = 0
    private static let inherited: Int32 = 1
    private static let latin: Int32 = 25
    private static let maxBrackets = 32

    /// The runs of `text` (UTF-16): ranges that tile it, each with its script.
    static func split(_ text: UnsafeBufferPointer<UInt16>) -> [(range: Range<Int>, script: ScriptCode)] {
        if let script = asciiScript(of: text) { return [(0..<text.count, script)] }
        return splitCharacterByCharacter(text)
    }

    /// Calls `body` with each run of `split(text)`, in order; ASCII text, one run, without
    /// making an array (every shaped range of every page is split).
    static func forEachRun(
        in text: UnsafeBufferPointer<UInt16>, _ body: (_ range: Range<Int>, _ script: ScriptCode) -> Void
    ) {
        if let script = asciiScript(of: text) {
            body(0..<text.count, script)
            return
        }
        for run in splitCharacterByCharacter(text) { body(run.range, run.script) }
    }

    /// The one script of `text` when it is ASCII, and not empty: its letters are Latin and
    /// the rest Common, which joins any run, so it is one run, Latin if it has a letter.
    /// Most paragraphs are ASCII, and the full iteration asks ICU about every character.
    private static func asciiScript(of text: UnsafeBufferPointer<UInt16>) -> ScriptCode? {
        guard !text.isEmpty else { return nil }
        var hasLetter = false
        for unit in text {
            guard unit < 0x80 else { return nil }
            hasLetter = hasLetter || (unit | 0x20 >= 0x61 && unit | 0x20 <= 0x7A)
        }
        return hasLetter ? latinCode : commonCode
    }
    private static let latinCode = ICU.scriptCode(for: latin)
    private static let commonCode = ICU.scriptCode(for: common)

    /// `split` as Chromium's iterator goes: character by character, whatever the text.
    static func splitCharacterByCharacter(_ text: UnsafeBufferPointer<UInt16>) -> [(range: Range<Int>, script: ScriptCode)] {
        var iterator = ScriptRuns(text)
        var runs: [(range: Range<Int>, script: ScriptCode)] = []
        var start = 0
        while let (limit, script) = iterator.next() {
            if limit > start {
                runs.append((start..<limit, ICU.scriptCode(for: script)))
            }
            start = limit
        }
        return runs
    }

    /// The scripts a character may belong to, the preferred first (Chromium's order).
    static func scripts(of scalar: UInt32) -> [Int32] {
        if scalar < 0x80 { return asciiScripts[Int(scalar)] }
        if ideographs.range.contains(scalar) { return ideographs.scripts[Int(scalar - ideographs.range.lowerBound)] }
        for block in commonBlocks where block.range.contains(scalar) {
            return block.scripts[Int(scalar - block.range.lowerBound)]
        }
        return lookUpScripts(of: scalar)
    }

    /// ASCII is most of most text: its answers are looked up once.
    private static let asciiScripts: [[Int32]] = (0..<0x80).map { lookUpScripts(of: UInt32($0)) }

    /// The blocks most other text is written in (accented Latin, typographic punctuation,
    /// CJK punctuation and kana, fullwidth forms), looked up once per character on first use:
    /// asking ICU cost two arrays per character, a fifth of preparing a Chinese page.
    private static let commonBlocks = [0x80...0x24F, 0x2000...0x206F, 0x3000...0x30FF, 0xFF00...0xFFEF].map(table)
    /// The unified ideographs, on their own: only a site with Chinese or Japanese text makes
    /// their 21,000 entries (a few milliseconds).
    private static let ideographs = table(0x4E00...0x9FFF)

    /// Each character's scripts in `range`, equal answers sharing one array (for the
    /// ideographs, nearly all the same).
    private static func table(_ range: ClosedRange<UInt32>) -> (range: ClosedRange<UInt32>, scripts: [[Int32]]) {
        var shared: [[Int32]: [Int32]] = [:]
        return (range, range.map { scalar in
            let scripts = lookUpScripts(of: scalar)
            if let known = shared[scripts] { return known }
            shared[scripts] = scripts
            return scripts
        })
    }

    private static func lookUpScripts(of scalar: UInt32) -> [Int32] {
        var scripts = ICU.scriptExtensions(of: scalar)
        let primary = ICU.script(of: scalar)
        guard !scripts.isEmpty, primary >= 0 else { return [] }
        if primary == scripts[0] {
            return scripts
        }
        if primary != inherited && primary != common {
            if let index = scripts.dropFirst().firstIndex(of: primary) {
                scripts.swapAt(0, index)
            } else {
                scripts.append(primary)
                scripts.swapAt(0, scripts.count - 1)
            }
            return scripts
        }
        if primary == common {
            if scripts.count == 1 {
                return [common] + scripts
            }
            for index in 1..<scripts.count where scripts[0] == latin || scripts[index] < scripts[0] {
                scripts.swapAt(0, index)
            }
            return scripts
        }
        // Inherited with extensions: inherited first, then the preferred extension.
        scripts.append(scripts[0])
        scripts[0] = primary
        if scripts.count > 2 {
            for index in 2..<scripts.count where scripts[1] == latin || scripts[index] < scripts[1] {
                scripts.swapAt(1, index)
            }
        }
        return scripts
    }

    private let text: UnsafeBufferPointer<UInt16>
    private var currentSet: [Int32] = []
    private var nextSet: [Int32] = []
    private var aheadSet: [Int32] = []
    private var aheadCharacter: UInt32 = 0
    private var aheadPosition = 0
    private var commonPreferred: Int32 = common
    private var brackets: [(character: UInt32, script: Int32)] = []
    private var bracketsFixupDepth = 0

    private init(_ text: UnsafeBufferPointer<UInt16>) {
        self.text = text
        if !text.isEmpty {
            // Primed with Common, so the first merge picks the first character's script.
            currentSet = [Self.common]
            aheadCharacter = decode(at: &aheadPosition)
            aheadSet = Self.scripts(of: aheadCharacter)
        }
    }

    private func decode(at position: inout Int) -> UInt32 {
        let unit = text[position]
        position += 1
        if UTF16.isLeadSurrogate(unit), position < text.count, UTF16.isTrailSurrogate(text[position]) {
            let trail = text[position]
            position += 1
            return 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(trail - 0xDC00)
        }
        return UInt32(unit)
    }

    /// The end of the next run and its ICU script code.
    private mutating func next() -> (limit: Int, script: Int32)? {
        guard !currentSet.isEmpty else { return nil }
        while let (position, character) = fetch() {
            switch ICU.pairedBracketType(of: character) {
            case 1: openBracket(character)
            case 2: closeBracket(character)
            default: break
            }
            if !mergeSets() {
                let script = resolvedScript()
                fixupStack(script)
                currentSet = nextSet
                return (position, script)
            }
        }
        let script = resolvedScript()
        currentSet = []
        return (text.count, script)
    }

    private mutating func fetch() -> (position: Int, character: UInt32)? {
        guard aheadPosition <= text.count else { return nil }
        let position = aheadPosition - (aheadCharacter >= 0x10000 ? 2 : 1)
        let character = aheadCharacter
        swap(&nextSet, &aheadSet)
        if aheadPosition == text.count {
            aheadPosition += 1
            return (position, character)
        }
        aheadCharacter = decode(at: &aheadPosition)
        aheadSet = Self.scripts(of: aheadCharacter)
        guard !aheadSet.isEmpty else { return nil }
        if aheadSet[0] == Self.inherited && aheadSet.count > 1 {
            if nextSet.first == Self.common {
                nextSet = Array(aheadSet.dropFirst())
            }
            aheadSet = [aheadSet[0]]
        }
        return (position, character)
    }

    private mutating func openBracket(_ character: UInt32) {
        if brackets.count == Self.maxBrackets {
            brackets.removeFirst()
            if bracketsFixupDepth == Self.maxBrackets {
                bracketsFixupDepth -= 1
            }
        }
        brackets.append((character, Self.common))
        bracketsFixupDepth += 1
    }

    private mutating func closeBracket(_ character: UInt32) {
        let target = ICU.pairedBracket(of: character)
        guard let index = brackets.lastIndex(where: { $0.character == target }) else { return }
        nextSet = [brackets[index].script]
        // Chromium pops what was opened after the match, and keeps the match itself.
        let popped = brackets.count - 1 - index
        brackets.removeLast(popped)
        bracketsFixupDepth = max(0, bracketsFixupDepth - popped)
    }

    /// Narrows the current set to the scripts it shares with the next character's; false
    /// (and no change) when they share none, which ends the run.
    private mutating func mergeSets() -> Bool {
        guard !nextSet.isEmpty, !currentSet.isEmpty else { return false }
        var priority = currentSet[0]
        let currentRest = currentSet.dropFirst()
        if nextSet[0] <= Self.inherited {
            if nextSet.count == 2 && priority <= Self.inherited && commonPreferred == Self.common {
                commonPreferred = nextSet[1]
            }
            return true
        }
        if priority <= Self.inherited {
            currentSet = nextSet
            return true
        }
        if currentRest.isEmpty {
            return nextSet.contains(priority)
        }
        var nextRest = nextSet[...]
        var havePriority = nextSet.contains(priority)
        if !havePriority {
            priority = nextSet[0]
            nextRest = nextSet.dropFirst()
            havePriority = currentRest.contains(priority)
        }
        var kept: [Int32] = havePriority ? [priority] : []
        if !nextRest.isEmpty {
            kept += currentRest.filter { nextRest.contains($0) }
        }
        guard !kept.isEmpty else { return false }
        currentSet = kept
        return true
    }

    private mutating func fixupStack(_ script: Int32) {
        guard bracketsFixupDepth > 0 else { return }
        let depth = min(bracketsFixupDepth, brackets.count)
        for index in (brackets.count - depth)..<brackets.count {
            brackets[index].script = script
        }
        bracketsFixupDepth = 0
    }

    private func resolvedScript() -> Int32 {
        currentSet[0] == Self.common ? commonPreferred : currentSet[0]
    }
}

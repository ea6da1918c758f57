extension ShapedRange {
    /// Makes a `ShapedRange` from the glyph runs shaped for it, added in order.
    struct Builder {
        let range: Range<Int>
        private var flags: [UInt8]
        /// While runs are added, each cluster's own advance, one index after its offset.
        private var prefix: [Int64]
        /// Glyph runs' starts after `range.lowerBound`, where the first always starts: a
        /// range of one glyph run, most of them, allocates no array for its starts.
        private var laterRunStarts: [Int] = []
        private var lastRunStart: Int
        private var hasUnknownBreakSafety = false

        init(range: Range<Int>) {
            self.range = range
            self.flags = [UInt8](filledWith: 0, count: range.count)
            self.prefix = [Int64](filledWith: 0, count: range.count + 1)
            self.lastRunStart = range.lowerBound
        }

        /// Records a glyph run starting at `start` (ignored unless after the last one).
        private mutating func startRun(at start: Int) {
            guard start > lastRunStart else { return }
            laterRunStarts.append(start)
            lastRunStart = start
        }

        /// Adds `run`, shaped from the text at `start` (a paragraph offset); with
        /// `continuingGlyphRun`, as the rest of the glyph run added last (a word spliced after
        /// the one before it).
        mutating func add(_ run: GlyphRun, at start: Int, faceCount: Int, continuingGlyphRun: Bool = false) {
            add(run.glyphs, faceIndices: run.faceIndices, at: start, faceCount: faceCount,
                continuingGlyphRun: continuingGlyphRun)
        }

        /// Adds a word shaped alone (all in the first face), as `add` would add its glyphs,
        /// from the flags and advances it keeps per offset.
        mutating func add(_ word: ShapedWord, at start: Int, continuingGlyphRun: Bool) {
            let base = start - range.lowerBound
            guard base >= 0, base + word.count <= flags.count else {
                add(word.glyphs, faceIndices: nil, at: start, faceCount: .max, continuingGlyphRun: continuingGlyphRun)
                return
            }
            if !continuingGlyphRun, word.hasGlyphs {
                startRun(at: start)
            }
            word.withOffsets { offsets in
                flags.withUnsafeMutableBufferPointer { flags in
                    prefix.withUnsafeMutableBufferPointer { prefix in
                        for index in offsets.indices {
                            let packed = offsets[index]
                            flags[base + index] |= UInt8(truncatingIfNeeded: packed >> 16)
                            prefix[base + index + 1] += Int64(Int32(truncatingIfNeeded: packed >> 32))
                        }
                    }
                }
            }
        }

        /// Adds `glyphs`, each drawn by the face of its index in `faceIndices` (nil: all by the first).
        mutating func add(
            _ glyphs: [ShapedGlyph], faceIndices: [UInt8]?, at start: Int, faceCount: Int, continuingGlyphRun: Bool = false
        ) {
            var previousCluster = -1
            for (index, glyph) in glyphs.enumerated() {
                let offset = start + Int(glyph.cluster) - range.lowerBound
                guard offset >= 0, offset < flags.count else { continue }
                let faceIndex = faceIndices?[index] ?? 0
                if (index == 0 && !continuingGlyphRun) || (index > 0 && faceIndex != (faceIndices?[index - 1] ?? 0)) {
                    startRun(at: range.lowerBound + (index == 0 ? start - range.lowerBound : offset))
                }
                prefix[offset + 1] += Int64(glyph.advance)
                if Int(glyph.cluster) != previousCluster {
                    flags[offset] |= ShapedRange.clusterStart
                    if glyph.flags & ShapedGlyph.unsafeToBreak == 0 {
                        flags[offset] |= ShapedRange.safeToBreak
                    }
                    if glyph.flags & ShapedGlyph.breakSafetyUnknown != 0 {
                        hasUnknownBreakSafety = true
                    }
                    previousCluster = Int(glyph.cluster)
                }
                if glyph.glyph == 0 && Int(faceIndex) == faceCount - 1 {
                    flags[offset] |= ShapedRange.uncovered
                }
            }
        }

        /// Each offset's flags and the advance of the cluster starting there, so far.
        var offsetValues: (flags: [UInt8], advances: [Int64]) { (flags, Array(prefix.dropFirst())) }

        /// The range, once every run is added; the builder is left empty.
        ///
        /// Mutating, not consuming, so that the arrays are moved out and summed in place: a
        /// builder captured by a closure lives in a box, and consuming it copied both arrays.
        mutating func finish() -> ShapedRange {
            var flags = [UInt8]()
            var prefix = [Int64]()
            swap(&flags, &self.flags)
            swap(&prefix, &self.prefix)
            if !flags.isEmpty {
                // The ends of a shaped range are always safe, whatever HarfBuzz flagged.
                flags[0] |= ShapedRange.clusterStart | ShapedRange.safeToBreak
            }
            var advanceTrailingZeros = 63
            if hasUnknownBreakSafety {
                for advance in prefix where advance != 0 {
                    advanceTrailingZeros = min(advanceTrailingZeros, advance.trailingZeroBitCount)
                }
            }
            for index in prefix.indices.dropFirst() {
                prefix[index] += prefix[index - 1]
            }
            return ShapedRange(
                range: range, flags: flags, prefix: prefix, laterRunStarts: laterRunStarts,
                hasUnknownBreakSafety: hasUnknownBreakSafety, advanceTrailingZeros: advanceTrailingZeros)
        }
    }
}

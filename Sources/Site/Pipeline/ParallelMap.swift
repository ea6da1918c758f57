import Dispatch

extension Array where Element: Sendable {
    /// `map` across all cores, results in the input's order (so output stays deterministic).
    func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        if count < 2 { return map(transform) }
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        self.withUnsafeBufferPointer { input in
            nonisolated(unsafe) let input = input
            DispatchQueue.concurrentPerform(iterations: input.count) { index in
                slots[index] = transform(input[index])
            }
        }
        // Moved out, not copied: the slots are deallocated without being deinitialized, so
        // a copy would keep every result alive for the rest of the process.
        return (0..<count).map { index in results.moveElement(from: index)! }
    }

    /// `parallelMap` that takes the elements out of the array (left empty) and hands each
    /// over to `transform`: what only the elements hold is freed on the core that used them,
    /// rather than on the caller's afterwards (a large site's Markdown documents take a
    /// second to free).
    mutating func parallelMapEmptying<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let count = self.count
        let items = UnsafeMutableBufferPointer<Element>.allocate(capacity: count)
        _ = items.initialize(fromContentsOf: self)
        removeAll()
        defer { items.deallocate() }
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        nonisolated(unsafe) let inputs = items
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots[index] = transform(inputs.moveElement(from: index))
        }
        return (0..<count).map { index in results.moveElement(from: index)! }
    }
}

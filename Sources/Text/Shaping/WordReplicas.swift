import Glibc
import Synchronization

/// One thread's own copies of the words it found in one `ShapeCache`, found without a lock.
///
/// Every word of every page is looked up, and a word found in the shared cache is an object
/// both cores retain and release: its reference count, in the cache line the lookup reads,
/// moved from core to core at almost every lookup. On two cores a 10,000-page build spent
/// 64 % more time in `swift_retain` and 33 % more in `ShapeCache.word` than on one. A copy
/// per thread is written by that thread alone. Words are still shaped once for the whole
/// build: a copy is made from the shared cache's word, never shaped again.
///
/// Used by its own thread only (`current(for:)`); other threads read its hit count alone,
/// an atomic, for the cache's statistics. A thread's copies go when the thread ends (or
/// uses other caches), their hits kept in their cache's `Ledger`: the cache holds them
/// weakly, so a long-lived preview server does not keep every ended thread's words.
final class WordReplicas: @unchecked Sendable {
    /// What a `ShapeCache` shares with its threads' copies: its generation (`removeAll`
    /// starts a new one, whose copies start empty), the copies alive, and the hits of
    /// copies gone.
    final class Ledger: Sendable {
        let generation = Atomic<Int>(0)
        private let retiredHits = Atomic<Int>(0)
        private let live = Mutex<[WeakReference]>([])

        private struct WeakReference: @unchecked Sendable {
            weak var replicas: WordReplicas?
        }

        fileprivate func add(_ replicas: WordReplicas) {
            live.withLock { live in
                live.removeAll { $0.replicas == nil }
                live.append(WeakReference(replicas: replicas))
            }
        }

        fileprivate func retire(hits: Int, generation: Int) {
            if generation == self.generation.load(ordering: .acquiring) {
                retiredHits.wrappingAdd(hits, ordering: .relaxed)
            }
        }

        /// Starts a new generation: every thread's copies are dropped at its next lookup.
        func startGeneration() {
            generation.wrappingAdd(1, ordering: .releasing)
            retiredHits.store(0, ordering: .relaxed)
        }

        /// Lookups the threads' copies of this generation answered.
        var hits: Int {
            let generation = generation.load(ordering: .acquiring)
            let living = live.withLock { live in
                live.reduce(0) { total, entry in
                    guard let replicas = entry.replicas, replicas.generation == generation else { return total }
                    return total + replicas.hits
                }
            }
            return living + retiredHits.load(ordering: .relaxed)
        }
    }

    /// The cache these copies came from.
    let ledger: Ledger
    /// The cache's generation the copies belong to.
    private(set) var generation: Int
    private var current: WordTable
    private var previous: WordTable
    /// Written by the owning thread alone (a load and a store, not a locked add).
    private let hitCount = Atomic<Int>(0)

    /// Words a thread keeps per generation: prose reuses a few thousand words.
    static let generationCapacity = 8_192

    private init(ledger: Ledger, generation: Int) {
        self.ledger = ledger
        self.generation = generation
        current = WordTable(capacity: Self.generationCapacity)
        previous = WordTable(capacity: 1)
    }

    deinit {
        ledger.retire(hits: hits, generation: generation)
    }

    var hits: Int { hitCount.load(ordering: .relaxed) }

    /// The copy of the word for the key, if this thread made one.
    func find(
        _ word: UnsafeBufferPointer<UInt16>, hash: UInt64, role: FontRole, size: Double, script: ScriptCode,
        language: String
    ) -> ShapedWord? {
        if let found = current.find(word, hash: hash, role: role, size: size, script: script, language: language) {
            hitCount.store(hitCount.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
            return found
        }
        guard let found = previous.find(word, hash: hash, role: role, size: size, script: script, language: language)
        else { return nil }
        hitCount.store(hitCount.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
        insert(found, hash: hash)
        return found
    }

    /// Starts loading what looking up `hashes` in the current generation will read.
    func prefetch(_ hashes: UnsafeBufferPointer<UInt64>) {
        current.prefetchSlots(hashes)
        current.prefetchWords(hashes)
    }

    /// Keeps `word` (a copy made for this thread) under `hash`; a full generation becomes the previous one.
    func insert(_ word: ShapedWord, hash: UInt64) {
        if current.isFull {
            previous = current
            current = WordTable(capacity: Self.generationCapacity)
        }
        current.insert(word, hash: hash)
    }

    /// Drops every copy: the cache was emptied.
    private func reset(generation: Int) {
        self.generation = generation
        current = WordTable(capacity: Self.generationCapacity)
        previous = WordTable(capacity: 1)
        hitCount.store(0, ordering: .relaxed)
    }

    // MARK: - Per thread

    /// The calling thread's copies from the cache whose ledger is `ledger`, made the first
    /// time the thread asks.
    static func current(for ledger: Ledger) -> WordReplicas {
        let sets = ThreadSets.current
        let generation = ledger.generation.load(ordering: .acquiring)
        if let found = sets.replicas.first(where: { $0.ledger === ledger }) {
            if found.generation != generation { found.reset(generation: generation) }
            return found
        }
        let new = WordReplicas(ledger: ledger, generation: generation)
        ledger.add(new)
        // A thread serves one typesetter at a time; a few sets cover tests that make many.
        sets.replicas.insert(new, at: 0)
        if sets.replicas.count > ThreadSets.limit { sets.replicas.removeLast() }
        return new
    }

    /// A thread's sets of copies, one per cache it used lately, in thread-specific storage.
    private final class ThreadSets {
        static let limit = 4
        var replicas: [WordReplicas] = []

        /// Released when the thread ends.
        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            let status = pthread_key_create(&key) { pointer in
                guard let pointer else { return }
                Unmanaged<ThreadSets>.fromOpaque(pointer).release()
            }
            precondition(status == 0, "pthread_key_create failed (\(status))")
            return key
        }()

        static var current: ThreadSets {
            if let pointer = pthread_getspecific(key) {
                return Unmanaged<ThreadSets>.fromOpaque(pointer).takeUnretainedValue()
            }
            let sets = ThreadSets()
            pthread_setspecific(key, Unmanaged.passRetained(sets).toOpaque())
            return sets
        }
    }
}

import SitegenCore
import Dispatch
import Synchronization

/// Sends live-reload events to every open event stream and remembers recent ones, so a
/// page that lost its connection during a rebuild is told exactly what it missed.
///
/// Each published build gets the next generation number. A page passes the last
/// generation it saw (and the server id, which changes on restart) when it reconnects;
/// the hub replays the later events, or tells it to reload when it cannot.
final class LiveReloadHub: Sendable {
    /// Changes every time the server process starts.
    let serverID: String

    private struct State {
        var generation = 0
        var history: [(generation: Int, event: [UInt8])] = []
        var failure: [String]?
        var streams: [ObjectIdentifier: EventStream] = [:]
        var streamLimit = Int.max
        var closed = false
    }

    private let state = Mutex(State())
    private let historyLimit = 64
    private let heartbeatTimer = Mutex<HeartbeatTimer?>(nil)

    /// Dispatch sources are thread-safe but not marked Sendable.
    private struct HeartbeatTimer: @unchecked Sendable {
        let source: DispatchSourceTimer
    }

    init(serverID: String = String(UInt64.random(in: 1...UInt64.max), radix: 36)) {
        self.serverID = serverID
    }

    /// A new stream that starts with a `hello` event and whatever a reconnecting page missed;
    /// nil when `streamLimit` streams are open.
    func openStream(since: Int?, server: String?) -> EventStream? {
        state.withLock { state in
            guard state.streams.count < state.streamLimit else { return nil }
            // Some proxies hold back the first bytes of a response; a 2 KiB comment pushes them through.
            var initial = Array((": " + String(repeating: " ", count: 2048) + "\n\n").utf8)
            initial += helloEvent(state)
            if let since {
                initial += missedEvents(since: since, server: server, state)
            }
            let stream = EventStream(initial: initial) { [weak self] stream in
                self?.state.withLock { _ = $0.streams.removeValue(forKey: ObjectIdentifier(stream)) }
            }
            if state.closed {
                stream.close()
            } else {
                state.streams[ObjectIdentifier(stream)] = stream
            }
            return stream
        }
    }

    /// After a successful build: pages at `paths` (or all pages) should reload; clears a failure.
    func publishReload(paths: [String], all: Bool) {
        state.withLock { state in
            state.generation += 1
            state.failure = nil
            let data = "{\"generation\":\(state.generation),\"all\":\(all),\"paths\":\(JSONString.array(paths.sorted()))}"
            broadcast(Self.event("reload", id: state.generation, data: data), &state)
        }
    }

    /// After a failed build: pages show the diagnostics until the next successful build.
    func publishFailure(_ diagnostics: [String]) {
        state.withLock { state in
            state.generation += 1
            state.failure = diagnostics
            let data = "{\"generation\":\(state.generation),\"diagnostics\":\(JSONString.array(diagnostics))}"
            broadcast(Self.event("build-error", id: state.generation, data: data), &state)
        }
    }

    /// The diagnostics of the last build if it failed.
    var failure: [String]? { state.withLock { $0.failure } }

    var generation: Int { state.withLock { $0.generation } }

    var openStreamCount: Int { state.withLock { $0.streams.count } }

    /// A comment line on every stream, so proxies and browsers keep idle connections open.
    func sendHeartbeat() {
        state.withLock { state in
            let ping = Array(": ping\n\n".utf8)
            for stream in state.streams.values { stream.send(ping) }
        }
    }

    func startHeartbeat(every interval: Duration) {
        let milliseconds = Int(interval.components.seconds * 1000 + interval.components.attoseconds / 1_000_000_000_000_000)
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + .milliseconds(milliseconds), repeating: .milliseconds(max(milliseconds, 1)))
        timer.setEventHandler { [weak self] in self?.sendHeartbeat() }
        let box = HeartbeatTimer(source: timer)
        heartbeatTimer.withLock { $0?.source.cancel(); $0 = box }
        timer.resume()
    }

    /// Accepts streams again after `closeAll` (a restarted server), at most `streamLimit` at once.
    func reopen(streamLimit: Int) {
        state.withLock { state in
            state.closed = false
            state.streamLimit = streamLimit
        }
    }

    /// Ends every stream and refuses new ones; returns the streams so the caller can wait for them to detach.
    func closeAll() -> [EventStream] {
        heartbeatTimer.withLock { $0?.source.cancel(); $0 = nil }
        return state.withLock { state in
            state.closed = true
            let streams = Array(state.streams.values)
            for stream in streams { stream.close() }
            return streams
        }
    }

    // MARK: - Event text

    private func broadcast(_ event: [UInt8], _ state: inout State) {
        state.history.append((state.generation, event))
        if state.history.count > historyLimit { state.history.removeFirst(state.history.count - historyLimit) }
        for stream in state.streams.values { stream.send(event) }
    }

    private func helloEvent(_ state: State) -> [UInt8] {
        var data = "{\"server\":\(JSONString.quoted(serverID)),\"generation\":\(state.generation),\"failed\":\(state.failure != nil)"
        if let failure = state.failure { data += ",\"diagnostics\":\(JSONString.array(failure))" }
        return Self.event("hello", id: nil, data: data + "}")
    }

    private func missedEvents(since: Int, server: String?, _ state: State) -> [UInt8] {
        if server == serverID, since == state.generation { return [] }
        let replayable = server == serverID && since < state.generation
            && (state.history.first.map { $0.generation <= since + 1 } ?? false)
        if replayable {
            return state.history.filter { $0.generation > since }.flatMap(\.event)
        }
        let data = "{\"generation\":\(state.generation),\"all\":true,\"paths\":[]}"
        return Self.event("reload", id: state.generation, data: data)
    }

    private static func event(_ name: String, id: Int?, data: String) -> [UInt8] {
        var text = ""
        if let id { text += "id: \(id)\n" }
        text += "event: \(name)\ndata: \(data)\n\n"
        return Array(text.utf8)
    }
}

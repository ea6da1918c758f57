internal import CMicroHTTPD
import Glibc
import Synchronization

/// The one file that talks to libmicrohttpd: runs the daemon on a bound socket, turns each
/// request into an `HTTPRequest`, and sends back the `HTTPResponse` the handler returns.
///
/// The daemon polls with epoll on a pool of one thread per core: with `wrk` on two cores it
/// served pages faster than one polling thread or a thread per connection, and it lets
/// Server-Sent Events park their connection (suspend/resume) while they have nothing to
/// send, which thread-per-connection mode does not allow. epoll also has no ceiling on
/// descriptor numbers, where select() stops at FD_SETSIZE (1,024).
///
/// Every connection is told to a `ConnectionRegistry` (accepted, request received, stream,
/// response sent, closed), which applies the header deadline and the page connection cap;
/// libmicrohttpd's own connection limit is only the backstop above both caps.
final class MicroHTTPDaemon: @unchecked Sendable {
    struct Settings: Sendable {
        /// Polling threads; 1 runs everything on the daemon's single internal thread.
        var threadCount: Int
        /// Per-connection memory, which bounds the request line plus headers.
        var memoryLimitPerConnection: Int
        /// Seconds of inactivity before a connection is closed (parked event streams excepted).
        var connectionTimeoutSeconds: Int
        /// How long a connection may take to send a request (line, headers, a GET's body),
        /// counted from its start or its last response.
        var headerTimeout: Duration
        var budget: ConnectionBudget
    }

    typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    // Immutable after init; `stopped` guards the one mutation, so the class is Sendable.
    private let context: DaemonContext
    private let daemon: OpaquePointer
    private let stopped = Mutex(false)

    init(socket: ListeningSocket, settings: Settings, handler: @escaping Handler) throws(PreviewServerError) {
        if MHD_is_feature_supported(.FEATURE_AUTOSUPPRESS_SIGPIPE) != .YES {
            signal(SIGPIPE, SIG_IGN)
        }
        let registry = ConnectionRegistry(pageLimit: settings.budget.pageConnections, headerTimeout: settings.headerTimeout)
        let context = DaemonContext(handler: handler, registry: registry)
        let contextPointer = Unmanaged.passUnretained(context).toOpaque()
        let contextArgument = OpaquePointer(contextPointer)
        var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue
            | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_TURBO.rawValue
        if socket.isIPv6 { flags |= MHD_USE_IPv6.rawValue }

        var options: [CVarArg] = [
            MHD_OPTION.LISTEN_SOCKET.rawValue, socket.descriptor,
            MHD_OPTION.CONNECTION_MEMORY_LIMIT.rawValue, settings.memoryLimitPerConnection,
            MHD_OPTION.CONNECTION_TIMEOUT.rawValue, UInt32(clamping: settings.connectionTimeoutSeconds),
            MHD_OPTION.CONNECTION_LIMIT.rawValue, UInt32(clamping: settings.budget.daemonLimit),
            MHD_OPTION.NOTIFY_CONNECTION.rawValue, unsafeBitCast(connectionChanged, to: OpaquePointer.self),
            contextArgument,
            MHD_OPTION.URI_LOG_CALLBACK.rawValue, unsafeBitCast(recordTarget, to: OpaquePointer.self),
            contextArgument,
            MHD_OPTION.NOTIFY_COMPLETED.rawValue, unsafeBitCast(requestCompleted, to: OpaquePointer.self),
            contextArgument,
        ]
        if settings.threadCount > 1 {
            options += [MHD_OPTION.THREAD_POOL_SIZE.rawValue, UInt32(clamping: settings.threadCount)]
        }
        options.append(MHD_OPTION.END.rawValue)

        let started = withVaList(options) { arguments in
            MHD_start_daemon_va(flags, 0, nil, nil, handleRequest, contextPointer, arguments)
        }
        // On failure libmicrohttpd has already closed the socket it was given.
        guard let started else { throw .daemonFailedToStart }
        self.context = context
        self.daemon = started
        registry.startDeadlineTimer()
    }

    /// Stops accepting, closes every connection and joins the daemon's threads.
    /// Event streams must have been closed and detached first (libmicrohttpd's rule).
    func stop() {
        let alreadyStopped = stopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        if !alreadyStopped {
            context.registry.stopDeadlineTimer()
            MHD_stop_daemon(daemon)
        }
    }

    deinit { stop() }

    /// Requests whose bookkeeping is still alive; returns to 0 when no request is in flight.
    var requestsInFlight: Int { context.requestsInFlight.load(ordering: .relaxed) }

    /// The open connections and what they do.
    var connections: ConnectionRegistry { context.registry }
}

/// State shared with the C callbacks through their `cls` pointer.
private final class DaemonContext: Sendable {
    let handler: MicroHTTPDaemon.Handler
    let registry: ConnectionRegistry
    let requestsInFlight = Atomic<Int>(0)

    init(handler: @escaping MicroHTTPDaemon.Handler, registry: ConnectionRegistry) {
        self.handler = handler
        self.registry = registry
    }
}

/// Per-request bookkeeping: the raw target, captured before libmicrohttpd decodes it.
private final class RequestRecord {
    let target: String
    /// Where the target's C string ended in libmicrohttpd's line buffer (see `targetHadNUL`).
    let targetEnd: Int
    var headersSeen = false
    init(target: String, targetEnd: Int) {
        self.target = target
        self.targetEnd = targetEnd
    }
}

/// Whether the request line held a raw NUL inside the target, which cuts the C string short.
///
/// libmicrohttpd 0.9.75 parses the request line in place: the target is followed by one
/// byte (the space it overwrote with NUL) and then the version. If the version starts
/// further on, a NUL inside the target ended the string early. When the version lies
/// anywhere else (another libmicrohttpd layout), this cannot tell and answers false;
/// a test pins the behaviour of the installed version.
private func targetHadNUL(_ record: RequestRecord, version: UnsafePointer<CChar>?) -> Bool {
    guard let version else { return false }
    let versionAddress = Int(bitPattern: version)
    let expected = record.targetEnd + 1
    return versionAddress > expected && versionAddress - expected < 1 << 16
}

/// The few request headers the router reads, gathered in one pass.
private struct HeaderScan {
    var hostCount = 0
    var host: String?
    var origin: String?
    var ifNoneMatch: String?
    var range: String?
    var ifRange: String?
}

/// A connection pointer that may be captured by the stream's wake-up closure.
private struct ConnectionHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}

/// What the event-stream callbacks receive as `cls`: the stream and the connection it feeds.
private final class StreamBinding {
    let stream: EventStream
    let connection: ConnectionHandle
    init(stream: EventStream, connection: ConnectionHandle) {
        self.stream = stream
        self.connection = connection
    }
}

// MARK: - C callbacks (they capture nothing; state comes through `cls`)

/// The registry's record of a connection, kept in libmicrohttpd's per-socket context.
private func trackedConnection(_ connection: OpaquePointer) -> TrackedConnection? {
    guard let context = sg_connection_info(connection, .CONNECTION_INFO_SOCKET_CONTEXT)?.pointee.socket_context
    else { return nil }
    return Unmanaged<TrackedConnection>.fromOpaque(context).takeUnretainedValue()
}

private let connectionChanged: MHD_NotifyConnectionCallback = { cls, connection, socketContext, code in
    guard let cls, let connection, let socketContext else { return }
    let registry = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue().registry
    switch code {
    case .CONNECTION_NOTIFY_STARTED:
        guard let info = sg_connection_info(connection, .CONNECTION_INFO_CONNECTION_FD) else { return }
        let tracked = TrackedConnection(descriptor: info.pointee.connect_fd)
        socketContext.pointee = Unmanaged.passRetained(tracked).toOpaque()
        registry.admit(tracked)
    case .CONNECTION_NOTIFY_CLOSED:
        guard let pointer = socketContext.pointee else { return }
        socketContext.pointee = nil
        registry.remove(Unmanaged<TrackedConnection>.fromOpaque(pointer).takeRetainedValue())
    default:
        break
    }
}

private let recordTarget: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?)
    -> UnsafeMutableRawPointer? = { cls, uri, _ in
        guard let cls, let uri else { return nil }
        let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
        context.requestsInFlight.add(1, ordering: .relaxed)
        let record = RequestRecord(target: String(cString: uri), targetEnd: Int(bitPattern: uri) + strlen(uri))
        return Unmanaged.passRetained(record).toOpaque()
    }

private let requestCompleted: MHD_RequestCompletedCallback = { cls, connection, requestPointer, _ in
    guard let cls else { return }
    let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
    if let connection, let tracked = trackedConnection(connection) { context.registry.responseFinished(tracked) }
    guard let requestPointer, let record = requestPointer.pointee else { return }
    requestPointer.pointee = nil
    Unmanaged<RequestRecord>.fromOpaque(record).release()
    context.requestsInFlight.subtract(1, ordering: .relaxed)
}

private let handleRequest: MHD_AccessHandlerCallback = { cls, connection, url, method, version, _, uploadSize, requestPointer in
    guard let cls, let connection else { return .NO }
    let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
    let methodName = method.map { String(cString: $0) } ?? ""
    let record = requestPointer?.pointee.map { Unmanaged<RequestRecord>.fromOpaque($0).takeUnretainedValue() }
    if let record, methodName == "GET" || methodName == "HEAD" {
        // Answering on the first call (headers only) makes libmicrohttpd close the connection
        // after the response; waiting for the call after the (empty) body keeps it alive.
        if !record.headersSeen {
            record.headersSeen = true
            return .YES
        }
        if let uploadSize, uploadSize.pointee != 0 {
            uploadSize.pointee = 0  // a body on GET means nothing here: discard it
            return .YES
        }
    }
    var headers = HeaderScan()
    withUnsafeMutablePointer(to: &headers) { pointer in
        _ = MHD_get_connection_values(connection, .HEADER_KIND, scanHeader, pointer)
    }
    let request = HTTPRequest(
        method: methodName,
        target: record?.target ?? url.map { String(cString: $0) } ?? "",
        version: version.map { String(cString: $0) } ?? "",
        targetHadNUL: record.map { targetHadNUL($0, version: version) } ?? false,
        hostCount: headers.hostCount,
        host: headers.host,
        origin: headers.origin,
        ifNoneMatch: headers.ifNoneMatch,
        range: headers.range,
        ifRange: headers.ifRange)
    // Only now, with the request whole (a GET's trickled body included), does the deadline stop.
    if let tracked = trackedConnection(connection) { context.registry.requestArrived(tracked) }
    return queue(context.handler(request), on: connection, registry: context.registry)
}

private let scanHeader: MHD_KeyValueIterator = { cls, _, key, value in
    guard let cls, let key else { return .YES }
    let scan = cls.assumingMemoryBound(to: HeaderScan.self)
    if strcasecmp(key, "Host") == 0 {
        scan.pointee.hostCount += 1
        scan.pointee.host = value.map { String(cString: $0) } ?? ""
    } else if strcasecmp(key, "Origin") == 0 {
        scan.pointee.origin = value.map { String(cString: $0) } ?? ""
    } else if strcasecmp(key, "If-None-Match") == 0 {
        scan.pointee.ifNoneMatch = value.map { String(cString: $0) } ?? ""
    } else if strcasecmp(key, "Range") == 0 {
        scan.pointee.range = value.map { String(cString: $0) } ?? ""
    } else if strcasecmp(key, "If-Range") == 0 {
        scan.pointee.ifRange = value.map { String(cString: $0) } ?? ""
    }
    return .YES
}

private let releaseSharedBytes: MHD_ContentReaderFreeCallback = { cls in
    guard let cls else { return }
    Unmanaged<SharedBytes>.fromOpaque(cls).release()
}

private let readEventStream: MHD_ContentReaderCallback = { cls, _, buffer, maximum in
    guard let cls, let buffer else { return -2 }
    let binding = Unmanaged<StreamBinding>.fromOpaque(cls).takeUnretainedValue()
    let result = binding.stream.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: maximum)) {
        MHD_suspend_connection(binding.connection.pointer)
    }
    switch result {
    case .bytes(let count): return count
    case .waiting: return 0
    case .finished: return -1  // MHD_CONTENT_READER_END_OF_STREAM
    }
}

private let releaseEventStream: MHD_ContentReaderFreeCallback = { cls in
    guard let cls else { return }
    let binding = Unmanaged<StreamBinding>.fromOpaque(cls).takeRetainedValue()
    binding.stream.detach()
}

// MARK: - Swift values to libmicrohttpd

private func queue(_ response: HTTPResponse, on connection: OpaquePointer, registry: ConnectionRegistry) -> MHD_Result {
    let created: OpaquePointer?
    switch response.body {
    case .empty:
        created = MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT)
    case .bytes(let bytes):
        created = sharedBytesResponse(bytes, 0..<bytes.count)
    case .bytesPart(let bytes, let range):
        created = sharedBytesResponse(bytes, range)
    case .file(let descriptor, let offset, let count):
        created = MHD_create_response_from_fd_at_offset64(UInt64(count), descriptor, UInt64(offset))
        if created == nil { close(descriptor) }
    case .eventStream(let stream):
        if let tracked = trackedConnection(connection) { registry.becameStream(tracked) }
        let handle = ConnectionHandle(pointer: connection)
        stream.attach { MHD_resume_connection(handle.pointer) }
        let binding = Unmanaged.passRetained(StreamBinding(stream: stream, connection: handle))
        created = MHD_create_response_from_callback(
            UInt64.max, 4096, readEventStream, binding.toOpaque(), releaseEventStream)
        if created == nil {
            binding.release()
            stream.detach()
        }
    }
    guard let created else { return .NO }
    for header in response.headers {
        MHD_add_response_header(created, header.name, header.value)
    }
    let result = MHD_queue_response(connection, UInt32(response.status), created)
    MHD_destroy_response(created)
    return result
}

/// A response over `range` of `bytes`, which stay retained until the daemon has sent them.
private func sharedBytesResponse(_ bytes: SharedBytes, _ range: Range<Int>) -> OpaquePointer? {
    let retained = Unmanaged.passRetained(bytes)
    let created = MHD_create_response_from_buffer_with_free_callback_cls(
        range.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress + range.lowerBound),
        releaseSharedBytes, retained.toOpaque())
    if created == nil { retained.release() }
    return created
}

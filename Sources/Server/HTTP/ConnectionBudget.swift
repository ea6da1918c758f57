import Glibc

/// How many page connections and event streams the server holds at once, fitted into the
/// file descriptors the process may open.
///
/// Every connection is a descriptor, and so is every file sent from disk, every file a
/// rebuild reads or writes, the watcher's and the daemon's own. The connections get what
/// is left after a reserve for those, so that `accept` never fails for want of a
/// descriptor: libmicrohttpd would then stop accepting until some connection closes, and
/// new clients would hang in the listen queue instead of being answered.
struct ConnectionBudget: Equatable, Sendable {
    /// Connections that are not event streams: waiting for a request, being answered, idle.
    var pageConnections: Int
    var eventStreams: Int
    /// Room above both for connections that are being turned away but not yet closed.
    var refusalMargin: Int

    /// What libmicrohttpd may hold; it stops accepting beyond this.
    var daemonLimit: Int { pageConnections + eventStreams + refusalMargin }

    /// The limits asked for, lowered where `descriptorLimit` cannot hold them.
    init(pageConnections: Int, eventStreams: Int, descriptorLimit: Int) {
        let reserve = max(256, descriptorLimit / 4)
        let available = max(16, descriptorLimit - reserve)
        refusalMargin = max(2, min(64, available / 16))
        self.eventStreams = max(1, min(eventStreams, available / 4))
        self.pageConnections = max(1, min(pageConnections, available - self.eventStreams - refusalMargin))
    }

    /// The most the descriptor limit is raised to: the budget never needs more, and a huge
    /// soft limit slows child processes that close every descriptor up to it.
    static let descriptorCeiling = 65_536

    /// Raises the soft limit on open files to the hard limit (at most `descriptorCeiling`)
    /// and returns the soft limit now in force.
    @discardableResult
    static func raiseDescriptorLimit() -> Int {
        var limit = rlimit()
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        guard getrlimit(resource, &limit) == 0 else { return 1024 }
        let wanted = min(limit.rlim_max, rlim_t(descriptorCeiling))
        if limit.rlim_cur < wanted {
            var raised = limit
            raised.rlim_cur = wanted
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }
}

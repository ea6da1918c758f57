import Foundation
internal import CCurl

/// One run of transfers through libcurl's multi interface: every C call of this part.
///
/// One thread drives every transfer (libcurl multiplexes them over its sockets); a transfer's
/// bytes arrive in `receive`, which stops it as soon as its reader has enough.
final class CurlSession {
    private let settings: RemoteHeadReader
    private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK

    init(settings: RemoteHeadReader) {
        self.settings = settings
    }

    /// A file being read: its easy handle and the bytes so far.
    final class Transfer {
        let url: String
        let server: String
        let limit: Int
        let isEnough: ([UInt8]) -> Bool
        var bytes: [UInt8] = []
        var stoppedWithEnough = false
        let handle: UnsafeMutableRawPointer

        init?(url: String, server: String, limit: Int, isEnough: @escaping ([UInt8]) -> Bool) {
            guard let handle = curl_easy_init() else { return nil }
            self.url = url
            self.server = server
            self.limit = limit
            self.isEnough = isEnough
            self.handle = handle
        }

        deinit { curl_easy_cleanup(handle) }
    }

    func run(_ urls: [String], isEnough: @escaping ([UInt8]) -> Bool) -> [String: RemoteHead] {
        var results: [String: RemoteHead] = [:]
        guard Self.initialized, let multi = curl_multi_init() else {
            for url in urls { results[url] = .failed(RemoteReadFailure("libcurl could not start")) }
            return results
        }
        defer { curl_multi_cleanup(multi) }
        // Waiting files by server, the servers in the order their first file was asked for.
        var servers: [String] = []
        var waiting: [String: ArraySlice<String>] = [:]
        for url in urls {
            let server = RemoteURL.host(of: url) ?? ""
            if waiting[server] == nil { servers.append(server) }
            waiting[server, default: []].append(url)
        }
        var active: [UnsafeMutableRawPointer: Transfer] = [:]
        var perServer: [String: Int] = [:]

        func startWhatFits() {
            for server in servers where active.count < settings.connectionLimit {
                while active.count < settings.connectionLimit, perServer[server, default: 0] < settings.connectionsPerServer,
                      let url = waiting[server]?.popFirst() {
                    guard let transfer = Transfer(url: url, server: server, limit: settings.byteLimit, isEnough: isEnough) else {
                        results[url] = .failed(RemoteReadFailure("libcurl could not start a transfer"))
                        continue
                    }
                    configure(transfer)
                    curl_multi_add_handle(multi, transfer.handle)
                    active[transfer.handle] = transfer
                    perServer[server, default: 0] += 1
                }
            }
            servers.removeAll { waiting[$0]?.isEmpty ?? true }
        }

        /// A server that did not answer is asked nothing more: its waiting files fail at once.
        func giveUp(on server: String) {
            for url in waiting.removeValue(forKey: server) ?? [] {
                results[url] = .failed(RemoteReadFailure("\(server) did not answer", serverDidNotAnswer: true))
            }
        }

        startWhatFits()
        var running: Int32 = 0
        while !active.isEmpty {
            curl_multi_perform(multi, &running)
            var left: Int32 = 0
            while let message = curl_multi_info_read(multi, &left) {
                guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle,
                      let transfer = active.removeValue(forKey: handle) else { continue }
                let code = sg_curl_message_result(message)
                curl_multi_remove_handle(multi, handle)
                perServer[transfer.server, default: 1] -= 1
                let head = outcome(of: transfer, code: code)
                if case .failed(let failure) = head, failure.serverDidNotAnswer { giveUp(on: transfer.server) }
                results[transfer.url] = head
            }
            startWhatFits()
            if !active.isEmpty { curl_multi_poll(multi, nil, 0, 100, nil) }
        }
        return results
    }

    private func configure(_ transfer: Transfer) {
        let handle = transfer.handle
        sg_curl_set_string(handle, CURLOPT_URL, transfer.url)
        sg_curl_set_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
        sg_curl_set_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        sg_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 1)
        sg_curl_set_long(handle, CURLOPT_MAXREDIRS, settings.redirectLimit)
        sg_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, Int(settings.connectTimeout * 1000))
        sg_curl_set_long(handle, CURLOPT_TIMEOUT_MS, Int(settings.timeout * 1000))
        sg_curl_set_long(handle, CURLOPT_NOSIGNAL, 1)
        sg_curl_set_long(handle, CURLOPT_FAILONERROR, 1)
        // Servers that honour ranges send no more than the reader could use.
        sg_curl_set_string(handle, CURLOPT_RANGE, "0-\(settings.byteLimit - 1)")
        sg_curl_set_string(handle, CURLOPT_USERAGENT, "sitegen/\(Self.version)")
        sg_curl_set_write_function(handle, receive)
        sg_curl_set_pointer(handle, CURLOPT_WRITEDATA, Unmanaged.passUnretained(transfer).toOpaque())
    }

    private static let version = "0.1"

    private func outcome(of transfer: Transfer, code: CURLcode) -> RemoteHead {
        if code == CURLE_OK || (code == CURLE_WRITE_ERROR && transfer.stoppedWithEnough) {
            return .bytes(transfer.bytes)
        }
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            return .failed(RemoteReadFailure(transfer.bytes.isEmpty ? "\(transfer.server) did not answer within \(seconds(settings.timeout))"
                                                                     : "took longer than \(seconds(settings.timeout))",
                                             serverDidNotAnswer: transfer.bytes.isEmpty))
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST:
            return .failed(RemoteReadFailure("cannot connect to \(transfer.server)", serverDidNotAnswer: true))
        case CURLE_TOO_MANY_REDIRECTS:
            return .failed(RemoteReadFailure("redirects more than \(settings.redirectLimit) times"))
        case CURLE_HTTP_RETURNED_ERROR:
            return .failed(RemoteReadFailure("the server answered \(sg_curl_response_code(transfer.handle))"))
        default:
            return .failed(RemoteReadFailure(String(cString: curl_easy_strerror(code))))
        }
    }

    private func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

/// libcurl's write callback: keeps the bytes, and stops the transfer (by taking none of
/// them) once the reader has enough or the limit is reached.
private func receive(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlSession.Transfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    transfer.bytes.append(contentsOf: UnsafeRawBufferPointer(start: data, count: length))
    if transfer.bytes.count >= transfer.limit || transfer.isEnough(transfer.bytes) {
        transfer.stoppedWithEnough = true
        return 0
    }
    return length
}

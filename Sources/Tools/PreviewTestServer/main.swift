// Serves a folder with PreviewServer until SIGINT/SIGTERM, for scripts/bench-server.
// With --watch SRC it runs a PreviewSession whose "build" mirrors SRC into the served
// folder (a stand-in for the Site pipeline), so the save-to-reload time can be measured.
//
// Usage: PreviewTestServer --root DIR [--watch SRC] [--host H] [--port N] [--threads N] [--no-live-reload]
import Foundation
import SitegenServer

var arguments = CommandLine.arguments.dropFirst()
var root: String?
var watched: String?
var host = "127.0.0.1"
var port = 0
var threads = PreviewServer.defaultThreadCount
var liveReload = true
while let argument = arguments.popFirst() {
    switch argument {
    case "--root": root = arguments.popFirst()
    case "--watch": watched = arguments.popFirst()
    case "--host": host = arguments.popFirst() ?? host
    case "--port": port = arguments.popFirst().flatMap { Int($0) } ?? port
    case "--threads": threads = arguments.popFirst().flatMap { Int($0) } ?? threads
    case "--no-live-reload": liveReload = false
    default:
        FileHandle.standardError.write(Data("unknown argument: \(argument)\n".utf8))
        exit(2)
    }
}
guard let root else {
    FileHandle.standardError.write(Data("usage: PreviewTestServer --root DIR [--watch SRC] [--port N] [--threads N]\n".utf8))
    exit(2)
}

let server = PreviewServer(configuration: .init(
    root: URL(fileURLWithPath: root), host: host, port: port, liveReload: liveReload, threadCount: threads))
var session: PreviewSession?
do {
    if let watched {
        let mirror = FolderMirror(source: watched, destination: root)
        let started = PreviewSession(
            server: server, watching: [.folder(URL(fileURLWithPath: watched))], rebuild: { mirror.update($0) })
        try started.start()
        session = started
    } else {
        try server.start()
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
FileHandle.standardOutput.write(Data("listening on \(server.url ?? "?") (threads: \(threads))\n".utf8))

let finished = DispatchSemaphore(value: 0)
var sources: [DispatchSourceSignal] = []
for signalNumber in [SIGINT, SIGTERM] {
    signal(signalNumber, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
    source.setEventHandler { finished.signal() }
    source.resume()
    sources.append(source)
}
finished.wait()
if let session { session.stop() } else { server.stop() }
FileHandle.standardOutput.write(Data("stopped\n".utf8))

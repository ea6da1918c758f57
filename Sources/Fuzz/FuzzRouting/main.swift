// Fuzz target: the preview server's answer to one request (`PreviewRouter.respond`), over
// a small built site beside a file that must never be served. No socket is opened: the
// input is the request as the daemon hands it over, one field a line (`FuzzRequest`).
//
// A finding is a crash, a hang, a file served from outside the site, a redirect to another
// site, or a body or range that does not match its headers (`ResponseCheck`).
@testable import SitegenServer
import FuzzSupport

let site = SampleSite.make()
let router = PreviewRouter(
    hostPolicy: HostPolicy(boundHost: "127.0.0.1", isWildcard: false, extraHosts: ["preview.test", ".tunnel.test"]),
    root: SiteRoot(site.root), hub: LiveReloadHub(serverID: "fuzz"), cache: StaticFileCache(maximumFileSize: 4096),
    liveReload: true)
let check = ResponseCheck(site: site)
FuzzDriver.run { bytes in
    let request = FuzzRequest.make(bytes)
    check.require(router.respond(to: request), for: request)
}

import SitegenTestSupport
import Foundation
import Testing

/// A user editing a site under a running `sitegen serve`: editors' saves, a `Templates/`
/// folder made (and removed) while it runs, and what the open pages are told.
@Suite(.serialized) struct PreviewEditingTests {
    /// `sitegen build --base-url /` of the site into a fresh folder, compared with the preview.
    private func previewEqualsAFreshBuild(_ site: TemporarySite, _ preview: URL, _ step: String) throws {
        let full = site.root.deletingLastPathComponent().appendingPathComponent("full-\(UUID().uuidString)")
        let built = try SitegenProcess.run(["build", "--base-url", "/", "--output", full.path], in: site.root)
        #expect(built.status == 0, "\(built.stderr)")
        let previewFiles = TemporarySite.digest(preview).split(separator: "\n")
        let fullFiles = TemporarySite.digest(full).split(separator: "\n")
        let differing = Set(previewFiles).symmetricDifference(fullFiles).map { $0.split(separator: " ")[0] }
        #expect(differing.isEmpty, "\(step): \(Set(differing).count) files differ from a fresh build: \(Set(differing).sorted())")
        try? FileManager.default.removeItem(at: full)
    }

    /// Waits for the preview to take in a change: an event after `count`, then 400 ms without one.
    @discardableResult
    private func settle(_ events: LiveEvents, after count: Int) -> Bool {
        let came = events.wait(timeout: 15) { $0.count > count }
        var seen = events.events.count
        while true {
            usleep(400_000)
            let now = events.events.count
            if now == seen { return came }
            seen = now
        }
    }

    @Test func everySaveIsOneReloadAndNoScratchFileIsReadOrPublished() throws {
        let site = try TemporarySite(fixture: "basic")
        let preview = site.root.deletingLastPathComponent().appendingPathComponent("preview")
        let server = try RunningServer(site: site, arguments: ["--output", preview.path])
        let events = try LiveEvents(port: server.port)
        let page = site.root.appendingPathComponent("Content/docs/install.md").path
        let original = try site.read("Content/docs/install.md")
        let saves = 120
        var reloadsPerSave: [Int: Int] = [:]
        var buildErrors: [String] = []
        var scratchServed: [String] = []
        var stale: [Int] = []
        for save in 0..<saves {
            // Half the saves are a temporary file renamed over the page; the others cycle through
            // the editors. The pauses spread over 0 to 200 ms.
            let editor = save % 2 == 0 ? EditorSave.temporaryRename : EditorSave.allCases[(save / 2) % EditorSave.allCases.count]
            let pause = Double((save * 37) % 201) / 1000
            let before = events.events.count
            let marker = "Save number \(save) made by \(editor)."
            try editor.save(original + "\n" + marker + "\n", to: page, pause: pause)
            // The reload, then a moment in which a second one would come.
            events.wait(timeout: 15) { $0.count > before }
            usleep(300_000)
            let during = events.events[before...]
            let reloads = during.filter { $0.name == "reload" && $0.data.contains("\"/docs/install/\"") }.count
            reloadsPerSave[reloads, default: 0] += 1
            buildErrors += during.filter { $0.name == "build-error" }.map(\.data)
            if !(try server.get("/docs/install/").1.contains(marker)) { stale.append(save) }
            let names = editor.scratchNames(of: "install.md")
            let paths = names.map {
                "/docs/" + $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~")))!
            }
            let statuses = try server.statuses(paths)
            #expect(statuses.count == names.count)
            for (name, status) in zip(names, statuses) where status != 404 { scratchServed.append(name) }
        }
        let scratchNames = Set(EditorSave.allCases.flatMap { $0.scratchNames(of: "install.md") })
        let published = (FileManager.default.enumerator(atPath: preview.path)?.allObjects as? [String] ?? [])
            .filter { scratchNames.contains(($0 as NSString).lastPathComponent) }
        print("\(saves) saves: reloads per save \(reloadsPerSave.sorted { $0.key < $1.key }), "
            + "\(buildErrors.count) build-error events, \(scratchServed.count) scratch files served, "
            + "\(published.count) published, \(stale.count) saves not shown")
        #expect(reloadsPerSave == [1: saves], "reloads per save: \(reloadsPerSave)")
        #expect(buildErrors.isEmpty, "\(buildErrors.prefix(3))")
        #expect(scratchServed.isEmpty, "\(scratchServed)")
        #expect(published.isEmpty, "\(published)")
        #expect(stale.isEmpty, "saves whose text the page did not show: \(stale)")
        try previewEqualsAFreshBuild(site, preview, "after \(saves) saves")
    }

    @Test func aTemplatesFolderMadeAfterTheStartTakesEffectAndRemovingItLeavesAFreshBuild() throws {
        let site = try TemporarySite(fixture: "basic")
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("Templates").path))
        let preview = site.root.deletingLastPathComponent().appendingPathComponent("preview")
        let server = try RunningServer(site: site, arguments: ["--output", preview.path])
        let events = try LiveEvents(port: server.port)
        // The user's own footer shows characters no page has: the fonts' subsets grow with it.
        let customise = {
            let templates = site.root.deletingLastPathComponent().appendingPathComponent("my-templates")
            try? FileManager.default.removeItem(at: templates)
            try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
            try Data("<footer class=\"my-footer\">Made with care ✓ Ωμέγα</footer>\n".utf8)
                .write(to: templates.appendingPathComponent("footer.mustache"))
            try Data("backup".utf8).write(to: templates.appendingPathComponent("footer.mustache~"))
            // Made whole elsewhere and moved in, as a checkout or a copy from another site does.
            try FileManager.default.moveItem(at: templates, to: site.root.appendingPathComponent("Templates"))
        }
        var count = events.events.count
        try customise()
        #expect(settle(events, after: count), "no event after Templates/ was made")
        #expect(try server.get("/docs/install/").1.contains("Made with care ✓ Ωμέγα"))
        try previewEqualsAFreshBuild(site, preview, "Templates/ made")

        // A template error shows with its place, and the next good save recovers.
        count = events.events.count
        try site.write("Templates/footer.mustache", "<footer>{{#oops}}</footer>\n")
        settle(events, after: count)
        let error = events.events[count...].first { $0.name == "build-error" }
        #expect(error?.data.contains("Templates/footer.mustache:1:") == true, "\(String(describing: error))")
        count = events.events.count
        try site.write("Templates/footer.mustache", "<footer class=\"my-footer\">Made with care ✓ Ωμέγα, again</footer>\n")
        settle(events, after: count)
        #expect(events.events[count...].contains { $0.name == "reload" })
        #expect(try server.get("/docs/install/").1.contains("Ωμέγα, again"))

        count = events.events.count
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Templates"))
        #expect(settle(events, after: count), "no event after Templates/ was removed")
        #expect(!(try server.get("/docs/install/").1.contains("my-footer")))
        try previewEqualsAFreshBuild(site, preview, "Templates/ removed")

        count = events.events.count
        try customise()
        #expect(settle(events, after: count), "no event after Templates/ was made again")
        #expect(try server.get("/docs/install/").1.contains("Made with care ✓ Ωμέγα"))
        try previewEqualsAFreshBuild(site, preview, "Templates/ made again")
        #expect(!events.events.contains { $0.name == "build-error" && !$0.data.contains("Templates/footer.mustache:1:") })
    }
}

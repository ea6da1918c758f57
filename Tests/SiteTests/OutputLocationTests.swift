import Foundation
import Testing
@testable import SitegenSite

@Suite struct OutputLocationTests {
    let root = "/tmp/sitegen-output-location/site"

    func resolve(_ output: String) -> Result<String, LocationError> {
        OutputLocation.resolve(output: output, siteRoot: root, sourceFolders: ["Content", "Templates"],
                               workingDirectory: root)
    }

    @Test func publicBesideContentIsFine() throws {
        #expect(try resolve("public").get() == root + "/public")
        #expect(try resolve("/tmp/elsewhere/out").get() == "/tmp/elsewhere/out")
    }

    @Test(arguments: [".", "..", "/", "Content", "Content/x", "Templates", "./Templates/../Content"])
    func overlappingOutputsAreRefused(output: String) {
        #expect(throws: LocationError.self) { try resolve(output).get() }
    }
}

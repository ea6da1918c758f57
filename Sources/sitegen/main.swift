import Foundation
import SitegenCLI

let status = SitegenCommand.main(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)

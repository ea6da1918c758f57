import Foundation
import SitegenCLI

let arguments = Array(CommandLine.arguments.dropFirst())
AllocatorTuning.restartIfUntuned(command: arguments.first)
let status = SitegenCommand.main(arguments)
exit(status.rawValue)

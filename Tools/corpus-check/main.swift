import DevelopmentTools
import Foundation

exit(CorpusTool.run(Array(CommandLine.arguments.dropFirst()), executablePath: Bundle.main.executablePath))

import DevelopmentTools
import Foundation

exit(FuzzTool.run(Array(CommandLine.arguments.dropFirst()), executablePath: Bundle.main.executablePath))

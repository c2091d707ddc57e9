import DevelopmentTools
import Foundation

exit(JSONFuzzTool.run(Array(CommandLine.arguments.dropFirst()), executablePath: Bundle.main.executablePath))

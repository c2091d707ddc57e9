import Foundation
import JSONFuzzing

exit(JSONFuzzTool.run(Array(CommandLine.arguments.dropFirst()), executablePath: Bundle.main.executablePath))

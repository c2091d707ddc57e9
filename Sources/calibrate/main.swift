import CalibrateCommand
import CalibrateSupport
import TextMetrics

// A file-size limit should end in a clear write error, not a signal that kills the process.
signal(SIGXFSZ, SIG_IGN)
let status = CalibrateTool.run(Array(CommandLine.arguments.dropFirst()), console: StandardConsole())
// Every worker has finished: release fontconfig's global caches so leak checkers see none.
FontLocator.shutdown()
exit(status)

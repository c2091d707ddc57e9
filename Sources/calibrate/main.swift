import CalibrateCommand

#if canImport(Glibc)
  import Glibc
#endif

exit(CalibrateTool.run(Array(CommandLine.arguments.dropFirst()), console: StandardConsole()))

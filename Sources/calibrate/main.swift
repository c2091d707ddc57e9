import CalibrateCommand

#if canImport(Glibc)
  import Glibc
#endif

// A file-size limit should end in a clear write error, not a signal that kills the process.
signal(SIGXFSZ, SIG_IGN)
exit(CalibrateTool.run(Array(CommandLine.arguments.dropFirst()), console: StandardConsole()))

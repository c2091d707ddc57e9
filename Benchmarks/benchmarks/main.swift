import BenchmarkSuite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(CalibrateBenchmarks.command().run(Array(CommandLine.arguments.dropFirst())))

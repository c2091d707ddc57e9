import BenchmarkSuite
import Platform

exit(CalibrateBenchmarks.command().run(Array(CommandLine.arguments.dropFirst())))

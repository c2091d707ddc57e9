import Benchmarking
import CalibrateSupport

exit(CalibrateBenchmarks.command().run(Array(CommandLine.arguments.dropFirst())))

// swift-tools-version:6.0
import PackageDescription

// MARK: - C libraries

/// FreeType, HarfBuzz and fontconfig, found with pkg-config and hidden behind one shim header.
let cFontEngine = Target.systemLibrary(
  name: "CFontEngine",
  pkgConfig: "harfbuzz",
  providers: [
    .apt(["libfreetype-dev", "libharfbuzz-dev", "libfontconfig-dev", "pkg-config"])
  ]
)

// MARK: - Libraries

let textMetrics = Target.target(
  name: "TextMetrics",
  dependencies: ["CFontEngine"]
)

let testFontBuilder = Target.target(name: "TestFontBuilder")

let widthCalibration = Target.target(
  name: "WidthCalibration",
  dependencies: ["TextMetrics"]
)

let calibrateCommand = Target.target(
  name: "CalibrateCommand",
  dependencies: ["TextMetrics", "WidthCalibration"]
)

/// Mutation fuzzing of `calibrate` with corrupted fonts; runs the executable as a child process and
/// links no font engine, so a crash or hang in a case cannot take the fuzzer down.
let fontFuzzing = Target.target(name: "FontFuzzing")

// MARK: - Executables

let calibrate = Target.executableTarget(
  name: "calibrate",
  dependencies: ["CalibrateCommand"]
)

let makeTestFont = Target.executableTarget(
  name: "make-test-font",
  dependencies: ["TestFontBuilder"]
)

let fuzzFonts = Target.executableTarget(
  name: "fuzz-fonts",
  dependencies: ["FontFuzzing"]
)

/// An in-process libFuzzer target over font bytes when built by `make libfuzz` (with
/// `-sanitize=fuzzer,address -DLIBFUZZER`); a plain build replays inputs given as files.
let fontFuzzerLibFuzzer = Target.executableTarget(
  name: "font-fuzzer-libfuzzer",
  dependencies: ["TextMetrics"]
)

// MARK: - Tests

let tests: [Target] = [
  .testTarget(
    name: "TestFontBuilderTests",
    dependencies: ["TestFontBuilder"]
  ),
  .testTarget(
    name: "TextMetricsTests",
    dependencies: ["TextMetrics", "TestFontBuilder"]
  ),
  .testTarget(
    name: "WidthCalibrationTests",
    dependencies: ["WidthCalibration", "TextMetrics", "TestFontBuilder"]
  ),
  .testTarget(
    name: "CalibrateCommandTests",
    dependencies: ["CalibrateCommand", "TextMetrics", "WidthCalibration", "TestFontBuilder"]
  ),
  .testTarget(
    name: "FontFuzzingTests",
    dependencies: ["FontFuzzing"]
  ),
]

// MARK: - Benchmarks

/// Replaces malloc and its relatives with counting forwarders to glibc, for allocations per
/// operation; counting is per thread and off except around measured calls.
let cAllocationCounter = Target.target(
  name: "CAllocationCounter",
  path: "Benchmarks/CAllocationCounter"
)

/// The harness: batch calibration, statistics, allocation counts, saved runs and comparisons.
let benchmarkKit = Target.target(
  name: "BenchmarkKit",
  dependencies: ["CAllocationCounter"],
  path: "Benchmarks/BenchmarkKit"
)

/// The benchmarks themselves, shared by the executable and the tests.
let benchmarkSuite = Target.target(
  name: "BenchmarkSuite",
  dependencies: ["BenchmarkKit", "TextMetrics", "WidthCalibration"],
  path: "Benchmarks/BenchmarkSuite"
)

let benchmarksTool = Target.executableTarget(
  name: "benchmarks",
  dependencies: ["BenchmarkSuite"],
  path: "Benchmarks/benchmarks"
)

let benchmarkTargets: [Target] = [
  cAllocationCounter, benchmarkKit, benchmarkSuite, benchmarksTool,
  .testTarget(
    name: "BenchmarkTests",
    dependencies: ["BenchmarkSuite", "BenchmarkKit", "WidthCalibration"]
  ),
]

// MARK: - Package

let package = Package(
  name: "calibrate",
  products: [
    .library(name: "TextMetrics", targets: ["TextMetrics"]),
    .library(name: "WidthCalibration", targets: ["WidthCalibration"]),
    .executable(name: "calibrate", targets: ["calibrate"]),
  ],
  targets: [
    cFontEngine, textMetrics, testFontBuilder, widthCalibration, calibrateCommand,
    calibrate, makeTestFont, fontFuzzing, fuzzFonts, fontFuzzerLibFuzzer,
  ] + tests + benchmarkTargets
)

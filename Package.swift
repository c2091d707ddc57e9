// swift-tools-version:6.0
import PackageDescription

// The targets read in the order data flows: a font file is measured (TextMetrics), the
// measurements become a problem (FontCalibration) that the solver fits (WidthCalibration), the fit
// becomes a document (ResultDocuments) that the writers print (TextReports, ErrorCharts,
// PreviewSheet, SwiftSource, BatchReporting...), all called by the thin command line
// (CalibrateCommand, calibrate). What an app ships is PlaceholderTitle alone, which depends on
// nothing. CONTRIBUTING.md lists every target with its job, and the dependency graph.

// MARK: - Runtime (what an app adds)

/// The dependency-free runtime: placeholder titles for a wanted button width. On Linux it links
/// libm for `Double.rounded(_:)` (Apple platforms have it in libSystem), which an app's build
/// inherits through the product.
let placeholderTitle = Target.target(
  name: "PlaceholderTitle", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))])

/// The package's one seeded generator (SplitMix64), for the fuzzers and the tests; depends on
/// nothing, so the runtime's own tests can use it.
let seededRandom = Target.target(name: "SeededRandom")

/// The OpenType (sfnt) table directory, read leniently for the fuzzer and strictly for the font
/// engine; pure Swift, so the fuzzer reads it without linking the engine.
let sfntFormat = Target.target(name: "SFNTFormat")

// MARK: - Platform

/// The platform's C library (Glibc, Musl or Darwin), decided in one file and re-exported: every
/// other target that calls POSIX imports `Platform` instead.
let platform = Target.target(name: "Platform")

// MARK: - C libraries

/// FreeType, HarfBuzz and fontconfig, linked normally and found with pkg-config, so SwiftPM, `ldd`,
/// `dpkg-shlibdeps` and Homebrew's linkage checks all see them. Each module only passes its
/// library's flags on; the headers are included by CFontEngine's shim.
let fontLibraries: [Target] = [
  .systemLibrary(
    name: "CFreeType", pkgConfig: "freetype2",
    providers: [.apt(["libfreetype-dev", "pkg-config"]), .brew(["freetype", "pkg-config"])]),
  .systemLibrary(
    name: "CHarfBuzz", pkgConfig: "harfbuzz",
    providers: [.apt(["libharfbuzz-dev", "pkg-config"]), .brew(["harfbuzz", "pkg-config"])]),
  .systemLibrary(
    name: "CFontconfig", pkgConfig: "fontconfig",
    providers: [.apt(["libfontconfig-dev", "pkg-config"]), .brew(["fontconfig", "pkg-config"])]),
]

/// The one C interface the Swift code imports: the three libraries' headers behind one shim, with
/// what Swift cannot import (macros, flag expressions) wrapped as functions.
let cFontEngine = Target.target(name: "CFontEngine", dependencies: ["CFreeType", "CHarfBuzz", "CFontconfig"])

// MARK: - Libraries, in data-flow order

/// Fonts, shaping and exact advances.
let textMetrics = Target.target(name: "TextMetrics", dependencies: ["CFontEngine", "SFNTFormat", "Platform"])

/// The solver: problems, fits and their errors. Pure Swift, no font engine.
let widthCalibration = Target.target(name: "WidthCalibration", dependencies: ["PlaceholderTitle"])

/// Measures fonts with TextMetrics and builds the solver's problems from the measurements.
let fontCalibration = Target.target(
  name: "FontCalibration",
  dependencies: ["TextMetrics", "WidthCalibration", "PlaceholderTitle", "TextFormatting", "Platform"])

/// Numbers and text as every writer prints them: shortest round-trip numbers, C's `%.Nf` computed
/// exactly, aligned text tables, arguments made printable and help wrapped for a terminal.
let textFormatting = Target.target(name: "TextFormatting", dependencies: ["Platform"])

/// JSON both ways: the ordered writer (keys in declaration order, every number as the tables print
/// it) and the one strict reader of result, batch and observation files.
let orderedJSON = Target.target(name: "OrderedJSON", dependencies: ["TextFormatting"])

/// The results as `Codable` documents (the JSON schema, written and read in one place), the
/// observations CSV, their summaries and wording, and the run's verdict.
let resultDocuments = Target.target(
  name: "ResultDocuments",
  dependencies: [
    "OrderedJSON", "TextFormatting", "FontCalibration", "TextMetrics", "WidthCalibration", "PlaceholderTitle",
  ])

/// The text reports of every command: tables a user reads and the CSV a spreadsheet reads.
let textReports = Target.target(
  name: "TextReports",
  dependencies: [
    "ResultDocuments", "OrderedJSON", "FontCalibration", "TextMetrics", "WidthCalibration", "TextFormatting",
  ])

/// The stored-results check: recompute a result file with the settings it records, the diff, and
/// the reference results `calibrate results` writes.
let storedResults = Target.target(
  name: "StoredResults",
  dependencies: [
    "ResultDocuments", "OrderedJSON", "FontCalibration", "TextMetrics", "WidthCalibration",
    "PlaceholderTitle", "TextFormatting", "ReferenceFonts", "FileSupport",
  ])

/// SVG writing: the document, escaped text, caption widths and wrapping, the error colour scale
/// and axis ticks.
let svgWriting = Target.target(name: "SVGWriting", dependencies: ["TextFormatting", "Platform"])

/// The error charts: heat maps of every size and width, and the constants chart.
let errorCharts = Target.target(
  name: "ErrorCharts",
  dependencies: [
    "SVGWriting", "ResultDocuments", "FontCalibration", "TextMetrics", "WidthCalibration", "PlaceholderTitle",
    "TextFormatting",
  ])

/// The button preview sheet: the buttons each method gives, drawn as the phone draws them.
let previewSheet = Target.target(
  name: "PreviewSheet", dependencies: ["SVGWriting", "FontCalibration", "TextMetrics", "TextFormatting"])

/// The Swift source an app compiles against the runtime (`--emit swift`).
let swiftSource = Target.target(
  name: "SwiftSource",
  dependencies: [
    "ResultDocuments", "FontCalibration", "TextMetrics", "PlaceholderTitle", "TextFormatting", "FileSupport",
  ])

/// The batch report: batch lines read and merged by face and configuration, and the one
/// self-contained HTML page with its charts and content security policy.
let batchReporting = Target.target(
  name: "BatchReporting",
  dependencies: [
    "ResultDocuments", "SVGWriting", "OrderedJSON", "FontCalibration", "TextMetrics", "WidthCalibration",
    "PlaceholderTitle", "TextFormatting", "FileSupport", "Platform",
  ])

/// What the tools share on the command line: one option parser, usage errors, exit statuses and
/// the console.
let commandLineSupport = Target.target(
  name: "CommandLineSupport", dependencies: ["TextFormatting", "FileSupport", "Platform"])

/// Files: atomic writes, descriptors, text files, private temporary folders, and their errors.
let fileSupport = Target.target(name: "FileSupport", dependencies: ["Platform"])

/// The one child-process runner (posix_spawn, a timeout, captured output), for the development
/// tools, the tests and the benchmarks; the calibrate executable does not link it.
let childProcesses = Target.target(name: "ChildProcesses", dependencies: ["FileSupport", "Platform"])

/// The list of reference fonts the project measures, tests, fuzzes and benchmarks.
let referenceFonts = Target.target(
  name: "ReferenceFonts", dependencies: ["CommandLineSupport", "FileSupport"])

/// The commands of `calibrate`.
let calibrateCommand = Target.target(
  name: "CalibrateCommand",
  dependencies: [
    "TextReports", "StoredResults", "ErrorCharts", "PreviewSheet", "SwiftSource", "BatchReporting",
    "ResultDocuments", "OrderedJSON", "FontCalibration", "TextMetrics", "WidthCalibration",
    "PlaceholderTitle",
    "TextFormatting", "CommandLineSupport", "FileSupport", "ReferenceFonts", "Platform",
  ])

/// The generator of the project's TrueType test fonts, and of changed copies of sfnt fonts.
let testFontBuilder = Target.target(name: "TestFontBuilder", dependencies: ["SFNTFormat"])

/// What both fuzz campaigns share: their options, their plan and its run on the worker pool, the
/// fuzzer's own error and the tools' progress lines.
let fuzzingSupport = Target.target(
  name: "FuzzingSupport",
  dependencies: ["CommandLineSupport", "TextFormatting", "ChildProcesses", "FileSupport", "Platform"])

/// Mutation fuzzing of `calibrate` with corrupted fonts; runs the executable as a child process and
/// links no font engine, so a crash or hang in a case cannot take the fuzzer down.
let fontFuzzing = Target.target(
  name: "FontFuzzing",
  dependencies: [
    "FuzzingSupport", "CommandLineSupport", "TextFormatting", "ChildProcesses", "ReferenceFonts",
    "SFNTFormat",
    "SeededRandom", "Platform",
  ])

/// Mutation fuzzing of `calibrate check` and `calibrate batch --resume` with damaged JSON, judged
/// by a strict JSON validator of its own; runs the executable as a child process like the font
/// fuzzer, with which it shares FuzzingSupport.
let jsonFuzzing = Target.target(
  name: "JSONFuzzing",
  dependencies: [
    "FuzzingSupport", "CommandLineSupport", "TextFormatting", "ChildProcesses", "SeededRandom", "Platform",
  ])

/// The corpus check: every installed face through `calibrate batch`, compared with `hb-shape`.
/// Like the fuzzer it runs the executable as a child process, so a crash in one shard is counted
/// rather than taking the check down; it reads the lines with the documents' own types.
let fontCorpus = Target.target(
  name: "FontCorpus",
  dependencies: [
    "ResultDocuments", "OrderedJSON", "CommandLineSupport", "TextFormatting", "ChildProcesses", "FileSupport",
    "Platform",
  ])

// MARK: - Executables

let executables: [Target] = [
  .executableTarget(
    name: "calibrate", dependencies: ["CalibrateCommand", "CommandLineSupport", "TextMetrics", "Platform"]),
  .executableTarget(name: "make-test-font", dependencies: ["TestFontBuilder"]),
  .executableTarget(name: "fuzz-fonts", dependencies: ["FontFuzzing"]),
  .executableTarget(name: "fuzz-json", dependencies: ["JSONFuzzing"]),
  .executableTarget(name: "corpus-check", dependencies: ["FontCorpus"]),
  // An in-process libFuzzer target over font bytes when built by `make libfuzz` (with
  // `-sanitize=fuzzer,address -DLIBFUZZER`); a plain build replays inputs given as files.
  .executableTarget(name: "font-fuzzer-libfuzzer", dependencies: ["TextMetrics"]),
]

// MARK: - Tests

/// What the tests share: the package root, the reference fonts, running the built tools, brute force.
let calibrateTestSupport = Target.target(
  name: "CalibrateTestSupport",
  dependencies: [
    "ReferenceFonts", "OrderedJSON", "FontCalibration", "WidthCalibration", "TextMetrics", "PlaceholderTitle",
    "CFontEngine", "TestFontBuilder",
    "CommandLineSupport", "ChildProcesses", "FileSupport", "SeededRandom",
  ],
  path: "Tests/CalibrateTestSupport")

/// One test target per library; each may use the shared test support, but the runtime's.
let tests: [Target] = [
  calibrateTestSupport,
  // The runtime's behaviour, with nothing but the runtime and the seeded generator (both pure
  // Swift, no C), so an app can run these tests in its own test plan.
  .testTarget(name: "PlaceholderTitleTests", dependencies: ["PlaceholderTitle", "SeededRandom"]),
  // The runtime checked from outside: against HarfBuzz on real fonts, as an app builds it (the
  // package graph, an app's build, the library-evolution interface, the samples against a UIKit
  // stub), and its public API listing.
  .testTarget(
    name: "RuntimeCrossCheckTests",
    dependencies: ["PlaceholderTitle", "TextMetrics", "CalibrateTestSupport"],
    exclude: ["Distribution", "Samples"]),
  // The documents against the package: every link resolves, and CONTRIBUTING.md's architecture
  // is the package graph.
  .testTarget(
    name: "DocumentationTests",
    dependencies: ["TextReports", "FontCalibration", "PlaceholderTitle", "CalibrateTestSupport"]),
  .testTarget(name: "SeededRandomTests", dependencies: ["SeededRandom"]),
  .testTarget(name: "PlatformTests", dependencies: ["Platform"]),
  .testTarget(name: "SFNTFormatTests", dependencies: ["SFNTFormat", "CalibrateTestSupport"]),
  .testTarget(name: "TestFontBuilderTests", dependencies: ["TestFontBuilder", "CalibrateTestSupport"]),
  .testTarget(
    name: "TextMetricsTests",
    dependencies: ["TextMetrics", "CFontEngine", "TestFontBuilder", "CalibrateTestSupport"]),
  .testTarget(
    name: "WidthCalibrationTests",
    dependencies: ["WidthCalibration", "PlaceholderTitle", "CalibrateTestSupport"]),
  .testTarget(
    name: "FontCalibrationTests",
    dependencies: [
      "FontCalibration", "WidthCalibration", "TextMetrics", "PlaceholderTitle", "TestFontBuilder",
      "CalibrateTestSupport",
    ]),
  .testTarget(name: "TextFormattingTests", dependencies: ["TextFormatting"]),
  .testTarget(name: "OrderedJSONTests", dependencies: ["OrderedJSON"]),
  .testTarget(
    name: "ResultDocumentsTests",
    dependencies: [
      "ResultDocuments", "FontCalibration", "WidthCalibration", "TextMetrics", "PlaceholderTitle",
      "CalibrateTestSupport",
    ]),
  .testTarget(
    name: "StoredResultsTests",
    dependencies: [
      "StoredResults", "ResultDocuments", "TextReports", "PreviewSheet", "OrderedJSON", "FontCalibration",
      "TextFormatting",
      "CalibrateTestSupport",
    ]),
  .testTarget(name: "SVGWritingTests", dependencies: ["SVGWriting", "TextMetrics", "CalibrateTestSupport"]),
  .testTarget(
    name: "ErrorChartsTests",
    dependencies: [
      "ErrorCharts", "SVGWriting", "FontCalibration", "WidthCalibration", "TextMetrics", "PlaceholderTitle",
      "TextFormatting", "CalibrateTestSupport",
    ]),
  .testTarget(
    name: "PreviewSheetTests",
    dependencies: [
      "PreviewSheet", "SVGWriting", "FontCalibration", "WidthCalibration", "TextMetrics", "PlaceholderTitle",
      "CalibrateTestSupport",
    ]),
  .testTarget(
    name: "SwiftSourceTests",
    dependencies: [
      "SwiftSource", "FontCalibration", "WidthCalibration", "TextMetrics", "PlaceholderTitle",
      "CalibrateTestSupport",
    ]),
  .testTarget(
    name: "BatchReportingTests",
    dependencies: [
      "BatchReporting", "ResultDocuments", "OrderedJSON", "SVGWriting", "FontCalibration", "TextMetrics",
      "TextFormatting",
      "CommandLineSupport", "CalibrateTestSupport",
    ]),
  .testTarget(
    name: "CommandLineSupportTests",
    dependencies: ["CommandLineSupport", "TextFormatting", "CalibrateTestSupport"]),
  .testTarget(name: "FileSupportTests", dependencies: ["FileSupport", "CalibrateTestSupport"]),
  .testTarget(
    name: "ChildProcessesTests", dependencies: ["ChildProcesses", "CalibrateTestSupport", "Platform"]),
  .testTarget(
    name: "CalibrateCommandTests",
    dependencies: [
      "CalibrateCommand", "TextReports", "StoredResults", "ErrorCharts", "PreviewSheet", "BatchReporting",
      "ResultDocuments", "OrderedJSON", "FontCalibration", "TextMetrics", "WidthCalibration",
      "PlaceholderTitle",
      "TextFormatting", "CommandLineSupport", "FileSupport", "TestFontBuilder", "CalibrateTestSupport",
    ],
    // Expected outputs, read by GoldenOutputTests (the .swift ones are data, not test sources), and
    // the script that drives Chromium for ReportBrowserTests.
    exclude: ["Goldens", "Browser"]),
  .testTarget(
    name: "FontFuzzingTests",
    dependencies: [
      "FontFuzzing", "FuzzingSupport", "CommandLineSupport", "ChildProcesses", "SFNTFormat", "SeededRandom",
      "CalibrateTestSupport",
    ]),
  .testTarget(
    name: "FontCorpusTests",
    dependencies: [
      "FontCorpus", "ResultDocuments", "FontCalibration", "TextMetrics", "OrderedJSON", "CommandLineSupport",
      "CalibrateTestSupport",
    ]),
  .testTarget(
    name: "JSONFuzzingTests",
    dependencies: ["JSONFuzzing", "FontFuzzing", "FuzzingSupport", "SeededRandom", "CalibrateTestSupport"]),
]

// MARK: - Benchmarks

/// The harness, its malloc counter, the benchmarks and the tool, declared with `path:` under
/// `Benchmarks/`. The counter replaces malloc and its relatives with counting forwarders to glibc,
/// for allocations per operation; counting is per thread and off except around measured calls.
let benchmarkTargets: [Target] = [
  .target(name: "CAllocationCounter", path: "Benchmarks/CAllocationCounter"),
  .target(
    name: "BenchmarkKit",
    dependencies: [
      "CAllocationCounter", "CommandLineSupport", "TextFormatting", "ChildProcesses", "FileSupport",
      "Platform",
    ],
    path: "Benchmarks/BenchmarkKit"),
  .target(
    name: "BenchmarkSuite",
    dependencies: [
      "BenchmarkKit", "TextMetrics", "WidthCalibration", "FontCalibration", "PlaceholderTitle",
      "ReferenceFonts", "Platform", "CFontEngine",
    ],
    path: "Benchmarks/BenchmarkSuite"),
  .executableTarget(
    name: "benchmarks", dependencies: ["BenchmarkSuite", "Platform"], path: "Benchmarks/benchmarks"),
  // The floor of make bench-process: a program that links the font libraries and prints one line.
  .executableTarget(name: "process-floor", dependencies: ["CFontEngine"], path: "Benchmarks/process-floor"),
  .executableTarget(
    name: "process-benchmarks",
    dependencies: ["BenchmarkKit", "CommandLineSupport", "TextFormatting", "Platform"],
    path: "Benchmarks/process-benchmarks"),
  .testTarget(
    name: "BenchmarkTests",
    dependencies: [
      "BenchmarkSuite", "BenchmarkKit", "PlaceholderTitle", "CommandLineSupport", "CalibrateTestSupport",
      "Platform",
    ]
  ),
]

// MARK: - Package

let package = Package(
  name: "calibrate",
  // The floor is the runtime's (PlaceholderTitle uses nothing newer than iOS 15 / macOS 12), so a
  // multiplatform app can add it; the tool's own targets keep to it too (a POSIX lock in Platform
  // where they would use Synchronization.Mutex, a monotonic clock where ContinuousClock), and a
  // test rejects gated APIs in every target's sources. Linux ignores these.
  platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .visionOS(.v1)],
  products: [
    .library(name: "PlaceholderTitle", targets: ["PlaceholderTitle"]),
    .library(name: "TextMetrics", targets: ["TextMetrics"]),
    .library(name: "WidthCalibration", targets: ["WidthCalibration"]),
    .executable(name: "calibrate", targets: ["calibrate"]),
  ],
  targets: [
    placeholderTitle, seededRandom, sfntFormat, platform, cFontEngine, textMetrics, widthCalibration,
    fontCalibration,
    textFormatting, orderedJSON, resultDocuments, textReports, storedResults, svgWriting, errorCharts,
    previewSheet, swiftSource, batchReporting, commandLineSupport, fileSupport, childProcesses,
    referenceFonts, calibrateCommand,
    testFontBuilder, fuzzingSupport, fontFuzzing,
    jsonFuzzing, fontCorpus,
  ] + fontLibraries + executables + tests + benchmarkTargets
)

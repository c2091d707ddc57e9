// swift-tools-version:6.0
import PackageDescription

// What ships is in Sources/: the runtime an app adds (PlaceholderTitle) and the calibrate tool,
// whose modules read in the order data flows: a font file is measured (TextMetrics), the
// measurements become a problem (FontCalibration) that the solver fits (WidthCalibration), the fit
// becomes documents, reports, charts and Swift (CalibrationReports), all called by the thin
// command line (CalibrateCommand, calibrate). The development tools (fuzzers, the corpus check,
// the test-font builder) are in Tools/ and the benchmarks in Benchmarks/, declared with `path:`.
// Only the runtime and the tool are products. Access: `public` only in the runtime, `package` where
// code crosses modules, internal otherwise. CONTRIBUTING.md gives each module's job in a sentence.

// MARK: - Products

let products: [Product] = [
  // The runtime an app adds: pure Swift, no dependency, iOS 15 / macOS 12.
  .library(name: "PlaceholderTitle", targets: ["PlaceholderTitle"]),
  // The tool.
  .executable(name: "calibrate", targets: ["calibrate"]),
]

// MARK: - Sources: the runtime

/// The dependency-free runtime: placeholder titles and space fills for a wanted width. On Linux it
/// links libm for `Double.rounded(_:)` (Apple platforms have it in libSystem), which an app's build
/// inherits through the product.
let runtime: [Target] = [
  .target(name: "PlaceholderTitle", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))])
]

// MARK: - Sources: the tool

/// FreeType, HarfBuzz and fontconfig, linked normally and found with pkg-config, so SwiftPM, `ldd`,
/// `dpkg-shlibdeps` and Homebrew's linkage checks all see them; CFontEngine's shim is the one C
/// interface the Swift code imports (with what Swift cannot import wrapped as functions).
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
  // The shim is the C the tool compiles itself, built as Debian builds its packages: with the
  // stack protector, and with _FORTIFY_SOURCE=2, which needs the optimizer (release builds only;
  // shim.c stops an optimized build without either). Its command line is recorded in the
  // executable (.GCC.command.line), where make hardening reads both flags back. The flags are
  // unsafe flags, which SwiftPM allows in a root package; no product an app uses contains
  // this target.
  .target(
    name: "CFontEngine", dependencies: ["CFreeType", "CHarfBuzz", "CFontconfig"],
    cSettings: [
      .unsafeFlags(["-fstack-protector-strong", "-frecord-command-line"]),
      .define("_FORTIFY_SOURCE", to: "2", .when(configuration: .release)),
    ]),
]

/// The tool's modules, each after what it needs. A dependency is listed only when no other one
/// brings it already.
let tool: [Target] = [
  // The platform, files, numbers and text as printed, JSON both ways, the command line's option
  // tables and the reference fonts: what every module of the tool stands on. Pure Swift.
  .target(name: "CalibrateSupport"),
  // Fonts and shaping with FreeType and HarfBuzz: exact advances, the survey, outlines, the sfnt
  // table directory.
  .target(name: "TextMetrics", dependencies: ["CFontEngine", "CalibrateSupport"]),
  // The solver: problems, fits, the box every printed pair lies in. Pure Swift, no font engine.
  .target(name: "WidthCalibration", dependencies: ["PlaceholderTitle"]),
  // Settings in, fonts measured, the solver's problem and fit out; the buttons each method gives.
  .target(name: "FontCalibration", dependencies: ["TextMetrics", "WidthCalibration"]),
  // Everything the tool writes: result documents (the JSON schema), text reports, stored results,
  // SVG charts and the preview sheet, the Swift an app compiles, the batch report's page.
  .target(name: "CalibrationReports", dependencies: ["FontCalibration"]),
  // The commands, thin: parse, build settings, call the layers, print.
  .target(name: "CalibrateCommand", dependencies: ["CalibrationReports"]),
  .executableTarget(name: "calibrate", dependencies: ["CalibrateCommand"]),
]

// MARK: - Tools: development only, not products

let tools: [Target] = [
  // The seeded generator and the child-process runner, for the tools, the tests and the
  // benchmarks. Pure Swift, so the runtime's own tests can use the generator.
  .target(name: "DevelopmentSupport", dependencies: ["CalibrateSupport"], path: "Tools/DevelopmentSupport"),
  // The font and JSON fuzzers, the corpus check against hb-shape (which reads batch lines as the
  // tool writes them), the test-font builder.
  .target(
    name: "DevelopmentTools", dependencies: ["DevelopmentSupport", "CalibrationReports"],
    path: "Tools/DevelopmentTools"),
  .executableTarget(name: "fuzz-fonts", dependencies: ["DevelopmentTools"], path: "Tools/fuzz-fonts"),
  .executableTarget(name: "fuzz-json", dependencies: ["DevelopmentTools"], path: "Tools/fuzz-json"),
  .executableTarget(name: "corpus-check", dependencies: ["DevelopmentTools"], path: "Tools/corpus-check"),
  .executableTarget(name: "make-test-font", dependencies: ["DevelopmentTools"], path: "Tools/make-test-font"),
  // An in-process libFuzzer target over font bytes when built by `make libfuzz` (with
  // `-sanitize=fuzzer,address -DLIBFUZZER`); a plain build replays inputs given as files.
  .executableTarget(
    name: "font-fuzzer-libfuzzer", dependencies: ["TextMetrics"], path: "Tools/font-fuzzer-libfuzzer"),
]

// MARK: - Benchmarks: development only, not products

let benchmarks: [Target] = [
  // The malloc counter: counting forwarders to glibc, per thread, off except around measured calls.
  .target(name: "CAllocationCounter", path: "Benchmarks/CAllocationCounter"),
  // The harness (runs, statistics, baselines, ratios and limits) and the benchmarks, each beside
  // its floor in the same run. It lists PlaceholderTitle although FontCalibration brings it: the
  // benchmarks inline the runtime's hot paths, and SwiftPM recompiles a module when a module it
  // lists changes, not one it reaches through another, so without it a changed @inlinable body
  // could leave the benchmarks (and make bench-instructions) counting the old one.
  .target(
    name: "Benchmarking",
    dependencies: [
      "CAllocationCounter", "DevelopmentSupport", "FontCalibration", "CFontEngine", "PlaceholderTitle",
    ],
    path: "Benchmarks/Benchmarking"),
  .executableTarget(name: "benchmarks", dependencies: ["Benchmarking"], path: "Benchmarks/benchmarks"),
  // The floor of make bench-process: a program that links the font libraries and prints one line.
  .executableTarget(name: "process-floor", dependencies: ["CFontEngine"], path: "Benchmarks/process-floor"),
  .executableTarget(
    name: "process-benchmarks", dependencies: ["Benchmarking"], path: "Benchmarks/process-benchmarks"),
]

// MARK: - Tests: one target per module

let tests: [Target] = [
  // What the tests share: the package root, the reference fonts, the built tools, hb-shape,
  // calibration runs made in-process, brute force, damaged fonts.
  .target(
    name: "CalibrateTestSupport", dependencies: ["DevelopmentTools", "CFontEngine"],
    path: "Tests/CalibrateTestSupport"),
  // The runtime with nothing but the runtime and the seeded generator (pure Swift, no C).
  .testTarget(name: "PlaceholderTitleTests", dependencies: ["PlaceholderTitle", "DevelopmentSupport"]),
  // The runtime from outside: against HarfBuzz on real fonts, as an app builds it, its
  // library-evolution interface, its public API listing, the samples against framework stubs, the
  // file work of make apple-check (AppleCheckTool, its command line, is not part of the target).
  .testTarget(
    name: "RuntimeCrossCheckTests", dependencies: ["CalibrateTestSupport"],
    exclude: ["Distribution", "Samples", "AppleCheckTool"]),
  .testTarget(name: "CalibrateSupportTests", dependencies: ["CalibrateTestSupport"]),
  .testTarget(name: "TextMetricsTests", dependencies: ["CalibrateTestSupport", "CFontEngine"]),
  .testTarget(name: "WidthCalibrationTests", dependencies: ["CalibrateTestSupport"]),
  .testTarget(name: "FontCalibrationTests", dependencies: ["CalibrateTestSupport"]),
  .testTarget(name: "CalibrationReportsTests", dependencies: ["CalibrationReports", "CalibrateTestSupport"]),
  // Every command end to end. Goldens are expected outputs (the .swift ones data, not sources);
  // Browser is the script that drives Chromium for ReportBrowserTests.
  .testTarget(
    name: "CalibrateCommandTests", dependencies: ["CalibrateCommand", "CalibrateTestSupport"],
    exclude: ["Goldens", "Browser"]),
  .testTarget(name: "DevelopmentToolsTests", dependencies: ["CalibrateTestSupport"]),
  .testTarget(name: "BenchmarkingTests", dependencies: ["Benchmarking", "CalibrateTestSupport"]),
  // The documents against the package: every link resolves, the architecture is the package graph.
  .testTarget(name: "DocumentationTests", dependencies: ["CalibrationReports", "CalibrateTestSupport"]),
]

// MARK: - Package

let package = Package(
  name: "calibrate",
  // The floor is the runtime's (PlaceholderTitle uses nothing newer than iOS 15 / macOS 12), so a
  // multiplatform app can add it; the tool's own targets keep to it too (a POSIX lock where they
  // would use Synchronization.Mutex, a monotonic clock where ContinuousClock), and a test rejects
  // gated APIs in every target's sources. Linux ignores these.
  platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .visionOS(.v1)],
  products: products,
  targets: runtime + fontLibraries + tool + tools + benchmarks + tests
)

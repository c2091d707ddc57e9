import CalibrateTestSupport
import Foundation
import Testing

/// What CI runs stays what the project says it runs: `.ci/run` ends in the tests and the deep
/// checks, every deep step is a `make` target (the instruction limits and the hardening check
/// among them, the timed limits of `make bench` not), and every test that starts threads of its
/// own runs under ThreadSanitizer in `make tsan`.
@Suite("Deep checks")
struct DeepChecksTests {
  static func text(_ path: String) throws -> String {
    try String(contentsOf: PackageRoot.url.appendingPathComponent(path), encoding: .utf8)
  }

  /// The suites `make tsan` runs: the `TSAN_SUITES` line of the Makefile, split at `|`.
  static func tsanSuites() throws -> Set<String> {
    let makefile = try text("Makefile")
    let line = try #require(makefile.split(separator: "\n").first { $0.hasPrefix("TSAN_SUITES = ") })
    return Set(line.dropFirst("TSAN_SUITES = ".count).split(separator: "|").map(String.init))
  }

  @Test(
    ".ci/run checks the style, the runtime's interface, floors and docs, then runs make test and make deep")
  func ciRun() throws {
    let commands = try Self.text(".ci/run").split(separator: "\n").filter {
      $0.hasPrefix("make ") || $0.hasPrefix("exec make ")
    }
    #expect(
      commands == [
        "make lint", "make runtime-interface", "make apple-check", "make docs", "make test", "exec make deep",
      ])
  }

  @Test("every step of .ci/deep is a make target of the Makefile")
  func deepSteps() throws {
    let script = try Self.text(".ci/deep")
    let makefile = try Self.text("Makefile")
    let steps = script.split(separator: "\n").filter { $0.hasPrefix("  \"") && $0.contains("|make ") }
    // The gates that cannot fail on a busy machine, not make bench's time limits.
    #expect(
      steps.map { $0.split(separator: "|")[0].filter { $0 != "\"" && $0 != " " } } == [
        "tsan", "asan", "fuzz", "libfuzz", "memcheck", "hardening", "sweep", "bench-instructions",
        "bench-process",
      ])
    for step in steps {
      let command = step.split(separator: "|")[1].filter { $0 != "\"" }
      let target = try #require(command.split(separator: " ").dropFirst().first)
      #expect(makefile.contains("\n\(target): "), "make \(target) is not a target")
    }
  }

  @Test("every test file that starts threads of its own has its suite under ThreadSanitizer")
  func threadedTestsUnderTSan() throws {
    let suites = try Self.tsanSuites()
    let tests = PackageRoot.url.appendingPathComponent("Tests")
    let files = try #require(FileManager.default.enumerator(atPath: tests.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("/DeepChecksTests.swift") }
    let threadStarters = [
      "concurrentPerform", "WorkerPool.run", "pthread_create", "concurrentMap", "Thread {",
    ]
    var threaded = 0
    for file in files {
      let source = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
      guard source.contains("@Suite"), threadStarters.contains(where: source.contains) else { continue }
      threaded += 1
      let declared = source.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("struct ") || line.hasPrefix("final class ") else { return nil }
        return line.split(separator: " ").first { $0 != "struct" && $0 != "final" && $0 != "class" }
          .map { String($0.prefix { $0.isLetter || $0.isNumber }) }
      }
      #expect(
        declared.contains(where: suites.contains), "\(file) starts threads; add its suite to TSAN_SUITES")
    }
    #expect(threaded >= 5)
  }
}

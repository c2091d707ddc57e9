import Benchmarking
import CalibrateTestSupport
import Foundation
import Testing

/// Saved runs: the JSON keys, a lossless round trip, atomic saves and readable load errors.
@Suite("BenchmarkRun files")
struct BenchmarkRunTests {
  static func sampleRun() -> BenchmarkRun {
    BenchmarkRun(
      benchmarks: [
        BenchmarkResult(
          name: "emptyTitle/library", medianNanoseconds: 12.5, minNanoseconds: 11.25, p90Nanoseconds: 14,
          madNanoseconds: 0.375, mallocsPerOperation: 0, bytesPerOperation: 0, samples: 50, batchSize: 160_000
        ),
        BenchmarkResult(
          name: "emptyTitle/seed", medianNanoseconds: 2_500, minNanoseconds: 2_000, p90Nanoseconds: 3_000,
          madNanoseconds: 120, mallocsPerOperation: 1, bytesPerOperation: 118.5, samples: 50, batchSize: 800),
        BenchmarkResult(
          name: "shaping/faceLoad", medianNanoseconds: 1e6, minNanoseconds: 9e5, p90Nanoseconds: 1.2e6,
          madNanoseconds: 1e4, mallocsPerOperation: nil, bytesPerOperation: nil, samples: 30, batchSize: 2),
      ],
      ratios: ["emptyTitle/library÷seed": 0.005, "emptyTitle/library÷seed (min)": 0.005625],
      machine: MachineInfo(cpu: "Test CPU @ 3.0GHz", cores: 2, kernel: "Linux 6.1.0"),
      toolchain: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", debug: false,
      context: ["font": "Inter-Regular.otf"])
  }

  static func temporaryFolder() throws -> URL {
    try BuiltTool.temporaryFolder("benchmark-run")
  }

  @Test("JSON has the documented keys")
  func jsonKeys() throws {
    let text = try Self.sampleRun().json()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["benchmarks", "ratios", "machine", "toolchain", "debug", "context"])
    let benchmarks = try #require(object["benchmarks"] as? [[String: Any]])
    #expect(
      Set(benchmarks[0].keys) == [
        "name", "medianNanoseconds", "minNanoseconds", "p90Nanoseconds", "madNanoseconds",
        "mallocsPerOperation", "bytesPerOperation", "samples", "batchSize",
      ])
    let machine = try #require(object["machine"] as? [String: Any])
    #expect(Set(machine.keys) == ["cpu", "cores", "kernel"])
    #expect(text.contains("\"emptyTitle/library÷seed\""))
    #expect(!text.contains("\\/"))
  }

  @Test("JSON round trip is lossless, including missing allocation counts")
  func roundTrip() throws {
    let run = Self.sampleRun()
    let decoded = try BenchmarkRun.decode(Data(try run.json().utf8), origin: "test")
    #expect(decoded == run)
    #expect(decoded.result(named: "shaping/faceLoad")?.mallocsPerOperation == nil)
  }

  @Test("save writes atomically, creates folders, and load reads it back")
  func saveAndLoad() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("results/benchmarks/baseline.json").path
    try RunFile.save(Self.sampleRun(), to: path)
    var changed = Self.sampleRun()
    changed.toolchain = "replaced"
    try RunFile.save(changed, to: path)
    #expect(try RunFile.load(path) == changed)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("results/benchmarks").path)
    #expect(leftovers == ["baseline.json"])
  }

  @Test("loading a missing file, bad JSON or another document says which")
  func loadErrors() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing.json").path
    #expect(throws: BenchmarkError.self) { try RunFile.load(missing) }
    do {
      _ = try RunFile.load(missing)
    } catch {
      #expect(error.message.contains("cannot read"))
      #expect(error.message.contains("missing.json"))
    }
    let garbage = Data("not json".utf8)
    #expect(throws: BenchmarkError("'g.json' is not valid JSON")) {
      try BenchmarkRun.decode(garbage, origin: "'g.json'")
    }
    let other = Data(#"{"benchmarks": []}"#.utf8)
    do {
      _ = try BenchmarkRun.decode(other, origin: "'o.json'")
      Issue.record("decoding a document without ratios must fail")
    } catch {
      #expect(error.message.contains("'o.json' is not a saved benchmark run"))
    }
  }
}

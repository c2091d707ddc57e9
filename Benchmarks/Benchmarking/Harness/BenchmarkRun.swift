import Foundation

/// Everything one invocation measured, with where and how: the unit `--save` writes and
/// `--compare` reads.
///
/// JSON keys: `benchmarks` (``BenchmarkResult`` objects), `ratios`, `machine`, `toolchain`,
/// `debug`, and `context` (what the suite ran on, such as the font file).
package struct BenchmarkRun: Sendable, Hashable, Codable {
  /// One result per benchmark, in run order.
  package var benchmarks: [BenchmarkResult]
  /// Named ratios between benchmarks (see ``RatioDefinition``).
  package var ratios: [String: Double]
  /// The machine.
  var machine: MachineInfo
  /// The Swift toolchain.
  package var toolchain: String
  /// Whether the binary was a debug build (its timings mean nothing).
  var debug: Bool
  /// What the suite measured with, such as `font`; absent in runs that recorded nothing.
  var context: [String: String]?

  /// Creates a run.
  package init(
    benchmarks: [BenchmarkResult], ratios: [String: Double], machine: MachineInfo, toolchain: String,
    debug: Bool, context: [String: String]? = nil
  ) {
    self.benchmarks = benchmarks
    self.ratios = ratios
    self.machine = machine
    self.toolchain = toolchain
    self.debug = debug
    self.context = context
  }

  /// The result of the benchmark with this name, if the run has it.
  package func result(named name: String) -> BenchmarkResult? {
    benchmarks.first { $0.name == name }
  }

  /// The run as pretty-printed JSON with sorted keys, ending in a newline.
  ///
  /// - Throws: ``BenchmarkError`` when a value cannot be encoded (a NaN or infinite timing).
  package func json() throws(BenchmarkError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    } catch {
      throw BenchmarkError("cannot encode the run as JSON: \(error)")
    }
  }

  /// Reads a run from JSON.
  ///
  /// - Parameters:
  ///   - data: The JSON bytes.
  ///   - origin: Where they came from, for the error message.
  /// - Returns: The run.
  /// - Throws: ``BenchmarkError`` naming the origin and what is wrong.
  package static func decode(_ data: Data, origin: String) throws(BenchmarkError) -> BenchmarkRun {
    do {
      return try JSONDecoder().decode(BenchmarkRun.self, from: data)
    } catch let DecodingError.keyNotFound(key, context) {
      throw BenchmarkError(
        "\(origin) is not a saved benchmark run: \(describe(context)) has no '\(key.stringValue)'")
    } catch let DecodingError.typeMismatch(_, context) {
      throw BenchmarkError("\(origin) is not a saved benchmark run: \(describe(context)) has the wrong type")
    } catch let DecodingError.valueNotFound(_, context) {
      throw BenchmarkError("\(origin) is not a saved benchmark run: \(describe(context)) is null")
    } catch {
      throw BenchmarkError("\(origin) is not valid JSON")
    }
  }

  private static func describe(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
    return path.isEmpty ? "the top level" : "'" + path.joined() + "'"
  }
}

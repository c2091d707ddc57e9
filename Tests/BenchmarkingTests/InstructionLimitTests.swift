import Benchmarking
import Testing

/// A hot path's instructions against its floor's: over only above the limit, one error line that
/// names the benchmark, its count and the limit, and a limit for every hot path the timed ratios
/// hold.
@Suite("Instruction limits")
struct InstructionLimitTests {
  static let limit = InstructionLimit(name: "a÷b", numerator: "a", denominator: "b", limit: 1.25)

  @Test(
    "over only above the limit; a floor of 0 or a count that is not finite is over too",
    arguments: [
      (102.5, 82, false, 1.25), (102.50001, 82, true, 1.2500001219512195),
      (99, 82, false, 1.2073170731707317),
      (0, 82, false, 0), (1, 0, true, .infinity), (.nan, 82, true, .nan), (99, .infinity, true, 0),
    ] as [(Double, Double, Bool, Double)])
  func judge(numerator: Double, denominator: Double, over: Bool, ratio: Double) throws {
    let judgement = try #require(Self.limit.judge(["a": numerator, "b": denominator, "c": 1]))
    #expect(judgement.isOver == over)
    #expect(judgement.ratio == ratio || (judgement.ratio.isNaN && ratio.isNaN))
    #expect(judgement.numeratorCount == numerator || numerator.isNaN)
    #expect(judgement.denominatorCount == denominator)
  }

  @Test("a limit with a side not counted is not judged")
  func missingSide() {
    #expect(Self.limit.judge(["a": 99]) == nil)
    #expect(Self.limit.judge(["b": 82]) == nil)
    #expect(Self.limit.judge([:]) == nil)
  }

  @Test("the error line names the benchmark, its count, its floor's and the limit")
  func errorLine() throws {
    let library = InstructionLimit(
      name: "emptyTitle/library÷limit", numerator: "emptyTitle/library", denominator: "emptyTitle/limit",
      limit: 1.25)
    let judgement = try #require(library.judge(["emptyTitle/library": 121, "emptyTitle/limit": 82]))
    #expect(judgement.allowedCount == 102.5)
    #expect(
      judgement.errorLine
        == "error: emptyTitle/library: 121.00 instructions per operation, 1.476 × emptyTitle/limit (82.00); its limit is 1.250 × (102.50)"
    )
    let seed = InstructionLimit(
      name: "emptyTitle/library÷seed", numerator: "emptyTitle/library", denominator: "emptyTitle/seed",
      limit: 0.00416)
    let small = try #require(seed.judge(["emptyTitle/library": 121, "emptyTitle/seed": 24538.85]))
    #expect(
      small.errorLine
        == "error: emptyTitle/library: 121.00 instructions per operation, 0.00493 × emptyTitle/seed (24538.85); its limit is 0.00416 × (102.08)"
    )
  }

  @Test(
    "the suite's limits: the counted ratio plus 3 %, rounded up",
    arguments: [
      ("emptyTitle/library÷limit", "emptyTitle/library", "emptyTitle/limit", 1.25),
      ("emptyTitle/library÷borrow", "emptyTitle/library", "emptyTitle/borrow", 1.26),
      ("emptyTitle/library÷seed", "emptyTitle/library", "emptyTitle/seed", 0.00416),
      ("emptyTitle/composite÷limit", "emptyTitle/composite", "emptyTitle/limit", 1.31),
      ("padded/warm÷measureOnce", "padded/warm", "padded/measureOnce", 2.06),
      ("shaping/run/64÷harfbuzz/64", "shaping/run/64", "shaping/harfbuzz/64", 1.27),
      ("solver/fit33x321÷evaluate", "solver/fit33x321", "solver/evaluate33x321", 16.1),
      ("solver/fit33x321/rms÷minimax", "solver/fit33x321/rms", "solver/fit33x321", 2.66),
    ] as [(String, String, String, Double)])
  func suiteLimits(name: String, numerator: String, denominator: String, limit: Double) throws {
    let found = try #require(CalibrateBenchmarks.instructionLimits.first { $0.name == name })
    #expect(
      found == InstructionLimit(name: name, numerator: numerator, denominator: denominator, limit: limit))
  }

  @Test("every hot path with a time limit has an instruction limit against the same floor")
  func everyTimedRatioCounted() {
    let limits = CalibrateBenchmarks.instructionLimits
    #expect(limits.count == CalibrateBenchmarks.ratios.count)
    for ratio in CalibrateBenchmarks.ratios {
      #expect(
        limits.contains {
          $0.name == ratio.name && $0.numerator == ratio.numerator && $0.denominator == ratio.denominator
        },
        "\(ratio.name)")
    }
  }

  @Test("every benchmark a limit names is counted over a set number of its inputs")
  func iterations() {
    let names = Set(CalibrateBenchmarks.all.map(\.name))
    let gate = InstructionGate(
      limits: CalibrateBenchmarks.instructionLimits, iterations: CalibrateBenchmarks.instructionIterations)
    #expect(Set(gate.benchmarks) == Set(CalibrateBenchmarks.instructionIterations.keys))
    for name in gate.benchmarks {
      #expect(names.contains(name), "\(name)")
      let operations = CalibrateBenchmarks.instructionIterations[name] ?? 0
      // The title and padding benchmarks cycle through 64 widths or rows.
      if name.hasPrefix("emptyTitle/") || name.hasPrefix("padded/") {
        #expect(operations % 64 == 0, "\(name)")
      }
      #expect(operations >= 4, "\(name)")
    }
  }
}

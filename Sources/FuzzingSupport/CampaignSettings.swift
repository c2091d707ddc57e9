/// What every fuzz campaign's command line sets, whatever it fuzzes: how many cases, the seed,
/// one case to reproduce, the workers, the time limit, the executable and where findings go.
///
/// Threading: a plain value; `Sendable`.
public struct CampaignSettings: Sendable, Equatable {
  /// How many cases to run.
  public var cases: Int
  /// The seed every case derives from.
  public var seed: UInt64 = 1
  /// Run only this case number of the seed (to reproduce a finding).
  public var onlyCase: Int?
  /// How many cases run at once.
  public var jobs = 2
  /// Seconds each command may run before it counts as a hang.
  public var timeout = 10.0
  /// The `calibrate` executable; `nil` uses the one next to the fuzzer.
  public var calibrate: String?
  /// Where findings are saved.
  public var findings = ".build/fuzz-findings"

  /// The defaults of a campaign that runs `cases` cases unless told otherwise.
  public init(cases: Int) {
    self.cases = cases
  }

  /// The case numbers to run.
  public var caseIndices: [Int] { onlyCase.map { [$0] } ?? Array(0..<cases) }
}

/// What every fuzz campaign's command line sets, whatever it fuzzes: how many cases, the seed,
/// one case to reproduce, the workers, the time limit, the executable and where findings go.
///
/// Threading: a plain value; `Sendable`.
struct CampaignSettings: Sendable, Equatable {
  /// How many cases to run.
  package var cases: Int
  /// The seed every case derives from.
  package var seed: UInt64 = 1
  /// Run only this case number of the seed (to reproduce a finding).
  var onlyCase: Int?
  /// How many cases run at once.
  package var jobs = 2
  /// Seconds each command may run before it counts as a hang.
  var timeout = 10.0
  /// The `calibrate` executable; `nil` uses the one next to the fuzzer.
  package var calibrate: String?
  /// Where findings are saved.
  package var findings = ".build/fuzz-findings"

  /// The defaults of a campaign that runs `cases` cases unless told otherwise.
  package init(cases: Int) {
    self.cases = cases
  }

  /// The case numbers to run.
  var caseIndices: [Int] { onlyCase.map { [$0] } ?? Array(0..<cases) }
}

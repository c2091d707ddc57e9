/// What a damaged file is given to: `calibrate check`, or `calibrate batch --resume`.
enum JSONFuzzTarget: String, Sendable, CaseIterable {
  /// A stored result through `calibrate check FILE`.
  case check
  /// A batch output through `calibrate batch ... --output FILE --resume`.
  case resume

  /// The command in reports.
  package var command: String {
    switch self {
    case .check: return "check"
    case .resume: return "batch --resume"
    }
  }
}

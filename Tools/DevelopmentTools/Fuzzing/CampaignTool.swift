import CalibrateSupport

/// What both fuzzing tools' command lines do alike beyond parsing: print progress a tenth of the
/// run at a time.
enum CampaignTool {
  /// The progress callback of a run of `total` cases: a line every tenth of the run and at its end,
  /// `tool: done/total cases, N findings`.
  package static func progress(tool: String, total: Int) -> @Sendable (_ done: Int, _ findings: Int) -> Void {
    let step = max(1, total / 10)
    return { done, findings in
      if done % step == 0 || done == total {
        StandardConsole().diagnose(
          "\(tool): \(done)/\(total) cases, \(findings) finding\(findings == 1 ? "" : "s")\n")
      }
    }
  }
}

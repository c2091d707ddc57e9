import CalibrateSupport

/// What `calibrate report` sets: the batch outputs and the page to write.
struct ReportOptions: WritingOptions {
  /// The batch outputs the page is made of.
  var files: [String] = []
  var output: String?
  var help = false
  var given = GivenOptions()
}

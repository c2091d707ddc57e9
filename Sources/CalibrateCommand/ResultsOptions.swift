import CalibrateSupport

/// What `calibrate results` sets: the folder the reference results are written to.
struct ResultsOptions: ParsedOptions {
  /// The folder of the results.
  var directory = "results"
  var help = false
  var given = GivenOptions()
}

// MARK: - Options of the results

extension CommandLineOption where Options == ResultsOptions {
  static var directory: Self {
    .text(
      "--directory", value: "FOLDER", needs: "a folder", help: "Where to write the results (default results)."
    ) { $0.directory = $1 }
  }
}

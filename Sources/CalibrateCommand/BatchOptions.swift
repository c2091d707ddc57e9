import CalibrateSupport
import TextMetrics

/// What `calibrate batch` sets: the shared options, where the fonts come from, the
/// configurations, the workers, and the output and its report.
struct BatchOptions: CalibratingOptions {
  var calibration = CalibrationOptions()
  /// Fonts to calibrate, as files or folders searched recursively.
  var fontPaths: [String] = []
  /// A file listing font paths, one per line.
  var fontList: String?
  /// A fontconfig pattern whose matches are calibrated.
  var fontPattern: String?
  /// Device scales, one configuration each.
  var scales: [Double]?
  /// Hinting modes, one configuration each.
  var hintings: [HintingMode]?
  /// Worker threads.
  var jobs: Int?
  /// Skip faces already in the output file.
  var resume = false
  /// No progress output.
  var quiet = false
  /// This run's shard (1-based) and the shard count.
  var shard: (index: Int, count: Int)?
  /// The HTML report to write from the output when the run ends.
  var report: String?
  /// Run the whitespace QA of each face, recorded on its first line.
  var qa = false
}

// MARK: - Options of the batch alone

extension CommandLineOption where Options == BatchOptions {
  static var fonts: Self {
    .text(
      "--fonts", value: "PATH", needs: "a file or folder",
      help:
        "A font file, or a folder searched recursively for .ttf, .otf, .ttc, .otc, .woff, .woff2, .pfb, .pfa and .t1 files; repeat for more.",
      repeatable: true
    ) { $0.fontPaths.append($1) }
  }

  static var list: Self {
    .text(
      "--list", value: "FILE", needs: "a file",
      help: "A file naming one font path per line (# starts a comment)."
    ) { $0.fontList = $1 }
  }

  static var pattern: Self {
    CommandLineOption(
      "--pattern", value: "PATTERN",
      help:
        "Calibrate every installed face fontconfig lists for a pattern, such as ':lang=en' or 'Noto Sans'."
    ) { options, value throws(UsageError) in options.fontPattern = value }
  }

  static var scaleList: Self {
    CommandLineOption(
      "--scale", value: "LIST", help: "Device scales, one configuration each, such as 1,2,3 (default 2)."
    ) { options, value throws(UsageError) in
      options.scales = try list(value) { item throws(UsageError) in
        try OptionValue.positiveNumber(item, option: "--scale", maximum: RenderConfiguration.maximumScale)
      }
    }
  }

  static var hintingList: Self {
    CommandLineOption(
      "--hinting", value: "LIST",
      help: "Hinting modes, one configuration each, such as none,full (default none)."
    ) { options, value throws(UsageError) in
      options.hintings = try list(value) { item throws(UsageError) in
        guard let mode = HintingMode(rawValue: item) else {
          throw UsageError("--hinting must list none, light or full, not '\(TerminalText.printable(item))'")
        }
        return mode
      }
    }
  }

  static var jobs: Self {
    .wholeNumber(
      "--jobs", value: "N", help: "Faces calibrated at once (default: the number of cores).", in: 1...256
    ) { $0.jobs = $1 }
  }

  static var resume: Self {
    CommandLineOption(
      flag: "--resume",
      help:
        "Skip faces and configurations already in --output. A torn last line left by a killed run is dropped with a warning; any other line that is not a record stops the resume and is left as it is."
    ) { $0.resume = true }
  }

  static var qa: Self {
    CommandLineOption(
      flag: "--qa",
      help:
        "Also check each face's whitespace as calibrate qa does (hinting at 8...120 ppem in light and full), recorded as \"qa\" on the face's first line; --report opens with the findings."
    ) { $0.qa = true }
  }

  static var quiet: Self {
    CommandLineOption(flag: "--quiet", help: "Print no progress.") { $0.quiet = true }
  }

  static var shard: Self {
    CommandLineOption(
      "--shard", value: "K/N",
      help:
        "Calibrate only the K-th of N equal shares of the faces (1-based), for splitting a library across machines."
    ) { options, value throws(UsageError) in
      let parts = value.split(separator: "/")
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
        (1...count).contains(index)
      else {
        throw UsageError("--shard must look like 2/8 (shard 2 of 8), not '\(TerminalText.printable(value))'")
      }
      options.shard = (index, count)
    }
  }

  static var report: Self {
    .text(
      "--report", value: "FILE.html", needs: "a file name",
      help:
        "When the run ends, also write the HTML report of --output (as calibrate report does), failed faces included; needs --output."
    ) { $0.report = $1 }
  }

  /// Parses each comma-separated item of a list (spaces around items allowed).
  private static func list<Item>(
    _ value: String, _ parse: (String) throws(UsageError) -> Item
  ) throws(UsageError) -> [Item] {
    var items: [Item] = []
    for item in value.split(separator: ",", omittingEmptySubsequences: false) {
      items.append(try parse(item.trimmingSpaces()))
    }
    return items
  }
}

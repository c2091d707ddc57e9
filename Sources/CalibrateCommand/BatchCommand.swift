import CalibrateSupport
import CalibrationReports
import FontCalibration
import TextMetrics

/// `calibrate batch`: calibrate many fonts in parallel, one JSON line per face and configuration.
enum BatchCommand: Command {
  static let table = OptionTable<BatchOptions>(
    command: "calibrate batch",
    synopsis:
      "calibrate batch (--fonts PATH | --list FILE | --pattern PATTERN) [fit options] [--method count|composite] [--qa] [--jobs N] [--output FILE.jsonl [--resume] [--report FILE.html]]",
    summary: """
      Calibrates every face of many fonts with the same fit options as calibrate, in parallel, and
      writes one JSON line per face and configuration as each finishes (the object calibrate
      --format json prints, plus "id"). --scale and --hinting take lists; each combination is a
      configuration. A face that fails becomes a line with "error" and the run goes on; the exit
      status is 1 if any failed. Lines are independent, so large libraries can be split with
      --shard K/N across machines and the outputs concatenated. With --method composite each line
      carries the "composite" record too; --resume refuses a file written with another method.
      --report writes, when the run ends, the HTML page calibrate report makes of --output, from
      the records in memory (only lines an earlier run left are read back). --qa adds each face's
      whitespace QA to its first line, and the page opens with those findings. --variation sets
      the axes a face has: a static face, or one without an axis, is calibrated as it is.
      """,
    options: [
      .fonts, .list, .pattern, .sizes, .scaleList, .hintingList, .placeholder, .widths, .step,
      .padding, .model, .labelRounding,
      .measureSize, .objective, .method, .placeholders, .guardCharacter(profiles: false), .variation,
      .tracking, .jobs, .shard, .qa,
      .output, .resume, .report, .quiet, .help,
    ]
  )

  /// One unit of work: a face under one configuration.
  struct Task: Sendable {
    var path: String
    var faceIndex: Int
    var scale: Double
    var hinting: HintingMode

    var id: String { "\(path)#\(faceIndex)@\(NumberFormat.number(scale))x/\(hinting.rawValue)" }
  }

  static func validate(_ options: BatchOptions) throws(UsageError) {
    try options.calibration.validateSizing()
    try options.calibration.validateMethod()
    guard !options.fontPaths.isEmpty || options.fontList != nil || options.fontPattern != nil else {
      throw UsageError("calibrate batch needs fonts: --fonts PATH, --list FILE or --pattern PATTERN")
    }
    if options.resume && options.output == nil {
      throw UsageError("--resume needs --output FILE.jsonl to resume")
    }
    if options.report != nil && options.output == nil {
      throw UsageError("--report needs --output FILE.jsonl, the file the report is made of")
    }
  }

  static func run(_ options: BatchOptions, console: any Console) throws(CommandError) {
    let items = try FontInventory.items(options)
    let configurations = (options.scales ?? [options.calibration.settings.scale]).flatMap { scale in
      (options.hintings ?? [options.calibration.settings.hinting]).map { (scale, $0) }
    }
    let done =
      options.resume
      ? try BatchOutput.resume(
        options.output ?? "", method: options.calibration.settings.method, console: console) : []
    let output =
      try options.output.map { path throws(CommandError) in
        try CommandError.filing { () throws(FileError) in try BatchOutput(path: path, resume: options.resume)
        }
      } ?? BatchOutput()
    let progress = BatchProgress(
      console: console, total: items.count * configurations.count - done.count, quiet: options.quiet)
    let shared = SharedWriter(output: output, progress: progress, keepsRecords: options.report != nil)
    // One file per piece of work; a file that cannot be written stops every worker.
    do throws(FileError) {
      try WorkerPool.run(count: items.count, jobs: options.jobs ?? WorkerPool.processorCount) {
        (index: Int) throws(FileError) in
        let lines = calibrate(items[index], configurations: configurations, done: done, options: options) {
          extraFaces in
          shared.expect(extraFaces * configurations.count)
        }
        for line in lines { try shared.write(line) }
      }
    } catch {
      throw .file(error)
    }
    if let report = options.report, let path = output.path {
      let made = try writeReport(report, of: path, output: output, lines: shared.lines)
      if !options.quiet {
        console.diagnose(
          "batch: wrote report '\(TerminalText.printable(report))' (\(made.rows) face-configurations, \(NumberFormat.fixed(Double(made.bytes) / 1e6, 2)) MB) in \(NumberFormat.fixed(made.seconds, 3)) s\n"
        )
      }
    }
    let summary = shared.summary
    if !options.quiet {
      // The same count as the report's: face-configurations, one per line, failures included.
      let calibrated = summary.done - summary.failed
      let skipped = done.isEmpty ? "" : "; \(done.count) skipped as already done"
      console.diagnose(
        "batch: \(Self.count(summary.done, "face-configuration")) (a face under one scale and hinting, a line each): \(calibrated) calibrated, \(summary.failed) failed\(skipped); \(NumberFormat.fixed(summary.rate, 1)) per second\n"
      )
    }
    if summary.failed > 0 {
      throw .batchFailures(failed: summary.failed, done: summary.done, output: options.output)
    }
  }

  /// Writes the page of the whole output file (`--report`): the lines an earlier run left, read
  /// back, and this run's records as they were written, not parsed again.
  ///
  /// - Returns: The page's rows and bytes and the seconds it took.
  private static func writeReport(
    _ report: String, of path: String, output: BatchOutput, lines: [BatchLine]
  ) throws(CommandError) -> (rows: Int, bytes: Int, seconds: Double) {
    let start = MonotonicClock.nanoseconds()
    var merged = BatchReport()
    var earlierLines = 0
    if output.startLength > 0 {
      // A resumed file ends with a newline, so this run's lines number on from its last.
      let bytes = try CommandError.filing { () throws(FileError) in try TextFile.bytes(path) }
      let earlier = Array(bytes.prefix(output.startLength))
      earlierLines = earlier.count { $0 == UInt8(ascii: "\n") }
      try CommandError.reporting { () throws(ResultFileError) in try merged.read(earlier, file: path) }
    }
    try CommandError.reporting { () throws(ResultFileError) in
      try merged.merge(written: lines, file: path, firstLine: earlierLines + 1)
    }
    let bytes = try ReportCommand.write(merged, to: report)
    return (merged.count, bytes, MonotonicClock.seconds(since: start))
  }

  /// `n thing` or `n things`.
  static func count(_ number: Int, _ thing: String) -> String {
    "\(number) \(thing)\(number == 1 ? "" : "s")"
  }

  /// One output line and the record it holds.
  struct Line {
    /// The record and its line.
    var written: BatchLine
    var success: Bool
    /// A warning about the face for standard error (a placeholder the font lacks), printed once
    /// per face: only its first configuration's line carries it.
    var warning: String?

    init(_ record: BatchRecord, success: Bool, warning: String? = nil) {
      written = BatchLine(record)
      self.success = success
      self.warning = warning
    }
  }

  /// Calibrates every face of a file under every configuration, as JSON lines.
  static func calibrate(
    _ item: FontInventory.Item, configurations: [(Double, HintingMode)], done: Set<String>,
    options: BatchOptions,
    discovered: (Int) -> Void
  ) -> [Line] {
    var lines: [Line] = []
    var faces = item.faceIndex.map { [$0] } ?? [0]
    var face = 0
    while face < faces.count {
      let faceIndex = faces[face]
      face += 1
      let tasks = configurations.map { scale, hinting in
        Task(path: item.path, faceIndex: faceIndex, scale: scale, hinting: hinting)
      }
      // Each face is loaded once and calibrated under every configuration.
      let font: Font
      do throws(MetricsError) {
        font = try open(item.path, faceIndex: faceIndex, variations: options.calibration.settings.variations)
      } catch {
        lines += tasks.filter { !done.contains($0.id) }.map {
          errorLine($0, method: options.calibration.settings.method, error.description)
        }
        continue
      }
      if item.faceIndex == nil && faceIndex == 0 && font.info.faceCount > 1 {
        faces += Array(1..<font.info.faceCount)
        discovered(font.info.faceCount - 1)
      }
      var warned = false
      var audited = !options.qa
      for task in tasks where !done.contains(task.id) {
        var settings = options.calibration.settings
        settings.variations = font.info.variations
        settings.font = item.path
        settings.faceIndex = faceIndex
        settings.scale = task.scale
        settings.hinting = task.hinting
        do throws(FontCalibrationError) {
          let run = try CalibrationRun.perform(settings, font: font)
          var warning: String? = nil
          if !warned, let found = run.warning {
            warning = "\(found) ('\(item.path)'\(faceIndex == 0 ? "" : " face \(faceIndex)"))"
            warned = true
          }
          var document = ResultDocument(run)
          if !audited {
            // The face's QA, once, on its first line this run writes.
            audited = true
            document.qa = try? QARecord(FaceAudit.audit(font, instance: nil, settings: QASettings()))
          }
          lines.append(Line(.result(id: task.id, document), success: true, warning: warning))
        } catch {
          lines.append(errorLine(task, method: settings.method, error.description))
        }
      }
    }
    return lines
  }

  /// Opens a face of a library at the `--variation` settings of the axes it has: a static face,
  /// or a variable one without some of the axes, is calibrated as it is on those, not refused.
  /// A value outside an axis the face has is still an error.
  static func open(_ path: String, faceIndex: Int, variations: [FontVariation]) throws(MetricsError) -> Font {
    let font = try Font(path: path, faceIndex: faceIndex)
    guard !variations.isEmpty else { return font }
    let axes = Set(font.info.axes.map(\.tag))
    let applicable = variations.filter { axes.contains($0.tag) }
    return applicable.isEmpty ? font : try Font(path: path, faceIndex: faceIndex, variations: applicable)
  }

  /// The line of a failed task; it names the method unless it is the count method, as a result
  /// line does, so that `--resume` knows which method wrote it.
  private static func errorLine(_ task: Task, method: CalibrationSettings.Method, _ reason: String) -> Line {
    let record = BatchRecord.failure(
      id: task.id, path: task.path, faceIndex: task.faceIndex, scale: task.scale, hinting: task.hinting,
      method: method == .count ? nil : method.rawValue, error: reason)
    return Line(record, success: false)
  }
}

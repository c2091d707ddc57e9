import CalibrateSupport
import CalibrationReports
import FontCalibration

/// `calibrate check FILE...`: recompute stored results with the settings they record and report
/// what moved.
enum CheckCommand: Command {
  static let table = OptionTable<CheckOptions>(
    command: "calibrate check",
    synopsis: "calibrate check FILE.json... [--tolerance 1e-9]",
    summary: """
      Recomputes stored JSON results (calibrate --format json) with the settings each records and
      compares every field: integers exactly, other numbers within --tolerance. Prints one ok line
      per unchanged file, or a font/size/field/old/new table for each file that moved, and then
      exits 1. make check-results runs it over results/.
      """,
    options: [.tolerance, .help],
    operands: .init("FILE") { options, value throws(UsageError) in
      guard !value.isEmpty else { throw UsageError("calibrate check needs result files, not an empty name") }
      options.files.append(value)
    }
  )

  static func validate(_ options: CheckOptions) throws(UsageError) {
    guard !options.files.isEmpty else {
      throw UsageError("calibrate check needs one or more result files (calibrate check FILE.json...)")
    }
  }

  static func run(_ options: CheckOptions, console: any Console) throws(CommandError) {
    // Every file is read and understood before anything runs, so a bad file fails alone.
    var stored: [(file: String, document: ResultDocument, settings: CalibrationSettings)] = []
    for file in options.files {
      let bytes = try CommandError.filing { () throws(FileError) in try TextFile.bytes(file) }
      let (document, settings) = try CommandError.reporting { () throws(ResultFileError) in
        let document = try ResultCheck.read(bytes, file: file)
        return (document, try ResultCheck.settings(of: document, file: file))
      }
      stored.append((file, document, settings))
    }
    var moved: [(file: String, fields: Int)] = []
    for (file, document, settings) in stored {
      // The settings come from the file, so a failure names it (a damaged size or font path).
      let run: CalibrationRun
      do throws(FontCalibrationError) {
        run = try CalibrationRun.perform(settings)
      } catch {
        throw .cannotRecompute(file: file, reason: error.description)
      }
      // A run's own JSON records every composite title; stored results do not. Compare alike.
      let titles = document.composite?.sizes.first?.titles != nil
      let differences = ResultCheck.differences(
        old: document, new: ResultDocument(run, titles: titles), tolerance: options.tolerance)
      if differences.isEmpty {
        let version =
          document.schemaVersion == ResultDocument.currentSchemaVersion
          ? ""
          : "; written with schema version \(document.schemaVersion), read as version \(ResultDocument.currentSchemaVersion)"
        console.write(
          "\(file): ok (\(settings.sizes.count) sizes recomputed, nothing moved beyond \(options.tolerance)\(version))\n"
        )
      } else {
        console.write(ResultCheck.report(file: file, differences: differences))
        moved.append((file, differences.count))
      }
    }
    if let first = moved.first {
      throw .resultsMoved(
        file: first.file, fields: moved.reduce(0) { $0 + $1.fields }, failedFiles: moved.count,
        files: options.files.count)
    }
  }
}

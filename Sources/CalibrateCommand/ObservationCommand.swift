import TextMetrics
import WidthCalibration

/// `calibrate --observations FILE.csv`: fits the constants from button widths measured on a
/// real device instead of from FreeType and HarfBuzz.
///
/// Per size, a least-squares line width = P + count × a gives the implied padding P and
/// placeholder advance a; with the symbol width w the app measures (the unhinted advance in
/// `--font`, or `--measure-font`, at each size or at `--measure-size`), the closed form
/// shiftFactor = w / a, minimumWidth = P - a/2 reaches the floor a/2. A global pair is fitted
/// with the usual solver on the implied values, using the mean of the implied paddings.
enum ObservationCommand {
  /// Reads the observations, fits and writes the report in `--format` to standard output or
  /// `--output`.
  ///
  /// - Parameters:
  ///   - options: The parsed command line; `observations` names the CSV file.
  ///   - console: Where results and warnings go.
  /// - Throws: ``RuntimeError`` with one line (exit 1).
  static func run(_ options: CommandOptions, console: Console) throws {
    guard let path = options.observations else {
      throw RuntimeError("--observations needs a CSV file of size,count,width rows")
    }
    let table = try ObservationTable.read(path)
    let lines = try table.lines()
    let font: Font
    if let measureFont = options.measureFont {
      font = try FontLoader.open(measureFont, faceIndex: 0, variations: [])
    } else {
      font = try FontLoader.open(options.font, faceIndex: options.faceIndex, variations: options.variations)
    }
    let report = try ObservationReport.make(table: table, lines: lines, font: font, options: options)
    if report.symbolIsSynthesized {
      console.diagnose(
        "warning: \(font.info.family) has no glyph for \(ScalarNotation.format(options.placeholder)); HarfBuzz synthesizes its width from the space glyph\n"
      )
    }
    let text: String
    switch options.format {
    case .table: text = report.table()
    case .json: text = report.json().serialized() + "\n"
    case .csv: text = report.csv()
    }
    if let output = options.output {
      try AtomicFile.write(text, to: output)
    } else {
      console.write(text)
    }
  }
}

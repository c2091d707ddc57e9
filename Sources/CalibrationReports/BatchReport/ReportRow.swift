import CalibrateSupport
import PlaceholderTitle
import TextMetrics

/// One row of the batch report's table: a face and configuration, calibrated or failed.
///
/// Threading: a plain value; `Sendable`.
struct ReportRow: Sendable {
  /// The record and where it was read.
  let entry: BatchReport.Entry
  /// The global pair's largest |e|, or `nil` for a failure: the page's order, kept at hand.
  let globalError: Double?

  /// A row.
  init(_ entry: BatchReport.Entry) {
    self.entry = entry
    if case .calibrated(let document) = entry.record.outcome {
      globalError = document.global.maxError
    } else {
      globalError = nil
    }
  }

  /// The errors of a calibrated record recomputed for its chart, or why there are none; `nil`
  /// for a failure. Each call recomputes them: the page asks once per row, as it draws it.
  func errors() -> Result<RecordedErrors, RecordedErrors.Unavailable>? {
    guard let document else { return nil }
    return Result { () throws(RecordedErrors.Unavailable) in
      try RecordedErrors(document, bins: FaceChart.Layout.bins)
    }
  }

  /// The record's face and configuration.
  var id: String { entry.record.id }

  /// The file's name, with the face index of a face after the first.
  var fileName: String {
    switch entry.record.outcome {
    case .failed(let failure): return Self.fileName(failure.path, faceIndex: failure.faceIndex)
    case .calibrated(let document):
      return Self.fileName(document.font.path, faceIndex: document.font.faceIndex)
    }
  }

  /// Whether the font has no glyph for the placeholder, whose width HarfBuzz synthesized.
  var isSynthesized: Bool { document?.sizes.contains(where: \.synthesized) ?? false }

  /// The calibrated record, or `nil` for a failure.
  var document: ReportRecord.Calibrated? { entry.record.calibrated }

  /// The order of a page without scripts: the global pair's largest |e|, worst first, then
  /// failures; ties by id.
  static func worstFirst(_ left: ReportRow, _ right: ReportRow) -> Bool {
    switch (left.globalError, right.globalError) {
    case (let a?, let b?) where a != b: return a > b
    case (.some, nil): return true
    case (nil, .some): return false
    default: return left.id < right.id
    }
  }

  // MARK: - Cells

  /// The text of each cell, in column order (``BatchReportPage/columns``), and the file's full
  /// path for the face cell's `title`. The face cell's text is the family and style; the page
  /// adds the file's name (``fileName``) under it.
  var cells: (texts: [String], path: String) {
    let texts = BatchReportPage.columns.map { text($0.name) }
    switch entry.record.outcome {
    case .failed(let failure): return (texts, failure.path)
    case .calibrated(let document): return (texts, document.font.path)
    }
  }

  /// The text of the row's cell in a column.
  func text(_ column: BatchReportPage.Column.Name) -> String {
    let dash = "—"
    switch entry.record.outcome {
    case .failed(let failure):
      switch column {
      case .face: return "face not read"
      case .configuration: return Self.configuration(failure.scale, failure.hinting)
      default: return dash
      }
    case .calibrated(let document):
      let global = document.global
      switch column {
      case .face: return "\(document.font.family) \(document.font.style)"
      case .format: return "\(document.font.format), \(document.font.unitsPerEm) units/em"
      case .configuration: return Self.configuration(document.scale, document.hinting)
      case .advanceAt15: return Self.advanceAt15(document)
      case .perSizeFloor: return Self.points(global.perSizeFloor)
      case .globalPair:
        return "\(Self.decimal(global.shiftFactor, 5)), \(Self.decimal(global.minimumWidth, 3))"
          + (global.degenerateOptimum == nil ? "" : " (inside the box)")
      case .globalMaxError: return Self.points(global.maxError) + Self.degenerate(global)
      case .handTunedMaxError: return Self.points(document.handTuned.maxError)
      case .compositeMaxError:
        return document.composite.map {
          "\(Self.points($0.maxError)) (\(Self.decimal($0.maxErrorPixels, 3)) px)"
        } ?? dash
      case .sizingModel: return Self.model(document)
      }
    }
  }

  /// After the global pair's largest |e|, what a degenerate optimum is and its largest |e|
  /// (`; degenerate optimum N = 7 for every width: 46.000 pt`); nothing without one. The number
  /// the column sorts by, the box pair's, stays first.
  static func degenerate(_ global: ReportRecord.Global) -> String {
    guard let optimum = global.degenerateOptimum else { return "" }
    let what = DegenerateWording.optimum(
      counts: optimum.counts,
      constants: PlaceholderConstants(shiftFactor: optimum.shiftFactor, minimumWidth: optimum.minimumWidth))
    return "; degenerate optimum \(what): \(points(optimum.maxError))"
  }

  /// The placeholder's advance at 15 pt (UIKit's swipe-action title), or, when 15 pt is not
  /// among the record's sizes, at the size nearest to it (the smaller of two), named after it.
  static func advanceAt15(_ document: ReportRecord.Calibrated) -> String {
    guard
      let nearest = document.sizes.min(by: {
        (abs($0.size - 15), $0.size) < (abs($1.size - 15), $1.size)
      })
    else { return "—" }
    let advance = "\(decimal(nearest.advance, 4)) pt"
    return nearest.size == 15 ? advance : "\(advance) at \(NumberFormat.size(nearest.size)) pt"
  }

  /// A scale and a hinting mode: `@2x full`.
  static func configuration(_ scale: Double, _ hinting: HintingMode) -> String {
    "@\(NumberFormat.number(scale))x \(hinting.rawValue)"
  }

  /// The sizing model in a few words.
  static func model(_ document: ReportRecord.Calibrated) -> String {
    guard let model = document.model else { return "plain, P \(NumberFormat.number(document.padding)) pt" }
    return "\(model.name), \(model.labelRounding.rawValue)"
  }

  /// The file's name, with the face index of a face after the first.
  static func fileName(_ path: String, faceIndex: Int) -> String {
    let name = AtomicFile.baseName(of: path)
    return faceIndex == 0 ? name : "\(name) #\(faceIndex)"
  }

  /// A value in points with 3 decimals.
  static func points(_ value: Double) -> String { "\(decimal(value, 3)) pt" }

  /// A number with a fixed count of decimals (non-finite values, which a record cannot hold, as
  /// Swift writes them).
  static func decimal(_ value: Double, _ decimals: Int) -> String {
    value.isFinite ? NumberFormat.fixed(value, decimals) : "\(value)"
  }

  // MARK: - Failures

  /// A failure's reason without the face's own names: the path and, before it, the family (such
  /// as `Noto Sans Tamil Supplement (PATH) cannot show placeholder U+200A: it renders as .notdef`
  /// becomes `cannot show placeholder U+200A: it renders as .notdef`), so failures of many faces
  /// group by why they failed.
  static func reason(_ error: String, path: String) -> String {
    guard !path.isEmpty else { return error }
    var reason = error.replacingEvery(path, with: "FILE")
    if let named = reason.firstOccurrence(of: "(FILE) ") { reason = String(reason[named.upperBound...]) }
    return reason
  }
}

import TextMetrics

/// What the batch report keeps of a line of `calibrate batch`: the face and configuration, and
/// the fields the page shows or recomputes its chart from.
///
/// A line is read as a whole ``BatchRecord`` (the types that write it, and read it for every
/// command) and projected onto this view (``init(_:)``), so the schema, its keys and version 1's
/// renames are read in one place; the view keeps a page of many records small. Two lines of one
/// face and configuration are compared as whole records (``BatchReport``).
///
/// Threading: a plain value; `Sendable`.
struct ReportRecord: Sendable, Equatable {
  /// A calibrated face and configuration.
  struct Calibrated: Sendable, Equatable {
    var schemaVersion: Int
    var font: FontRecord
    /// The placeholder as `U+200A`.
    var placeholder: String
    var scale: Double
    var hinting: HintingMode
    /// `font units` or `26.6`, the unit of `advanceUnits`.
    var unit: String
    var padding: Double
    var model: ResultDocument.ModelRecord?
    var method: String?
    var widths: ResultDocument.Widths
    var sizes: [Size]
    var global: Global
    /// The hand-tuned constants (30, 1.1).
    var handTuned: Seed
    var verdict: ResultDocument.VerdictRecord
    var composite: Composite?
    /// The face's whitespace QA, on the line that carries it.
    var qa: QARecord?
  }

  /// What the chart needs of one size.
  struct Size: Sendable, Equatable {
    var size: Double
    var advance: Double
    var advanceUnits: Int
    /// Whether the font has no glyph for the placeholder and HarfBuzz made its width up.
    var synthesized: Bool
    var uniform: Bool
    var symbolWidth: Double
  }

  /// The global pair, its largest |e| and the per-size floor, and a degenerate optimum's count
  /// and largest |e| when there is one (the pair is then the box's).
  struct Global: Sendable, Equatable {
    var shiftFactor: Double
    var minimumWidth: Double
    var maxError: Double
    var perSizeFloor: Double
    var degenerate: Bool? = nil
    var degenerateOptimum: Degenerate? = nil
  }

  /// What the row says of a degenerate optimum.
  struct Degenerate: Sendable, Equatable {
    var counts: [Int]?
    var shiftFactor: Double
    var minimumWidth: Double
    var maxError: Double
  }

  /// The hand-tuned constants, their largest |e| and where it is.
  struct Seed: Sendable, Equatable {
    var shiftFactor: Double
    var minimumWidth: Double
    var maxError: Double
    var worst: ResultDocument.Worst
  }

  /// The composite titles' largest |e|.
  struct Composite: Sendable, Equatable {
    var maxError: Double
    var maxErrorPixels: Double
  }

  /// A face and configuration that failed.
  struct Failed: Sendable, Equatable {
    var path: String
    var faceIndex: Int
    var scale: Double
    var hinting: HintingMode
    var method: String?
    var error: String
  }

  /// Calibrated or failed.
  enum Outcome: Sendable, Equatable {
    case calibrated(Calibrated)
    case failed(Failed)
  }

  /// The face and configuration, `PATH#FACE@SCALEx/HINTING`.
  var id: String
  /// The record.
  var outcome: Outcome

  /// The calibrated record, or `nil` for a failure.
  var calibrated: Calibrated? {
    if case .calibrated(let record) = outcome { return record }
    return nil
  }
}

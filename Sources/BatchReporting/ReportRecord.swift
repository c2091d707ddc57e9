import ResultDocuments
import TextMetrics

/// What the batch report reads of a line of `calibrate batch`: the face and configuration, and
/// the fields the page shows or recomputes its chart from, under the keys ``ResultDocument``
/// declares (its own nested types where the report reads a whole object).
///
/// Decoding with `JSONDecoder` costs per field and per object read, and a batch line holds 33
/// size records of 15 numbers (and, under the composite method, every size's characters and
/// worst title); the report reads five numbers of each size and two of the composite record, so
/// reading this view instead of the whole document takes about half the time. The text still
/// passes the reader's whole strict check, and two lines of one face and configuration are
/// compared as whole records (``BatchReport``).
///
/// Threading: a plain value; `Sendable`.
struct ReportRecord: Decodable, Sendable, Equatable {
  /// A calibrated face and configuration.
  struct Calibrated: Decodable, Sendable, Equatable {
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
    /// The hand-tuned constants (30, 1.1): `handTuned`, or `seed` in a line of schema version 1.
    var handTuned: Seed
    var verdict: ResultDocument.VerdictRecord
    var composite: Composite?

    private enum CodingKeys: String, CodingKey {
      case schemaVersion, font, placeholder, scale, hinting, unit, padding, model, method, widths, sizes,
        global,
        handTuned,
        verdict, composite
      /// The key of ``handTuned`` in schema version 1.
      case seed
    }

    init(
      schemaVersion: Int, font: FontRecord, placeholder: String, scale: Double, hinting: HintingMode,
      unit: String,
      padding: Double,
      model: ResultDocument.ModelRecord?, method: String?, widths: ResultDocument.Widths, sizes: [Size],
      global: Global, handTuned: Seed, verdict: ResultDocument.VerdictRecord, composite: Composite?
    ) {
      self.schemaVersion = schemaVersion
      self.font = font
      self.placeholder = placeholder
      self.scale = scale
      self.hinting = hinting
      self.unit = unit
      self.padding = padding
      self.model = model
      self.method = method
      self.widths = widths
      self.sizes = sizes
      self.global = global
      self.handTuned = handTuned
      self.verdict = verdict
      self.composite = composite
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
      font = try container.decode(FontRecord.self, forKey: .font)
      placeholder = try container.decode(String.self, forKey: .placeholder)
      scale = try container.decode(Double.self, forKey: .scale)
      hinting = try container.decode(HintingMode.self, forKey: .hinting)
      unit = try container.decode(String.self, forKey: .unit)
      padding = try container.decode(Double.self, forKey: .padding)
      model = try container.decodeIfPresent(ResultDocument.ModelRecord.self, forKey: .model)
      method = try container.decodeIfPresent(String.self, forKey: .method)
      widths = try container.decode(ResultDocument.Widths.self, forKey: .widths)
      sizes = try container.decode([Size].self, forKey: .sizes)
      global = try container.decode(Global.self, forKey: .global)
      // Version 1 named the hand-tuned constants `seed`; the version says which key to read.
      let key: CodingKeys = schemaVersion == 1 ? .seed : .handTuned
      handTuned = try container.decode(Seed.self, forKey: key)
      verdict = try container.decode(ResultDocument.VerdictRecord.self, forKey: .verdict)
      composite = try container.decodeIfPresent(Composite.self, forKey: .composite)
    }
  }

  /// What the chart needs of one size.
  struct Size: Decodable, Sendable, Equatable {
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
  struct Global: Decodable, Sendable, Equatable {
    var shiftFactor: Double
    var minimumWidth: Double
    var maxError: Double
    var perSizeFloor: Double
    var degenerate: Bool? = nil
    var degenerateOptimum: Degenerate? = nil
  }

  /// What the row says of a degenerate optimum.
  struct Degenerate: Decodable, Sendable, Equatable {
    var counts: [Int]?
    var shiftFactor: Double
    var minimumWidth: Double
    var maxError: Double
  }

  /// The hand-tuned constants, their largest |e| and where it is.
  struct Seed: Decodable, Sendable, Equatable {
    var shiftFactor: Double
    var minimumWidth: Double
    var maxError: Double
    var worst: ResultDocument.Worst
  }

  /// The composite titles' largest |e|.
  struct Composite: Decodable, Sendable, Equatable {
    var maxError: Double
    var maxErrorPixels: Double
  }

  /// A face and configuration that failed.
  struct Failed: Decodable, Sendable, Equatable {
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

  private enum CodingKeys: String, CodingKey {
    case id, error
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    // As a batch line is written: a failure has "error", a result does not.
    outcome =
      container.contains(.error)
      ? .failed(try Failed(from: decoder)) : .calibrated(try Calibrated(from: decoder))
  }

  /// The calibrated record, or `nil` for a failure.
  var calibrated: Calibrated? {
    if case .calibrated(let record) = outcome { return record }
    return nil
  }
}

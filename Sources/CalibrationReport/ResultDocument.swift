import FontCalibration
import PlaceholderTitle
import TextMetrics
import WidthCalibration

/// The JSON result of one calibration (schema version 1): the one declaration of the schema that
/// `calibrate --format json`, `calibrate batch`, `calibrate results` write and `calibrate check`
/// reads back.
///
/// Writing goes through ``JSONValueEncoder`` (see ``JSONValue`` for why not `JSONEncoder`),
/// reading through Foundation's `JSONDecoder`; both use the `CodingKeys` below, so keys are named
/// once. Widths and errors are in points; `advanceUnits` is exact (font units unhinted, 26.6
/// hinted). A fit never produces a non-finite number, so every number reads back.
///
/// Threading: a plain value; `Sendable`.
public struct ResultDocument: Codable, Sendable, Equatable {
  /// The schema version, bumped whenever a key changes meaning or goes away.
  public static let currentSchemaVersion = 1
  /// The tool's version, recorded in every document.
  public static let toolVersion = "0.1.0"

  /// The schema version of this document.
  public var schemaVersion: Int
  /// The tool and version that wrote it.
  public var tool: String
  /// The render font, with the file's SHA-256.
  public var font: FontRecord
  /// The measure font, when it differs from the render font.
  public var measureFont: FontRecord?
  /// The placeholder as `U+200A`.
  public var placeholder: String
  /// Device pixels per point.
  public var scale: Double
  /// The hinting mode.
  public var hinting: HintingMode
  /// The exact unit of `advanceUnits`: `font units` or `26.6`.
  public var unit: String
  /// The empty button's width P.
  public var padding: Double
  /// What the fit minimized.
  public var objective: FitObjective
  /// The target widths.
  public var widths: Widths
  /// The fixed size the symbol width was measured at, if any.
  public var measureSize: Double?
  /// The point size of AAT tracking, if any.
  public var trackingSize: Double?
  /// The profile the settings came from, if any.
  public var profile: String?
  /// One record per size, ascending.
  public var sizes: [SizeRecord]
  /// The best single pair across sizes.
  public var global: GlobalRecord
  /// The seed constants' errors.
  public var seed: SeedRecord
  /// Whether a per-size table is needed, in a sentence.
  public var verdict: VerdictRecord
  /// The font libraries the numbers came from.
  public var versions: Versions

  /// The target widths `from...through` by `step`.
  public struct Widths: Codable, Sendable, Equatable {
    public var from: Double
    public var through: Double
    public var step: Double
  }

  /// One size's measurements and fit.
  public struct SizeRecord: Codable, Sendable, Equatable {
    public var size: Double
    public var advance: Double
    public var advancePixels: Double
    public var advanceUnits: Int
    public var glyph: Int
    public var synthesized: Bool
    public var notdef: Bool
    public var uniform: Bool
    public var symbolWidth: Double
    public var symbolWidthUnits: Int
    public var shiftFactor: Double
    public var minimumWidth: Double
    public var maxError: Double
    public var rmsError: Double
    public var lowerBound: Double
  }

  /// Where the largest |e| occurs.
  public struct Worst: Codable, Sendable, Equatable {
    public var size: Double
    public var width: Double
    public var error: Double
  }

  /// The global pair and how good it is.
  public struct GlobalRecord: Codable, Sendable, Equatable {
    public var shiftFactor: Double
    public var minimumWidth: Double
    public var maxError: Double
    public var rmsError: Double
    public var largestOvershoot: Double
    public var largestClip: Double
    public var worst: Worst
    public var lowerBound: Double
    public var provenOptimal: Bool
    public var perSizeFloor: Double
    public var excessOverPerSize: Double
  }

  /// The seed constants (30, 1.1) and their errors.
  public struct SeedRecord: Codable, Sendable, Equatable {
    public var shiftFactor: Double
    public var minimumWidth: Double
    public var maxError: Double
    public var rmsError: Double
    public var largestOvershoot: Double
    public var largestClip: Double
    public var worst: Worst
  }

  /// The verdict: is one pair enough?
  public struct VerdictRecord: Codable, Sendable, Equatable {
    public var perSizeTableNeeded: Bool
    public var tolerance: Double
    public var sentence: String
  }

  /// Library versions.
  public struct Versions: Codable, Sendable, Equatable {
    public var freetype: String
    public var harfbuzz: String
  }

  private enum CodingKeys: String, CodingKey {
    case schemaVersion, tool, font, measureFont, placeholder, scale, hinting, unit, padding, objective
    case widths, measureSize, trackingSize, profile, sizes, global, seed, verdict, versions
  }

  /// Writes every key in schema order; the measure font only when there is one, and the three
  /// optional settings as explicit `null`, so every result has the same keys.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(schemaVersion, forKey: .schemaVersion)
    try container.encode(tool, forKey: .tool)
    try container.encode(font, forKey: .font)
    try container.encodeIfPresent(measureFont, forKey: .measureFont)
    try container.encode(placeholder, forKey: .placeholder)
    try container.encode(scale, forKey: .scale)
    try container.encode(hinting, forKey: .hinting)
    try container.encode(unit, forKey: .unit)
    try container.encode(padding, forKey: .padding)
    try container.encode(objective, forKey: .objective)
    try container.encode(widths, forKey: .widths)
    try container.encode(measureSize, forKey: .measureSize)
    try container.encode(trackingSize, forKey: .trackingSize)
    try container.encode(profile, forKey: .profile)
    try container.encode(sizes, forKey: .sizes)
    try container.encode(global, forKey: .global)
    try container.encode(seed, forKey: .seed)
    try container.encode(verdict, forKey: .verdict)
    try container.encode(versions, forKey: .versions)
  }
}

// MARK: - From a run

extension ResultDocument {
  /// The document of a run.
  public init(_ run: CalibrationRun) {
    let settings = run.settings
    let fit = run.fit
    let global = fit.global
    schemaVersion = Self.currentSchemaVersion
    tool = "calibrate \(Self.toolVersion)"
    font = FontRecord(run.font, sha256: run.fontDigest)
    measureFont = run.measureFont.map { FontRecord($0) }
    placeholder = ScalarNotation.format(settings.placeholder)
    scale = settings.scale
    hinting = settings.hinting
    unit = run.measurements.rendered.first?.unit.name ?? "font units"
    padding = settings.padding
    objective = fit.objective
    widths = Widths(from: settings.widths.from, through: settings.widths.through, step: settings.widths.step)
    measureSize = settings.measureSize
    trackingSize = settings.trackingSize
    profile = settings.profile?.rawValue
    sizes = zip(fit.sizes, zip(run.measurements.rendered, run.measurements.measured)).map {
      sizeFit, metrics in
      let (rendered, measured) = metrics
      return SizeRecord(
        size: sizeFit.sample.size, advance: sizeFit.sample.advance, advancePixels: rendered.advanceInPixels,
        advanceUnits: rendered.advance, glyph: rendered.glyphID, synthesized: rendered.isSynthesized,
        notdef: rendered.isNotdef, uniform: rendered.run.isUniform, symbolWidth: sizeFit.sample.symbolWidth,
        symbolWidthUnits: measured.advance, shiftFactor: sizeFit.constants.shiftFactor,
        minimumWidth: sizeFit.constants.minimumWidth, maxError: sizeFit.summary.maximumError,
        rmsError: sizeFit.summary.rmsError, lowerBound: sizeFit.lowerBound)
    }
    self.global = GlobalRecord(
      shiftFactor: global.constants.shiftFactor, minimumWidth: global.constants.minimumWidth,
      maxError: global.summary.maximumError, rmsError: global.summary.rmsError,
      largestOvershoot: global.summary.largestOvershoot, largestClip: global.summary.largestClip,
      worst: Worst(global.summary), lowerBound: global.lowerBound, provenOptimal: global.isProvenOptimal,
      perSizeFloor: global.perSizeFloor, excessOverPerSize: global.excessOverPerSize)
    seed = SeedRecord(
      shiftFactor: PlaceholderConstants.seed.shiftFactor,
      minimumWidth: PlaceholderConstants.seed.minimumWidth,
      maxError: fit.seed.maximumError, rmsError: fit.seed.rmsError,
      largestOvershoot: fit.seed.largestOvershoot, largestClip: fit.seed.largestClip, worst: Worst(fit.seed))
    verdict = VerdictRecord(
      perSizeTableNeeded: fit.needsPerSizeTable(), tolerance: CalibrationFit.defaultTolerance,
      sentence: FitReport(run: run).verdict)
    versions = Versions(freetype: FontEngine.freeTypeVersion, harfbuzz: FontEngine.harfBuzzVersion)
  }

  /// The document as a JSON tree, keys in schema order.
  public var json: JSONValue { JSONValue.encoding(self) }
}

extension ResultDocument.Worst {
  /// Where a summary's largest |e| is.
  init(_ summary: ErrorSummary) {
    self.init(size: summary.worstSize, width: summary.worstWidth, error: summary.worstError)
  }
}

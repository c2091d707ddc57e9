import FontCalibration
import OrderedJSON
import PlaceholderTitle
import TextMetrics
import WidthCalibration

/// The JSON of `calibrate observe`: what device measurements imply, per size and as one pair.
///
/// Threading: a plain value; `Sendable`.
public struct ObservationDocument: Codable, Sendable, Equatable {
  /// The implied paddings.
  public struct Paddings: Codable, Sendable, Equatable {
    /// The mean, which the global fit used.
    public var mean: Double
    public var min: Double
    public var max: Double
    public var spread: Double
  }

  /// One observed size.
  public struct SizeRecord: Codable, Sendable, Equatable {
    public var size: Double
    /// How many observations the line was fitted to.
    public var observations: Int
    public var countFrom: Int
    public var countThrough: Int
    /// The implied padding P.
    public var padding: Double
    /// The implied advance a.
    public var advance: Double
    public var maxResidual: Double
    public var symbolWidth: Double
    public var shiftFactor: Double
    public var minimumWidth: Double
    public var maxError: Double
  }

  /// The global pair.
  public struct GlobalRecord: Codable, Sendable, Equatable {
    public var shiftFactor: Double
    public var minimumWidth: Double
    /// The largest |e| with each size's own padding.
    public var maxError: Double
    /// The largest |e| with the mean padding the fit used.
    public var maxErrorAtMeanPadding: Double
    public var provenOptimal: Bool
  }

  /// The hand-tuned constants (30, 1.1).
  public struct SeedRecord: Codable, Sendable, Equatable {
    public var shiftFactor: Double
    public var minimumWidth: Double
    public var maxError: Double
  }

  public var tool: String
  /// The observations file.
  public var observations: String
  /// How many observations were read.
  public var rows: Int
  public var measureFont: FontRecord
  public var placeholder: String
  @ExplicitNull public var measureSize: Double?
  /// The sizing model, when it is not the plain one.
  public var model: ResultDocument.ModelRecord?
  public var objective: FitObjective
  public var widths: ResultDocument.Widths
  public var padding: Paddings
  public var sizes: [SizeRecord]
  public var global: GlobalRecord
  public var handTuned: SeedRecord
  public var perSizeFloor: Double

  /// The document of a run.
  public init(_ run: ObservationRun) {
    let fit = run.fit
    let settings = run.settings
    let global = fit.fit.global
    tool = "calibrate \(PackageVersion.current)"
    observations = run.path
    rows = run.observationCount
    measureFont = FontRecord(run.measureFont)
    placeholder = ScalarNotation.format(settings.placeholder)
    measureSize = settings.measureSize
    model = ResultDocument.ModelRecord(SizingSummary(fit: fit.fit))
    objective = fit.fit.objective
    widths = ResultDocument.Widths(
      from: settings.widths.from, through: settings.widths.through, step: settings.widths.step)
    padding = Paddings(
      mean: fit.meanPadding, min: fit.paddingRange.lowerBound, max: fit.paddingRange.upperBound,
      spread: fit.paddingRange.upperBound - fit.paddingRange.lowerBound)
    sizes = fit.sizes.map { row in
      SizeRecord(
        size: row.line.size, observations: row.line.observationCount, countFrom: row.line.counts.lowerBound,
        countThrough: row.line.counts.upperBound, padding: row.line.padding, advance: row.line.advance,
        maxResidual: row.line.maximumResidual, symbolWidth: row.symbolWidth,
        shiftFactor: row.constants.shiftFactor, minimumWidth: row.constants.minimumWidth,
        maxError: row.maximumError)
    }
    self.global = GlobalRecord(
      shiftFactor: global.constants.shiftFactor, minimumWidth: global.constants.minimumWidth,
      maxError: fit.globalMaximumError, maxErrorAtMeanPadding: global.summary.maximumError,
      provenOptimal: global.isProvenOptimal)
    handTuned = SeedRecord(
      shiftFactor: PlaceholderConstants.seed.shiftFactor,
      minimumWidth: PlaceholderConstants.seed.minimumWidth,
      maxError: fit.seedMaximumError)
    perSizeFloor = fit.perSizeFloor
  }
}

import CalibrateSupport
import FontCalibration
import PlaceholderTitle
import TextMetrics
import WidthCalibration

/// The JSON of `calibrate observe`: what device measurements imply, per size and as one pair.
///
/// Threading: a plain value; `Sendable`.
struct ObservationDocument: Codable, Sendable, Equatable {
  /// The implied paddings.
  struct Paddings: Codable, Sendable, Equatable {
    /// The mean, which the global fit used.
    var mean: Double
    package var min: Double
    package var max: Double
    var spread: Double
  }

  /// One observed size.
  struct SizeRecord: Codable, Sendable, Equatable {
    package var size: Double
    /// How many observations the line was fitted to.
    package var observations: Int
    var countFrom: Int
    var countThrough: Int
    /// The implied padding P.
    package var padding: Double
    /// The implied advance a.
    package var advance: Double
    var maxResidual: Double
    package var symbolWidth: Double
    package var shiftFactor: Double
    package var minimumWidth: Double
    var maxError: Double
  }

  /// The global pair.
  struct GlobalRecord: Codable, Sendable, Equatable {
    package var shiftFactor: Double
    package var minimumWidth: Double
    /// The largest |e| with each size's own padding.
    var maxError: Double
    /// The largest |e| with the mean padding the fit used.
    var maxErrorAtMeanPadding: Double
    var provenOptimal: Bool
  }

  /// The hand-tuned constants (30, 1.1).
  struct SeedRecord: Codable, Sendable, Equatable {
    package var shiftFactor: Double
    package var minimumWidth: Double
    var maxError: Double
  }

  package var tool: String
  /// The observations file.
  package var observations: String
  /// How many observations were read.
  package var rows: Int
  package var measureFont: FontRecord
  package var placeholder: String
  @ExplicitNull package var measureSize: Double?
  /// The sizing model, when it is not the plain one.
  package var model: ResultDocument.ModelRecord?
  package var objective: FitObjective
  package var widths: ResultDocument.Widths
  package var padding: Paddings
  package var sizes: [SizeRecord]
  package var global: GlobalRecord
  package var handTuned: SeedRecord
  package var perSizeFloor: Double

  /// The document of a run.
  package init(_ run: ObservationRun) {
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

import FontCalibration
import PlaceholderTitle
import WidthCalibration

/// The errors e(W) of a record's global pair and of the hand-tuned constants at every target,
/// recomputed from the record alone with the pure solver (no font engine), and binned for a
/// small chart: per bin of neighbouring targets, the smallest and the largest e over the sizes.
///
/// A record holds, per size, the placeholder's advance (exact, in `advanceUnits`), the symbol
/// width the app measures, and whether a run of copies is uniform; with the sizing model, the
/// padding and the targets, that is the whole problem when runs are uniform: `R(N)` is the model
/// applied to N × the advance, as `Calibrator` builds it. A size whose run is not uniform (the
/// font kerns or positions the placeholder against itself) needs shaped widths the record does
/// not keep, so it is left out, and ``leftOutSizes`` says which.
///
/// Threading: a plain value; `Sendable`.
struct RecordedErrors: Sendable {
  /// The smallest and largest e of one pair per bin of targets.
  struct Band: Sendable {
    var lowest: [Double]
    var highest: [Double]
    /// The largest |e| over every size and target.
    var largest: Double
  }

  /// Why a record's errors cannot be recomputed, in words.
  struct Unavailable: Error, Sendable {
    var reason: String
  }

  /// The first and last target the model reaches.
  var firstTarget: Double
  var lastTarget: Double
  /// The global pair's errors.
  var global: Band
  /// The hand-tuned constants' errors.
  var seed: Band
  /// The sizes recomputed, ascending.
  var sizes: [Double]
  /// The sizes left out because their runs are not uniform.
  var leftOutSizes: [Double]

  /// The most evaluations (sizes × targets) a record may ask for.
  static let evaluationLimit = 4_000_000

  /// Recomputes a record's errors.
  ///
  /// - Parameters:
  ///   - document: The record.
  ///   - bins: The most bins of targets.
  /// - Throws: ``Unavailable`` when no size is uniform, the record asks for more than
  ///   ``evaluationLimit`` evaluations, or its numbers do not make a problem (a zero advance).
  init(_ document: ReportRecord.Calibrated, bins: Int) throws(Unavailable) {
    let widths = WidthRange(
      from: document.widths.from, through: document.widths.through, step: document.widths.step)
    let uniform = document.sizes.filter(\.uniform)
    leftOutSizes = document.sizes.filter { !$0.uniform }.map(\.size)
    guard !uniform.isEmpty else {
      throw Unavailable(
        reason: "no size's run of placeholders is uniform, and the record keeps no shaped widths")
    }
    guard widths.targetCount * Double(uniform.count) <= Double(Self.evaluationLimit) else {
      throw Unavailable(reason: "the record has more sizes × targets than a chart recomputes")
    }
    let model: ButtonModel
    if let record = document.model {
      guard record.name == "uikit-swipe" else {
        throw Unavailable(reason: "the sizing model '\(record.name)' is not one this tool knows")
      }
      model = .uikitSwipe(rounding: record.labelRounding)
    } else {
      model = .plain(padding: document.padding)
    }
    var samples: [SizeSample] = []
    for size in uniform {
      if case .plain = model {
        samples.append(SizeSample(size: size.size, symbolWidth: size.symbolWidth, advance: size.advance))
        continue
      }
      let unit: CompositeTitle.AdvanceUnit =
        document.unit == "26.6"
        ? .subpixels26Dot6 : .fontUnits(unitsPerEm: document.font.unitsPerEm, fontSize: size.size)
      let pointsPerUnit = unit.pointsPerUnit(scale: document.scale)
      // The label of N copies, exact, as the calibrator measured it for a uniform run.
      samples.append(
        model.sample(
          size: size.size, symbolWidth: size.symbolWidth, advance: size.advance, scale: document.scale
        ) {
          count in
          let (units, overflow) = count.multipliedReportingOverflow(by: size.advanceUnits)
          return overflow
            ? LabelWidth(points: .infinity) : LabelWidth(units: units, pointsPerUnit: pointsPerUnit)
        })
    }
    let problem: CalibrationProblem
    do throws(CalibrationError) {
      problem = try CalibrationProblem(model: model, targets: widths.targets, samples: samples)
    } catch {
      throw Unavailable(reason: error.description)
    }
    firstTarget = problem.targets.first ?? widths.from
    lastTarget = problem.targets.last ?? widths.through
    sizes = problem.samples.map(\.size)
    let global = PlaceholderConstants(
      shiftFactor: document.global.shiftFactor, minimumWidth: document.global.minimumWidth)
    let seed = PlaceholderConstants(
      shiftFactor: document.handTuned.shiftFactor, minimumWidth: document.handTuned.minimumWidth)
    self.global = Self.band(problem, constants: global, bins: bins)
    self.seed = Self.band(problem, constants: seed, bins: bins)
  }

  /// The smallest and largest e of a pair per bin of targets, over every size.
  private static func band(_ problem: CalibrationProblem, constants: PlaceholderConstants, bins: Int) -> Band
  {
    let count = problem.targets.count
    let binCount = max(1, min(bins, count))
    // Bin b holds the targets from count × b / binCount on.
    let starts = (0...binCount).map { count * $0 / binCount }
    let (lowest, highest) = problem.errorBands(constants, binStarts: starts)
    var largest = 0.0
    for (low, high) in zip(lowest, highest) { largest = max(largest, -low, high) }
    return Band(lowest: lowest, highest: highest, largest: largest)
  }
}

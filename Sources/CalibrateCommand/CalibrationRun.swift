import TextMetrics
import WidthCalibration

/// One complete calibration as the command line runs it: fonts, measurements, fit, and the
/// settings needed to run it again.
struct CalibrationRun {
  /// The render font.
  var font: FontInfo
  /// The render font file's SHA-256.
  var fontDigest: String
  /// The measure font, when it differs from the render font.
  var measureFont: FontInfo?
  /// The options that produced the run (sizes, scale, hinting, placeholder, padding, ...).
  var options: CommandOptions
  /// What was measured.
  var measurements: Calibrator.Measurements
  /// What was fitted.
  var fit: CalibrationFit

  /// Opens the fonts, measures every size and fits.
  ///
  /// - Parameters:
  ///   - options: The parsed command line (profile already applied).
  ///   - openFont: The render font, already opened from `options`, when the caller calibrates
  ///     one face under several configurations; `nil` opens it here.
  /// - Throws: ``RuntimeError`` with a one-line message.
  static func perform(
    _ options: CommandOptions, font openFont: Font? = nil
  ) throws(RuntimeError) -> CalibrationRun {
    let targets = options.targets
    guard !targets.isEmpty else { throw RuntimeError("the width range gives no targets") }
    guard targets.count <= OptionSpec.maximumTargets else {
      throw RuntimeError(
        "--widths \(Format.number(options.widthsFrom))...\(Format.number(options.widthsThrough)) with --step \(Format.number(options.widthStep)) gives \(targets.count) targets; at most \(OptionSpec.maximumTargets) are allowed"
      )
    }
    let font: Font
    if let openFont {
      font = openFont
    } else {
      font = try FontLoader.open(options.font, faceIndex: options.faceIndex, variations: options.variations)
    }
    var measureFont: Font? = nil
    if let argument = options.measureFont {
      measureFont = try FontLoader.open(argument, faceIndex: 0, variations: [])
    }
    let setup = Calibrator.Setup(
      sizes: options.sizes, scale: options.scale, hinting: options.hinting, placeholder: options.placeholder,
      padding: options.padding, targets: targets, measureSize: options.measureSize,
      trackingSize: options.trackingSize)
    let measurements: Calibrator.Measurements
    let fit: CalibrationFit
    do {
      measurements = try Calibrator(renderFont: font, measureFont: measureFont).measure(setup)
      try checkReach(measurements, widest: options.widthsThrough, padding: options.padding, font: font.info)
      fit = try measurements.problem.fit(objective: options.objective)
    } catch {
      throw RuntimeError(error.description)
    }
    return CalibrationRun(
      font: font.info, fontDigest: font.fileDigest(), measureFont: measureFont?.info, options: options,
      measurements: measurements, fit: fit)
  }

  /// Refuses width ranges that would need more placeholders than a title may hold.
  private static func checkReach(
    _ measurements: Calibrator.Measurements, widest: Double, padding: Double, font: FontInfo
  ) throws(CalibrationError) {
    for sample in measurements.problem.samples {
      let needed = (widest - padding) / sample.runWidths.typicalStep
      if needed > Double(PlaceholderTitle.maximumCount) {
        throw CalibrationError(
          "\(font.family) (\(font.path)): a \(Format.number(widest)) pt button needs about \(Int(needed)) placeholders at \(Format.number(sample.size)) pt, more than the \(PlaceholderTitle.maximumCount) a title may hold; narrow --widths"
        )
      }
    }
  }

  // MARK: - Verdict

  /// One plain sentence: is one global pair good enough, or is a per-size table needed?
  var verdict: String {
    let global = fit.global
    let name = fit.objective == .rms ? "RMS error" : (fit.objective == .minimax ? "max error" : "worst error")
    let value = Format.fixed(global.value, 2)
    let floor = Format.fixed(global.perSizeFloor, 2)
    if fit.needsPerSizeTable() {
      return
        "A per-size table is needed: the best single pair has a \(name) of \(value) pt, \(Format.fixed(global.excessOverPerSize, 2)) pt worse than the \(floor) pt a per-size table reaches (the seed constants: \(Format.fixed(fit.seed.maximumError, 2)) pt)."
    }
    return
      "One global pair is good enough: its \(name) of \(value) pt is within \(Format.number(CalibrationFit.defaultTolerance)) pt of the \(floor) pt a per-size table reaches (the seed constants: \(Format.fixed(fit.seed.maximumError, 2)) pt)."
  }
}

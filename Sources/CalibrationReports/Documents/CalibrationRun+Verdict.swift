import CalibrateSupport
import FontCalibration
import WidthCalibration

extension CalibrationRun {
  /// One plain sentence: is one global pair good enough, or is a per-size table needed? With a
  /// degenerate optimum, a sentence naming it comes first, and the verdict is about the best pair
  /// inside the box, the one printed.
  package var verdict: String {
    let fit = self.fit
    let global = fit.global
    let name = fit.objective == .rms ? "RMS error" : (fit.objective == .minimax ? "max error" : "worst error")
    let value = NumberFormat.fixed(global.value, 2)
    let floor = NumberFormat.fixed(global.perSizeFloor, 2)
    var degenerate = ""
    var pair = "the best single pair"
    if let optimum = global.degenerateOptimum {
      let clause = DegenerateWording.clause(optimum, objective: fit.objective, decimals: 2)
      degenerate =
        clause.prefix(1).uppercased() + clause.dropFirst() + " (\(DegenerateWording.box(global.box))). "
      pair = "the best single pair inside the box"
    }
    if fit.needsPerSizeTable() {
      return
        degenerate
        + "A per-size table is needed: \(pair) has \(name == "RMS error" ? "an" : "a") \(name) of \(value) pt, \(NumberFormat.fixed(global.excessOverPerSize, 2)) pt worse than the \(floor) pt a per-size table reaches (the hand-tuned constants: \(NumberFormat.fixed(fit.seed.maximumError, 2)) pt)."
    }
    let its = global.isDegenerate ? "\(pair)'s" : "its"
    return
      degenerate
      + "One global pair is good enough: \(its) \(name) of \(value) pt is within \(NumberFormat.number(CalibrationFit.defaultTolerance)) pt of the \(floor) pt a per-size table reaches (the hand-tuned constants: \(NumberFormat.fixed(fit.seed.maximumError, 2)) pt)."
  }

  /// What to do when one pair is not enough, in one line for the table report; `nil` when it is.
  ///
  /// The count method's per-size table and the composite titles both reach an app as Swift
  /// source (`--emit swift`, which composes for UIKit's swipe button unless a model is named);
  /// composite titles come closer to every width than any count.
  var nextStep: String? {
    guard fit.needsPerSizeTable() else { return nil }
    if settings.method == .composite {
      return
        "Next: add --emit swift to this command to write composite titles as Swift for the app (it compiles against PlaceholderTitle; for UIKit's swipe button, guarded by U+200B, unless --model or --padding names another model)."
    }
    return
      "Next: add --emit swift to this command to write a per-size table as Swift for the app (plain Swift, nothing to import; for UIKit's swipe button, guarded by U+200B, unless --model or --padding names another model), or --method composite to compose titles of several space characters, which come closer to every width."
  }
}

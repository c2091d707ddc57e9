import CalibrateSupport
import PlaceholderTitle
import WidthCalibration

/// What a sizing model did to a calibration, for the reports: the targets it cannot reach, the
/// targets that would need a title wider than it lays out, and the hand-tuned constants' too-wide
/// titles.
///
/// Threading: a plain value; `Sendable`.
struct SizingSummary: Sendable, Equatable {
  /// The model.
  package var model: ButtonModel
  /// Targets outside the model's range, left out of every error.
  package var unreachableTargets: Int
  /// (size, target) pairs whose best title would be wider than the model lays out as measured;
  /// the fit gives them the widest title that fits.
  var targetsNeedingWiderTitles: Int
  /// (size, target) pairs for which the count formula with the hand-tuned constants gives such a title.
  var seedTitlesTooWide: Int
  /// Every (size, target) pair the errors count.
  package var pairs: Int

  /// Summarizes a fit.
  package init(fit: CalibrationFit) {
    let problem = fit.problem
    model = problem.model
    unreachableTargets = problem.unreachableTargets.count
    pairs = problem.samples.count * problem.targets.count
    var needing = 0
    var tooWide = 0
    for sample in problem.samples where sample.maximumCount < RepeatedTitle.maximumCount {
      let widest = problem.padding + sample.runWidths.width(sample.maximumCount)
      needing += problem.targets.filter { $0 > widest }.count
      for width in problem.targets {
        let count = RepeatedTitle.count(
          for: width, symbolWidth: sample.symbolWidth, minimumWidth: PlaceholderConstants.seed.minimumWidth,
          shiftFactor: PlaceholderConstants.seed.shiftFactor)
        if count > sample.maximumCount { tooWide += 1 }
      }
    }
    targetsNeedingWiderTitles = needing
    seedTitlesTooWide = tooWide
  }

  /// The model in words for a report's settings line.
  var settingsText: String {
    switch model {
    case .plain(let padding): return "padding \(NumberFormat.number(padding)) pt"
    case .uikitSwipe(let rounding):
      return
        "model uikit-swipe (buttons \(NumberFormat.number(UIKitSwipeButton.minimumButtonWidth))...\(NumberFormat.number(UIKitSwipeButton.maximumButtonWidth)) pt, label rounded up to \(rounding.rawValue), \(NumberFormat.number(UIKitSwipeButton.labelInset)) pt insets)"
    }
  }

  /// Lines a report adds under its table, or none under the plain model.
  var notes: [String] {
    guard case .uikitSwipe = model else { return [] }
    var notes: [String] = []
    if unreachableTargets > 0 {
      notes.append(
        "\(unreachableTargets) target\(unreachableTargets == 1 ? "" : "s") outside \(NumberFormat.number(UIKitSwipeButton.minimumButtonWidth))...\(NumberFormat.number(UIKitSwipeButton.maximumButtonWidth)) pt cannot be reached and are left out of every error"
      )
    }
    if let limit = model.maximumLabelWidth, targetsNeedingWiderTitles > 0 {
      notes.append(
        "\(targetsNeedingWiderTitles) of \(pairs) size and target pairs would need a title wider than \(NumberFormat.number(limit)) pt, which makes UIKit shrink the title font instead of widening the button; they get the widest title that fits"
      )
    }
    if let limit = model.maximumLabelWidth, seedTitlesTooWide > 0 {
      notes.append(
        "the hand-tuned constants (30, 1.1) give a title wider than \(NumberFormat.number(limit)) pt for \(seedTitlesTooWide) of \(pairs) pairs"
      )
    }
    notes.append(
      "model source: UIKitCore of \(UIKitSwipeButton.sourceVersions.joined(separator: " and ")) read as decompiled code (an assumption, not documentation)"
    )
    return notes
  }
}

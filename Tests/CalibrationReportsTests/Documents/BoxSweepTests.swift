import CalibrateTestSupport
import FontCalibration
import Foundation
import PlaceholderTitle
import Testing
import TextMetrics

@testable import CalibrationReports
@testable import WidthCalibration

/// Random valid configurations of real fonts, as a user would try them, each checked: every pair
/// the tool prints lies inside its box, and an optimum is degenerate only where no pair inside
/// reaches it. `make sweep` runs 240 and prints the counts; `make test` runs fewer.
@Suite("Sweep: every printed pair inside the box")
struct BoxSweepTests {
  /// How many valid configurations to check: `CALIBRATE_SWEEP`, else 24 (a few seconds).
  static var configurations: Int {
    ProcessInfo.processInfo.environment["CALIBRATE_SWEEP"].flatMap { Int($0) } ?? 24
  }

  /// The generator's seed: `CALIBRATE_SWEEP_SEED`, else 27.
  static var seed: UInt64 {
    ProcessInfo.processInfo.environment["CALIBRATE_SWEEP_SEED"].flatMap { UInt64($0) } ?? 27
  }

  /// The reference fonts that are installed, and the project's test font.
  static var fonts: [String] {
    [TestFonts.inter, TestFonts.roboto, TestFonts.dejaVuSans, TestFonts.notoSans, TestFonts.liberationSans]
      .filter { FileManager.default.fileExists(atPath: $0) } + [TestFonts.testFont]
  }

  /// One random configuration: what the command line's options can set, within their ranges.
  static func configuration(_ random: inout SplitMix, fonts: [String]) -> CalibrationSettings {
    func pick<T>(_ choices: [T]) -> T { choices[Int(random.next() % UInt64(choices.count))] }
    var settings = CalibrationSettings()
    settings.font = pick(fonts)
    let low = 6 + Int(random.next() % 75)
    let high = min(100, low + pick([0, 4, 10, 24, 32]))
    settings.sizes = (low...high).map(Double.init)
    settings.scale = pick([1, 1.5, 2, 3])
    settings.hinting = pick([.none, .light, .full])
    settings.objective = pick(FitObjective.allCases)
    settings.sizing = pick([.plain, .uikitSwipe])
    if settings.sizing == .uikitSwipe { settings.labelRounding = pick([.pixels, .points]) }
    if random.unit() < 0.5 { settings.measureSize = pick([12, 14, 15, 17, 30]) }
    if random.unit() < 0.25 { settings.measureFont = pick(fonts) }
    if random.unit() < 0.4 { settings.placeholder = pick(["\u{2009}", " ", "\u{2006}", "\u{2003}"]) }
    if random.unit() < 0.5 {
      let from = pick([40.0, 60, 74, 80, 100])
      settings.widths = WidthRange(
        from: from, through: from + pick([10, 20, 46, 80, 160]), step: pick([0.5, 1]))
    }
    if settings.sizing == .plain, random.unit() < 0.3 { settings.padding = pick([0, 12, 20, 30, 44]) }
    return settings
  }

  /// Configurations every sweep includes: issue 27's three, UIKit's hinted default, and two more
  /// whose solver pair lay outside the box in earlier sweeps (every one of them a tie that a pair
  /// inside the box reaches).
  static var fixed: [CalibrationSettings] {
    var settings: [CalibrationSettings] = []
    func add(_ font: String, _ configure: (inout CalibrationSettings) -> Void) {
      guard FileManager.default.fileExists(atPath: font) else { return }
      var item = CalibrationSettings()
      item.font = font
      item.sizing = .uikitSwipe
      configure(&item)
      settings.append(item)
    }
    add(TestFonts.inter) {
      $0.measureFont = TestFonts.roboto
      $0.measureSize = 14
    }
    add(TestFonts.dejaVuSans) {
      ($0.sizes, $0.scale, $0.hinting, $0.objective) = ((14...24).map(Double.init), 3, .light, .rms)
      ($0.measureSize, $0.placeholder, $0.widths) = (14, " ", WidthRange(from: 74, through: 84, step: 0.5))
    }
    add(TestFonts.notoSans) {
      ($0.sizes, $0.scale, $0.hinting, $0.objective) = ((17...40).map(Double.init), 1, .light, .neverSeam)
      $0.measureSize = 15
    }
    add(TestFonts.inter) { $0.hinting = .full }
    add(TestFonts.inter) {
      ($0.sizes, $0.scale, $0.placeholder) = ((54...85).map(Double.init), 3, "\u{2003}")
      $0.widths = WidthRange(from: 100, through: 180, step: 0.5)
    }
    add(TestFonts.liberationSans) {
      ($0.sizes, $0.scale, $0.objective, $0.measureSize) = ((10...36).map(Double.init), 1.5, .rms, 15)
      $0.widths = WidthRange(from: 80, through: 90, step: 0.5)
    }
    return settings
  }

  /// The workers' shared state: the next configuration to check and what each showed, under an
  /// NSLock (a pthread mutex, which ThreadSanitizer sees).
  final class Progress: @unchecked Sendable {
    let lock = NSLock()
    var next = 0
    var valid = 0
    var findings: [Int: Finding] = [:]

    /// The next configuration's index, or `nil` once `wanted` are valid or none is left.
    func take(until wanted: Int, of count: Int) -> Int? {
      lock.withLock {
        guard valid < wanted, next < count else { return nil }
        defer { next += 1 }
        return next
      }
    }

    /// What the configuration at `index` showed.
    func record(_ finding: Finding, at index: Int) {
      lock.withLock {
        findings[index] = finding
        if finding.valid { valid += 1 }
      }
    }
  }

  /// What one configuration showed.
  struct Finding: Sendable {
    var valid = false
    var pairs = 0
    var outsideBox = 0
    var degenerate = false
    var degenerateSizes = 0
    var settledInBox = false
    var seedBeatsBox = false
    var problems: [String] = []
  }

  /// Fits one configuration and checks what it prints.
  static func check(_ settings: CalibrationSettings) -> Finding {
    var finding = Finding()
    let run: CalibrationRun
    do {
      run = try CalibrationRun.perform(settings)
    } catch {
      // A typed refusal (a never-seam target below the padding, say): not a valid configuration.
      return finding
    }
    finding.valid = true
    let fit = run.fit
    let global = fit.global
    let box = global.box
    if box != ConstantBox(problem: fit.problem) {
      finding.problems.append("the fit's box is not the problem's")
    }
    let printed = [global.constants] + fit.sizes.map(\.constants)
    finding.pairs = printed.count
    finding.outsideBox = printed.filter { !box.contains($0) }.count
    finding.settledInBox = global.wasSettledInBox
    if let optimum = global.degenerateOptimum {
      finding.degenerate = true
      if box.contains(optimum.constants) { finding.problems.append("a degenerate optimum inside the box") }
      if !(global.value > optimum.value + 1e-6) { finding.problems.append("a degenerate optimum no better") }
    }
    finding.degenerateSizes = fit.sizes.filter { $0.degenerateOptimum != nil }.count
    // The box's pair is proven optimal there for a band objective: no worse than the hand-tuned
    // constants' constants when they lie inside and give no size a title past its cap (which the
    // fit rules out, and UIKit answers with a smaller font).
    if fit.objective != .rms, global.isProvenOptimal, box.contains(.seed),
      fit.problem.titlesFit(.seed, samples: fit.problem.samples)
    {
      let seed = CalibrationProblem.value(fit.seed, fit.objective)
      finding.seedBeatsBox = seed < global.value - 1e-6
    }
    let record = ResultDocument(run).global
    if (record.degenerate == true) != global.isDegenerate || (record.box != nil) != global.isDegenerate {
      finding.problems.append("the JSON's degenerate keys do not match the fit")
    }
    return finding
  }

  @Test("random valid configurations: no printed pair outside the box, degenerate optima counted")
  func sweep() throws {
    let fonts = Self.fonts
    var random = SplitMix(state: Self.seed)
    // Enough draws that the valid ones reach the count (about one in six is refused).
    let candidates =
      Self.fixed + (0..<(3 * Self.configurations)).map { _ in Self.configuration(&random, fonts: fonts) }
    let progress = Progress()
    let wanted = Self.configurations + Self.fixed.count
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      while let index = progress.take(until: wanted, of: candidates.count) {
        progress.record(Self.check(candidates[index]), at: index)
      }
    }
    // The first `wanted` valid configurations in draw order, whichever worker checked them.
    let all = progress.lock.withLock { progress.findings }
    var kept: [Finding] = []
    var refused = 0
    for index in all.keys.sorted() where kept.count < wanted {
      guard let finding = all[index] else { continue }
      if finding.valid { kept.append(finding) } else { refused += 1 }
    }
    #expect(kept.count == wanted, "only \(kept.count) of \(wanted) configurations were valid")
    let outside = kept.reduce(0) { $0 + $1.outsideBox }
    let degenerate = kept.filter(\.degenerate).count
    let degenerateSizes = kept.reduce(0) { $0 + $1.degenerateSizes }
    let settled = kept.filter(\.settledInBox).count
    let seedBeatsBox = kept.filter(\.seedBeatsBox).count
    print(
      "sweep: \(kept.count) valid configurations (\(Self.fixed.count) fixed, \(kept.count - Self.fixed.count) random, seed \(Self.seed); \(refused) refused), \(kept.reduce(0) { $0 + $1.pairs }) pairs checked (global and per size), pairs outside the box \(outside), global pairs settled inside the box \(settled), degenerate optima \(degenerate) global and \(degenerateSizes) per size"
    )
    #expect(outside == 0)
    #expect(seedBeatsBox == 0)
    for finding in kept { for problem in finding.problems { Issue.record(Comment(rawValue: problem)) } }
    // Every fixed configuration's solver pair lay outside the box.
    #expect(settled >= Self.fixed.count)
  }
}

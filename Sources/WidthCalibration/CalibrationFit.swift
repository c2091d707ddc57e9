import PlaceholderTitle

/// The constants fitted to one font size.
package struct SizeFit: Sendable {
  /// The size's measurements.
  package var sample: SizeSample
  /// The best constants for this size alone.
  package var constants: PlaceholderConstants
  /// Their errors over this size's targets.
  package var summary: ErrorSummary
  /// The objective's value for these constants.
  package var value: Double
  /// A value no constants can beat at this size.
  package var lowerBound: Double
  /// The worst target's best possible error at this size under a band objective (what the band
  /// solver starts from), kept so the fit across sizes need not compute it again.
  var targetFloor: Double? = nil
  /// The optimum outside the box when no pair inside it reaches it; ``constants`` and the figures
  /// above are then the best pair inside the box (``ConstantBox``). `nil` otherwise.
  package var degenerateOptimum: DegenerateOptimum? = nil
  /// The objective's value of the optimum over every pair the solver searches, when the fit
  /// looked inside the box again: a lower bound for the fit across sizes, which may leave the box.
  var unboxedValue: Double? = nil
}

/// One pair of constants fitted across every size.
package struct GlobalFit: Sendable {
  /// What the fit minimized.
  package var objective: FitObjective
  /// The fitted constants.
  package var constants: PlaceholderConstants
  /// Their errors over every size and target.
  package var summary: ErrorSummary
  /// The objective's value for these constants.
  package var value: Double
  /// A value no single pair can beat (equal to ``value`` when proven optimal; for `rms`
  /// without a proof, the per-size floor).
  package var lowerBound: Double
  /// Whether the optimality of ``value`` is proven.
  ///
  /// For the band objectives it is proven when ``lowerBound``, a tolerance the band solver showed
  /// no pair can beat, lies within 1e-6 pt of ``value``; the bisection stops at 1e-10 of the
  /// value, so the gap is a few 1e-9 pt at most. docs/method.md, *The fit*, gives an example and
  /// the test against exhaustive optima. For `rms`, see ``RMSSearch``.
  package var isProvenOptimal: Bool
  /// The objective's value when every size has its own constants: what a per-size table gets.
  package var perSizeFloor: Double
  /// Where the printed pair lies: ``constants`` is always inside.
  package var box: ConstantBox
  /// The optimum outside ``box`` when no pair inside it reaches it (a count that does not depend
  /// on W, say); ``constants``, ``summary``, ``value``, ``lowerBound`` and ``isProvenOptimal``
  /// are then the best pair inside the box and its proof there. `nil` when the optimum lies
  /// inside the box, or pairs inside it reach the same value (a tie, see
  /// ``CalibrationProblem/fit(objective:)``).
  package var degenerateOptimum: DegenerateOptimum? = nil

  /// Whether the solver's own pair lay outside the box, so that the fit looked inside it again
  /// (a tie or a degenerate optimum); kept for the sweep that counts them.
  var wasSettledInBox = false

  /// Whether the optimum is one no pair inside the box reaches.
  package var isDegenerate: Bool { degenerateOptimum != nil }

  /// How much worse one global pair is than a per-size table, in points.
  package var excessOverPerSize: Double { max(0, value - perSizeFloor) }
}

/// Everything a calibration found: per-size constants, the global pair and the hand-tuned
/// constants' errors.
package struct CalibrationFit: Sendable {
  /// The problem that was fitted.
  package var problem: CalibrationProblem
  /// What was minimized.
  package var objective: FitObjective
  /// One fit per size, ascending.
  package var sizes: [SizeFit]
  /// The best single pair across sizes.
  package var global: GlobalFit
  /// The errors of the hand-tuned constants (30, 1.1) on the same problem.
  package var seed: ErrorSummary

  /// The default tolerance of ``needsPerSizeTable(tolerance:)``: one device pixel at @2x.
  package static let defaultTolerance = 0.5

  /// Whether one global pair falls short of a per-size table by more than `tolerance` points.
  package func needsPerSizeTable(tolerance: Double = defaultTolerance) -> Bool {
    global.excessOverPerSize > tolerance
  }

  /// The calibrated title maker: per-size constants with the global pair as fallback, titles
  /// unguarded as the fit counts them.
  ///
  /// - Throws: `SizingError.invalidSymbolWidth` when a size's symbol width is not a finite
  ///   number above 0.
  package func calibratedTitle(
    placeholder: Unicode.Scalar = "\u{200A}"
  ) throws(SizingError)
    -> CalibratedRepeatedTitle
  {
    try CalibratedRepeatedTitle(
      entries: sizes.map {
        .init(size: $0.sample.size, symbolWidth: $0.sample.symbolWidth, constants: $0.constants)
      }, fallback: global.constants, placeholder: placeholder, guard: nil)
  }
}

// MARK: - Fitting

extension CalibrationProblem {
  /// Fits per-size constants and one global pair, and evaluates the hand-tuned constants.
  ///
  /// Every pair returned lies inside the problem's ``ConstantBox``. The solvers search every
  /// shiftFactor from 10⁻⁶ up; where many pairs share the optimum they return the widest point of
  /// the optimal region (see ``BandSolver``), which can be an extreme approximant such as
  /// (1e-06, -4e7). The rule for such ties: the solver's pair when it lies inside the box, which
  /// is every usable pair the tool printed before the box; otherwise the same search again inside
  /// the box, whose pair is optimal there with the same proof. Only when that pair is worse than
  /// the optimum outside (by more than 10⁻⁶ pt, the proofs' tolerance) is the optimum degenerate:
  /// the fit keeps it beside the box's pair (``GlobalFit/degenerateOptimum``,
  /// ``SizeFit/degenerateOptimum``).
  ///
  /// - Parameter objective: What to minimize (default: the largest |error|).
  /// - Returns: The complete fit.
  /// - Throws: ``CalibrationError`` when the objective cannot be met (never-seam with a target
  ///   narrower than the padding).
  package func fit(objective: FitObjective = .minimax) throws(CalibrationError) -> CalibrationFit {
    let (sizeFits, intercepts) = try fitSizes(objective: objective)
    let global = try fitGlobal(objective: objective, sizeFits: sizeFits, intercepts: intercepts)
    return CalibrationFit(
      problem: self, objective: objective, sizes: sizeFits, global: global, seed: evaluate(.seed))
  }

  /// Fits the best constants for one size alone.
  ///
  /// - Parameters:
  ///   - index: The sample's index in ``samples``.
  ///   - objective: What to minimize.
  /// - Returns: The size's fit.
  package func fitSize(at index: Int, objective: FitObjective = .minimax) throws(CalibrationError) -> SizeFit
  {
    try fitSizeKeepingIntercepts(
      at: index, objective: objective, box: ConstantBox(problem: self), alone: [samples[index]]
    ).fit
  }

  /// ``fitSize(at:objective:)``, with the intercepts of the RMS search's proof for the size,
  /// which the fit across sizes combines rather than computes again.
  ///
  /// - Parameter alone: The size's sample as the only element, for the solvers of this size.
  private func fitSizeKeepingIntercepts(
    at index: Int, objective: FitObjective, box: ConstantBox, alone: [SizeSample]
  ) throws(CalibrationError) -> (fit: SizeFit, intercepts: RMSSearch.Intercepts?) {
    let sample = samples[index]
    var intercepts: RMSSearch.Intercepts? = nil
    var found: Optimum
    var targetFloor: Double? = nil
    func summarize(_ constants: PlaceholderConstants) -> ErrorSummary { evaluate(constants, sampleAt: index) }
    if objective == .rms {
      // The RMS search needs no minimax fit to start from: it proves the nearest-count optimum
      // itself, or searches where its smooth model points.
      var search = RMSSearch(problem: self, samples: alone)
      let closedForm = PlaceholderConstants(
        shiftFactor: sample.symbolWidth / sample.advance, minimumWidth: padding - sample.advance / 2)
      let point = search.solve(startingFrom: [closedForm] + (try clampedStart(samples: alone)))
      intercepts = search.intercepts
      let rms = (point.sumOfSquares / Double(targets.count)).squareRoot()
      found = Optimum(
        point.constants, summarize(point.constants), objective, lowerBound: search.isProvenOptimal ? rms : 0,
        proven: search.isProvenOptimal)
      if !box.contains(found.constants) {
        found = boxedRMS(
          found, intercepts: search.intercepts, starts: [closedForm], samples: alone, box: box,
          lowerBound: nil, summarize: summarize)
      }
    } else {
      let solver = BandSolver(problem: self, samples: alone, objective: objective)
      let floor = try solver.perTargetFloor()
      let solution = try solver.solve(floor: floor)
      found = Optimum(
        solution.constants, summarize(solution.constants), objective, lowerBound: solution.lowerBound)
      if !box.contains(found.constants) {
        found = boxedBand(
          found, objective: objective, floor: floor, box: box, extraLowerBound: 0,
          samples: alone, summarize: summarize)
      }
      targetFloor = floor
    }
    let fit = SizeFit(
      sample: sample, constants: found.constants, summary: found.summary, value: found.value,
      lowerBound: found.lowerBound, targetFloor: targetFloor, degenerateOptimum: found.degenerate,
      unboxedValue: found.unboxedValue)
    return (fit, intercepts)
  }

  /// Fits one pair of constants across all sizes.
  ///
  /// - Parameter objective: What to minimize.
  /// - Returns: The global fit, with its distance from the per-size floor.
  package func fitGlobal(objective: FitObjective = .minimax) throws(CalibrationError) -> GlobalFit {
    let (sizeFits, intercepts) = try fitSizes(objective: objective)
    return try fitGlobal(objective: objective, sizeFits: sizeFits, intercepts: intercepts)
  }

  /// Every size's fit, and for RMS the intercepts of their searches' proofs combined, which is
  /// what the search across sizes would compute for its own.
  private func fitSizes(
    objective: FitObjective
  ) throws(CalibrationError) -> (fits: [SizeFit], intercepts: RMSSearch.Intercepts?) {
    var sizeFits: [SizeFit] = []
    sizeFits.reserveCapacity(samples.count)
    var intercepts: [RMSSearch.Intercepts] = []
    let box = ConstantBox(problem: self)
    // One array for every size's one-size solvers, its element replaced in place: the solvers
    // are gone by the next size, so the buffer is unique again and no size allocates its own
    // (a literal per size cost one allocation each once the fit grew; `make bench-compare`
    // counts them).
    var alone = [samples[0]]
    for index in samples.indices {
      alone[0] = samples[index]
      let (sizeFit, sizeIntercepts) = try fitSizeKeepingIntercepts(
        at: index, objective: objective, box: box, alone: alone)
      sizeFits.append(sizeFit)
      if let sizeIntercepts { intercepts.append(sizeIntercepts) }
    }
    let combined = intercepts.count == samples.count ? RMSSearch.Intercepts(combining: intercepts) : nil
    return (sizeFits, combined)
  }

  private func fitGlobal(
    objective: FitObjective, sizeFits: [SizeFit], intercepts: RMSSearch.Intercepts? = nil
  ) throws(CalibrationError) -> GlobalFit {
    let perSizeFloor = Self.perSizeFloor(sizeFits, objective) { $0.value }
    // What the sizes reach without the box bounds the optimum without it (the same floor unless
    // a size looked inside the box again).
    let unboxedFloor =
      sizeFits.contains { $0.unboxedValue != nil }
      ? Self.perSizeFloor(sizeFits, objective) { min($0.value, $0.unboxedValue ?? $0.value) }
      : perSizeFloor
    let box = ConstantBox(problem: self)
    func summarize(_ constants: PlaceholderConstants) -> ErrorSummary { evaluate(constants) }
    var found: Optimum
    if objective == .rms {
      var search = RMSSearch(problem: self, samples: samples)
      search.intercepts = intercepts
      let ratios = samples.map { $0.symbolWidth / $0.advance }.sorted()
      let advances = samples.map(\.advance).sorted()
      let median = PlaceholderConstants(
        shiftFactor: ratios[ratios.count / 2], minimumWidth: padding - advances[advances.count / 2] / 2)
      let point = search.solve(startingFrom: [median, .seed] + (try clampedStart(samples: samples)))
      found = Optimum(
        point.constants, summarize(point.constants), objective, lowerBound: unboxedFloor,
        proven: search.isProvenOptimal)
      if !box.contains(found.constants) {
        found = boxedRMS(
          found, intercepts: search.intercepts, starts: [median, .seed], samples: samples, box: box,
          lowerBound: perSizeFloor, summarize: summarize)
      }
    } else {
      // The worst target's floor across sizes is the largest of the sizes' own.
      let floors = sizeFits.compactMap(\.targetFloor)
      let floor = floors.count == sizeFits.count ? floors.max() : nil
      let solver = BandSolver(problem: self, samples: samples, objective: objective)
      let solution = try solver.solve(floor: floor)
      found = Optimum(
        solution.constants, summarize(solution.constants), objective,
        lowerBound: max(solution.lowerBound, unboxedFloor))
      if !box.contains(found.constants) {
        found = boxedBand(
          found, objective: objective, floor: floor, box: box, extraLowerBound: perSizeFloor,
          samples: samples, summarize: summarize)
      }
    }
    return GlobalFit(
      objective: objective, constants: found.constants, summary: found.summary, value: found.value,
      lowerBound: found.proven ? min(found.value, found.lowerBound) : found.lowerBound,
      isProvenOptimal: found.proven, perSizeFloor: perSizeFloor, box: box,
      degenerateOptimum: found.degenerate, wasSettledInBox: found.unboxedValue != nil)
  }

  /// What a per-size table reaches from the sizes' own values: their RMS for `rms`, else the
  /// largest.
  ///
  /// The values are read from the fits, not collected into an array first: the solver
  /// benchmarks count allocations.
  private static func perSizeFloor(
    _ sizeFits: [SizeFit], _ objective: FitObjective, value: (SizeFit) -> Double
  ) -> Double {
    if objective == .rms {
      let meanSquare = sizeFits.reduce(0) { $0 + value($1) * value($1) } / Double(max(1, sizeFits.count))
      return meanSquare.squareRoot()
    }
    return sizeFits.reduce(nil as Double?) { largest, fit in max(largest ?? value(fit), value(fit)) } ?? 0
  }

  /// The minimax fit as a start for the RMS search when a sizing model clamps the widths, where
  /// the search's smooth model is a poorer guide; no start otherwise.
  private func clampedStart(samples: [SizeSample]) throws(CalibrationError) -> [PlaceholderConstants] {
    guard samples.contains(where: \.runWidths.isClamped) else { return [] }
    return [try BandSolver(problem: self, samples: samples, objective: .minimax).solve().constants]
  }

  /// ``clampedStart(samples:)`` inside the box; none when the box's minimax fit fails (the RMS
  /// search then starts from the others).
  private func boxedClampedStart(samples: [SizeSample], box: ConstantBox) -> [PlaceholderConstants] {
    guard samples.contains(where: \.runWidths.isClamped) else { return [] }
    let solver = BandSolver(problem: self, samples: samples, objective: .minimax)
    guard let solution = try? solver.solve(box: box) else { return [] }
    return [box.clamped(solution.constants)]
  }

  /// The RMS search again inside the box, settled against its result outside it.
  ///
  /// - Parameters:
  ///   - unboxed: The search's result, outside the box.
  ///   - intercepts: The intercepts of its proof, which do not depend on the box.
  ///   - starts: The search's own starts; its result and a pair inside the box with the same
  ///     counts follow them (``RMSSearch/sameCounts(as:)``).
  ///   - samples: The sizes searched.
  ///   - lowerBound: A bound the box's optimum cannot beat, or `nil` for the search's own proof
  ///     (its RMS when proven, else 0).
  ///   - summarize: The errors of a pair over those sizes.
  private func boxedRMS(
    _ unboxed: Optimum, intercepts: RMSSearch.Intercepts?, starts: [PlaceholderConstants],
    samples: [SizeSample],
    box: ConstantBox, lowerBound: Double?, summarize: (PlaceholderConstants) -> ErrorSummary
  ) -> Optimum {
    var search = RMSSearch(problem: self, samples: samples)
    search.bounds = box
    search.intercepts = intercepts
    let same = search.sameCounts(as: unboxed.constants).map { [$0] } ?? []
    let point = search.solve(
      startingFrom: starts + [unboxed.constants] + same + boxedClampedStart(samples: samples, box: box))
    let rms = (point.sumOfSquares / Double(samples.count * targets.count)).squareRoot()
    let inside = Optimum(
      point.constants, summarize(point.constants), .rms,
      lowerBound: lowerBound ?? (search.isProvenOptimal ? rms : 0), proven: search.isProvenOptimal)
    return unboxed.settled(inside: inside, problem: self, samples: samples)
  }

  /// The band solver's fit again inside the box, settled against the fit outside it.
  ///
  /// - Parameters:
  ///   - unboxed: The solver's optimum, outside the box.
  ///   - objective: The band objective.
  ///   - floor: Its per-target floor, if known.
  ///   - extraLowerBound: A bound the box's optimum cannot beat beyond the solver's own (the
  ///     per-size floor across sizes).
  ///   - samples: The sizes fitted.
  ///   - summarize: The errors of a pair over those sizes.
  private func boxedBand(
    _ unboxed: Optimum, objective: FitObjective, floor: Double?, box: ConstantBox,
    extraLowerBound: Double, samples: [SizeSample], summarize: (PlaceholderConstants) -> ErrorSummary
  ) -> Optimum {
    let solver = BandSolver(problem: self, samples: samples, objective: objective)
    let inside: Optimum
    if let solution = try? solver.solve(floor: floor, box: box) {
      let constants = box.clamped(solution.constants)
      inside = Optimum(
        constants, summarize(constants), unboxed.objective,
        lowerBound: max(solution.lowerBound, unboxed.lowerBound, extraLowerBound))
    } else {
      // No tolerance tried was met inside the box (which a box holding a pair of zero counts
      // makes unlikely): the nearest pair inside, without a proof.
      let constants = box.clamped(unboxed.constants)
      inside = Optimum(
        constants, summarize(constants), unboxed.objective,
        lowerBound: max(unboxed.lowerBound, extraLowerBound),
        proven: false)
    }
    return unboxed.settled(inside: inside, problem: self, samples: samples)
  }

  /// The objective's value for a summary: max |e|, RMS, max e or max -e.
  static func value(_ summary: ErrorSummary, _ objective: FitObjective) -> Double {
    switch objective {
    case .minimax: return summary.maximumError
    case .rms: return summary.rmsError
    case .neverClip: return summary.largestClip > 0 ? .infinity : summary.largestOvershoot
    case .neverSeam: return summary.largestOvershoot > 0 ? .infinity : summary.largestClip
    }
  }
}

import PlaceholderTitle

/// The constants fitted to one font size.
public struct SizeFit: Sendable {
  /// The size's measurements.
  public var sample: SizeSample
  /// The best constants for this size alone.
  public var constants: PlaceholderConstants
  /// Their errors over this size's targets.
  public var summary: ErrorSummary
  /// The objective's value for these constants.
  public var value: Double
  /// A value no constants can beat at this size.
  public var lowerBound: Double
  /// The worst target's best possible error at this size under a band objective (what the band
  /// solver starts from), kept so the fit across sizes need not compute it again.
  var targetFloor: Double? = nil
}

/// One pair of constants fitted across every size.
public struct GlobalFit: Sendable {
  /// What the fit minimized.
  public var objective: FitObjective
  /// The fitted constants.
  public var constants: PlaceholderConstants
  /// Their errors over every size and target.
  public var summary: ErrorSummary
  /// The objective's value for these constants.
  public var value: Double
  /// A value no single pair can beat (equal to ``value`` when proven optimal; for `rms`
  /// without a proof, the per-size floor).
  public var lowerBound: Double
  /// Whether the optimality of ``value`` is proven.
  ///
  /// For the band objectives it is proven when ``lowerBound``, a tolerance the band solver showed
  /// no pair can beat, lies within 1e-6 pt of ``value``; the bisection stops at 1e-10 of the
  /// value, so the gap is a few 1e-9 pt at most (for a 47.5 pt optimum, 2.7e-9). The value itself
  /// is tested against an exhaustive optimum on real fonts (Inter and the test font, hinting none
  /// and full, 8...40 pt @2x, every band objective) and lies within 1e-9 pt of it. For `rms`, see
  /// ``RMSSearch``.
  public var isProvenOptimal: Bool
  /// The objective's value when every size has its own constants: what a per-size table gets.
  public var perSizeFloor: Double

  /// How much worse one global pair is than a per-size table, in points.
  public var excessOverPerSize: Double { max(0, value - perSizeFloor) }
}

/// Everything a calibration found: per-size constants, the global pair and the seed's errors.
public struct CalibrationFit: Sendable {
  /// The problem that was fitted.
  public var problem: CalibrationProblem
  /// What was minimized.
  public var objective: FitObjective
  /// One fit per size, ascending.
  public var sizes: [SizeFit]
  /// The best single pair across sizes.
  public var global: GlobalFit
  /// The errors of seed 000's constants (30, 1.1) on the same problem.
  public var seed: ErrorSummary

  /// The default tolerance of ``needsPerSizeTable(tolerance:)``: one device pixel at @2x.
  public static let defaultTolerance = 0.5

  /// Whether one global pair falls short of a per-size table by more than `tolerance` points.
  public func needsPerSizeTable(tolerance: Double = defaultTolerance) -> Bool {
    global.excessOverPerSize > tolerance
  }

  /// The calibrated title maker: per-size constants with the global pair as fallback.
  public func calibratedTitle(placeholder: Unicode.Scalar = "\u{200A}") -> CalibratedRepeatedTitle {
    CalibratedRepeatedTitle(
      entries: sizes.map {
        .init(size: $0.sample.size, symbolWidth: $0.sample.symbolWidth, constants: $0.constants)
      }, fallback: global.constants, placeholder: placeholder)
  }
}

// MARK: - Fitting

extension CalibrationProblem {
  /// Fits per-size constants and one global pair, and evaluates the seed constants.
  ///
  /// - Parameter objective: What to minimize (default: the largest |error|).
  /// - Returns: The complete fit.
  /// - Throws: ``CalibrationError`` when the objective cannot be met (never-seam with a target
  ///   narrower than the padding).
  public func fit(objective: FitObjective = .minimax) throws(CalibrationError) -> CalibrationFit {
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
  public func fitSize(at index: Int, objective: FitObjective = .minimax) throws(CalibrationError) -> SizeFit {
    try fitSizeKeepingIntercepts(at: index, objective: objective).fit
  }

  /// ``fitSize(at:objective:)``, with the intercepts of the RMS search's proof for the size,
  /// which the fit across sizes combines rather than computes again.
  private func fitSizeKeepingIntercepts(
    at index: Int, objective: FitObjective
  ) throws(CalibrationError) -> (fit: SizeFit, intercepts: RMSSearch.Intercepts?) {
    let sample = samples[index]
    var intercepts: RMSSearch.Intercepts? = nil
    let constants: PlaceholderConstants
    let lowerBound: Double
    var targetFloor: Double? = nil
    if objective == .rms {
      // The RMS search needs no minimax fit to start from: it proves the nearest-count optimum
      // itself, or searches where its smooth model points.
      var search = RMSSearch(problem: self, samples: [sample])
      let closedForm = PlaceholderConstants(
        shiftFactor: sample.symbolWidth / sample.advance, minimumWidth: padding - sample.advance / 2)
      let point = search.solve(startingFrom: [closedForm] + (try clampedStart(samples: [sample])))
      intercepts = search.intercepts
      constants = point.constants
      lowerBound = search.isProvenOptimal ? (point.sumOfSquares / Double(targets.count)).squareRoot() : 0
    } else {
      let solver = BandSolver(problem: self, samples: [sample], objective: objective)
      let floor = try solver.perTargetFloor()
      let solution = try solver.solve(floor: floor)
      constants = solution.constants
      lowerBound = solution.lowerBound
      targetFloor = floor
    }
    let summary = evaluate(constants, sampleAt: index)
    let fit = SizeFit(
      sample: sample, constants: constants, summary: summary, value: Self.value(summary, objective),
      lowerBound: lowerBound, targetFloor: targetFloor)
    return (fit, intercepts)
  }

  /// Fits one pair of constants across all sizes.
  ///
  /// - Parameter objective: What to minimize.
  /// - Returns: The global fit, with its distance from the per-size floor.
  public func fitGlobal(objective: FitObjective = .minimax) throws(CalibrationError) -> GlobalFit {
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
    for index in samples.indices {
      let (sizeFit, sizeIntercepts) = try fitSizeKeepingIntercepts(at: index, objective: objective)
      sizeFits.append(sizeFit)
      if let sizeIntercepts { intercepts.append(sizeIntercepts) }
    }
    let combined = intercepts.count == samples.count ? RMSSearch.Intercepts(combining: intercepts) : nil
    return (sizeFits, combined)
  }

  private func fitGlobal(
    objective: FitObjective, sizeFits: [SizeFit], intercepts: RMSSearch.Intercepts? = nil
  ) throws(CalibrationError) -> GlobalFit {
    let perSizeFloor: Double
    if objective == .rms {
      let meanSquare = sizeFits.reduce(0) { $0 + $1.value * $1.value } / Double(max(1, sizeFits.count))
      perSizeFloor = meanSquare.squareRoot()
    } else {
      perSizeFloor = sizeFits.map(\.value).max() ?? 0
    }
    let constants: PlaceholderConstants
    let lowerBound: Double
    var proven = true
    if objective == .rms {
      var search = RMSSearch(problem: self, samples: samples)
      search.intercepts = intercepts
      let ratios = samples.map { $0.symbolWidth / $0.advance }.sorted()
      let advances = samples.map(\.advance).sorted()
      let median = PlaceholderConstants(
        shiftFactor: ratios[ratios.count / 2], minimumWidth: padding - advances[advances.count / 2] / 2)
      let point = search.solve(startingFrom: [median, .seed] + (try clampedStart(samples: samples)))
      constants = point.constants
      proven = search.isProvenOptimal
      lowerBound = perSizeFloor
    } else {
      // The worst target's floor across sizes is the largest of the sizes' own.
      let floors = sizeFits.compactMap(\.targetFloor)
      let solution = try BandSolver(problem: self, samples: samples, objective: objective).solve(
        floor: floors.count == sizeFits.count ? floors.max() : nil)
      constants = solution.constants
      lowerBound = max(solution.lowerBound, perSizeFloor)
    }
    let summary = evaluate(constants)
    let value = Self.value(summary, objective)
    if objective != .rms { proven = value - lowerBound <= 1e-6 }
    return GlobalFit(
      objective: objective, constants: constants, summary: summary, value: value,
      lowerBound: proven ? min(value, lowerBound) : lowerBound, isProvenOptimal: proven,
      perSizeFloor: perSizeFloor)
  }

  /// The minimax fit as a start for the RMS search when a sizing model clamps the widths, where
  /// the search's smooth model is a poorer guide; no start otherwise.
  private func clampedStart(samples: [SizeSample]) throws(CalibrationError) -> [PlaceholderConstants] {
    guard samples.contains(where: \.runWidths.isClamped) else { return [] }
    return [try BandSolver(problem: self, samples: samples, objective: .minimax).solve().constants]
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

import PlaceholderTitle

/// How well a pair of constants does over a set of targets (and sizes).
public struct ErrorSummary: Sendable, Hashable {
  /// The largest |e|, in points.
  public var maximumError: Double
  /// The root mean square of e, in points.
  public var rmsError: Double
  /// The largest positive e (the worst seam), or 0 when no button is too wide.
  public var largestOvershoot: Double
  /// The largest clip as a positive number (the worst -e), or 0 when nothing is clipped.
  public var largestClip: Double
  /// The size where the largest |e| occurs.
  public var worstSize: Double
  /// The target width where the largest |e| occurs.
  public var worstWidth: Double
  /// The signed error at that place.
  public var worstError: Double
  /// How many (size, width) pairs were evaluated.
  public var count: Int

  /// Summarizes signed errors e = R - W; the first of equally large |e| is the worst. With no
  /// errors every value is 0.
  ///
  /// - Parameter errors: Each error with the size and target width it belongs to.
  public init(_ errors: some Sequence<(size: Double, width: Double, error: Double)>) {
    self.init(
      maximumError: 0, rmsError: 0, largestOvershoot: 0, largestClip: 0, worstSize: 0, worstWidth: 0,
      worstError: 0, count: 0)
    var sumOfSquares = 0.0
    var first = true
    for (size, width, error) in errors {
      if first {
        (worstSize, worstWidth, worstError) = (size, width, error)
        first = false
      }
      sumOfSquares += error * error
      count += 1
      largestOvershoot = max(largestOvershoot, error)
      largestClip = max(largestClip, -error)
      if abs(error) > maximumError {
        maximumError = abs(error)
        (worstSize, worstWidth, worstError) = (size, width, error)
      }
    }
    rmsError = count > 0 ? (sumOfSquares / Double(count)).squareRoot() : 0
  }

  fileprivate init(
    maximumError: Double, rmsError: Double, largestOvershoot: Double, largestClip: Double, worstSize: Double,
    worstWidth: Double, worstError: Double, count: Int
  ) {
    self.maximumError = maximumError
    self.rmsError = rmsError
    self.largestOvershoot = largestOvershoot
    self.largestClip = largestClip
    self.worstSize = worstSize
    self.worstWidth = worstWidth
    self.worstError = worstError
    self.count = count
  }
}

// MARK: - Evaluation

extension CalibrationProblem {
  /// The placeholder count the app computes for a width at one size, exactly as it would.
  @inline(__always)
  static func count(
    for width: Double, symbolWidth: Double, constants: PlaceholderConstants
  ) -> Int {
    PlaceholderTitle.count(
      for: width, symbolWidth: symbolWidth, minimumWidth: constants.minimumWidth,
      shiftFactor: constants.shiftFactor)
  }

  /// The error e(W) = R(N(W)) - W at one sample.
  @inline(__always)
  func error(at width: Double, sample: SizeSample, constants: PlaceholderConstants) -> Double {
    let count = Self.count(for: width, symbolWidth: sample.symbolWidth, constants: constants)
    return padding + sample.runWidths.width(count) - width
  }

  /// Evaluates constants over every size and target.
  ///
  /// - Parameter constants: The shiftFactor and minimumWidth to test (for example ``PlaceholderConstants/seed``).
  /// - Returns: Max |e|, RMS, worst overshoot and clip, and where the worst error is.
  public func evaluate(_ constants: PlaceholderConstants) -> ErrorSummary {
    evaluate(constants, samples: samples[...])
  }

  /// Evaluates constants at one sample only.
  public func evaluate(_ constants: PlaceholderConstants, sampleAt index: Int) -> ErrorSummary {
    evaluate(constants, samples: samples[index...index])
  }

  /// The error e(W) of constants at one sample for every target, in target order: what
  /// ``evaluate(_:sampleAt:)`` summarizes, for charts of e against W (the batch report draws
  /// them from stored records, without a font engine).
  ///
  /// - Parameters:
  ///   - constants: The shiftFactor and minimumWidth to test.
  ///   - index: The sample, an index into ``samples``.
  /// - Returns: One error per target of ``targets``, in points.
  public func errors(_ constants: PlaceholderConstants, sampleAt index: Int) -> [Double] {
    let sample = samples[index]
    // Uniform runs, as `evaluate` reads them: N × step, the run model read once.
    if case .affine(let first, let step) = sample.runWidths, first == step {
      return targets.map { width in
        let count = Self.count(for: width, symbolWidth: sample.symbolWidth, constants: constants)
        return padding + (count > 0 ? Double(count) * step : 0) - width
      }
    }
    return targets.map { error(at: $0, sample: sample, constants: constants) }
  }

  private func evaluate(_ constants: PlaceholderConstants, samples: ArraySlice<SizeSample>) -> ErrorSummary {
    var summary = ErrorSummary(
      maximumError: 0, rmsError: 0, largestOvershoot: 0, largestClip: 0, worstSize: samples.first?.size ?? 0,
      worstWidth: targets.first ?? 0, worstError: 0, count: 0)
    var sumOfSquares = 0.0
    for sample in samples {
      // N uniform copies are N × step wide (as `RunWidthModel.width` computes them, 0 for none);
      // reading the run model once per size keeps its enum out of the loop.
      var uniformStep = 0.0
      if case .affine(let first, let step) = sample.runWidths, first == step { uniformStep = step }
      for width in targets {
        let error: Double
        if uniformStep > 0 {
          let count = Self.count(for: width, symbolWidth: sample.symbolWidth, constants: constants)
          error = padding + (count > 0 ? Double(count) * uniformStep : 0) - width
        } else {
          error = self.error(at: width, sample: sample, constants: constants)
        }
        sumOfSquares += error * error
        summary.count += 1
        if error > summary.largestOvershoot { summary.largestOvershoot = error }
        if -error > summary.largestClip { summary.largestClip = -error }
        if abs(error) > summary.maximumError {
          summary.maximumError = abs(error)
          summary.worstSize = sample.size
          summary.worstWidth = width
          summary.worstError = error
        }
      }
    }
    summary.rmsError = summary.count > 0 ? (sumOfSquares / Double(summary.count)).squareRoot() : 0
    return summary
  }
}

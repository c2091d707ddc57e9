import PlaceholderTitle

/// How well a pair of constants does over a set of targets (and sizes).
package struct ErrorSummary: Sendable, Hashable {
  /// The largest |e|, in points.
  package var maximumError: Double
  /// The root mean square of e, in points.
  package var rmsError: Double
  /// The largest positive e (the worst seam), or 0 when no button is too wide.
  package var largestOvershoot: Double
  /// The largest clip as a positive number (the worst -e), or 0 when nothing is clipped.
  package var largestClip: Double
  /// The size where the largest |e| occurs.
  package var worstSize: Double
  /// The target width where the largest |e| occurs.
  package var worstWidth: Double
  /// The signed error at that place.
  package var worstError: Double
  /// How many (size, width) pairs were evaluated.
  package var count: Int

  /// Summarizes signed errors e = R - W; the first of equally large |e| is the worst. With no
  /// errors every value is 0.
  ///
  /// - Parameter errors: Each error with the size and target width it belongs to.
  package init(_ errors: some Sequence<(size: Double, width: Double, error: Double)>) {
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
    RepeatedTitle.count(
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
  /// - Parameter constants: The shiftFactor and minimumWidth to test (for example `PlaceholderConstants/seed`).
  /// - Returns: Max |e|, RMS, worst overshoot and clip, and where the worst error is.
  package func evaluate(_ constants: PlaceholderConstants) -> ErrorSummary {
    evaluate(constants, samples: samples[...])
  }

  /// Evaluates constants at one sample only.
  package func evaluate(_ constants: PlaceholderConstants, sampleAt index: Int) -> ErrorSummary {
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
  package func errors(_ constants: PlaceholderConstants, sampleAt index: Int) -> [Double] {
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

  /// The smallest and the largest e of constants over every sample, per bin of neighbouring
  /// targets: what a small chart of e(W) draws.
  ///
  /// The values are those of ``errors(_:sampleAt:)``: e is finite at every target (the
  /// problem's targets, padding and run widths are), so the smallest and largest over a bin do
  /// not depend on the order they are taken in; they are taken per target over the samples
  /// first, then per bin. A uniform sample's errors are made two targets at a time, exactly as
  /// the scalar formula makes them: every target of a problem is finite and at least 0, so the
  /// app's guard on the width passes; `max(0, W − minimumWidth) × shiftFactor` is made once per
  /// target, in the app's order, and divided by w (or multiplied by 1 / w where that has the
  /// same floor) in each lane; ``PairTable/counts(_:)`` is `floor` with the app's clamps (0
  /// below 1 and for NaN, the cap from `RepeatedTitle/maximumCount` on); and
  /// `padding + N × step − W` with N = 0 is `padding + 0 − W`, as the scalar path's `0` gives,
  /// since a uniform step is finite. Any other sample's errors come from its run model.
  ///
  /// - Parameters:
  ///   - constants: The shiftFactor and minimumWidth.
  ///   - binStarts: The index of each bin's first target, ascending from 0, then
  ///     `targets.count`.
  /// - Returns: Per bin, the smallest and the largest e (`+∞` and `−∞` for an empty bin or no
  ///   samples).
  package func errorBands(
    _ constants: PlaceholderConstants, binStarts: [Int]
  ) -> (lowest: [Double], highest: [Double]) {
    var lowestAt = [Double](repeating: .infinity, count: targets.count)
    var highestAt = [Double](repeating: -.infinity, count: targets.count)
    // max(0, W − minimumWidth) × shiftFactor is the same for every sample.
    let scaled = targets.map { width in
      var useful = width - constants.minimumWidth
      useful = useful < 0 ? 0 : useful
      return useful * constants.shiftFactor
    }
    for sample in samples {
      if case .affine(let first, let step) = sample.runWidths, first == step {
        uniformErrorBounds(
          constants, scaled: scaled, symbolWidth: sample.symbolWidth, step: step, lowest: &lowestAt,
          highest: &highestAt)
      } else {
        for (index, width) in targets.enumerated() {
          let error = error(at: width, sample: sample, constants: constants)
          lowestAt[index] = min(lowestAt[index], error)
          highestAt[index] = max(highestAt[index], error)
        }
      }
    }
    let bins = binStarts.indices.dropLast()
    return (
      bins.map { lowestAt[binStarts[$0]..<binStarts[$0 + 1]].min() ?? .infinity },
      bins.map { highestAt[binStarts[$0]..<binStarts[$0 + 1]].max() ?? -.infinity }
    )
  }

  /// Lowers `lowest` and raises `highest` at every target to e of a sample whose run of N
  /// copies is N × step wide, two targets at a time (see ``errorBands(_:binStarts:)`` for why
  /// these are the scalar formula's values).
  ///
  /// The count is the runtime's fast count (``RepeatedTitle/count(for:)``, whose comments
  /// prove it): × fl(1 / w) instead of ÷ w, which has the division's floor where the product is
  /// farther than 1e-15 of itself from a whole number and below the cap; a pair of targets
  /// where it is not for either is counted with the division.
  ///
  /// - Parameter scaled: `max(0, W − minimumWidth) × shiftFactor` at every target, as the app
  ///   computes it.
  private func uniformErrorBounds(
    _ constants: PlaceholderConstants, scaled: [Double], symbolWidth: Double, step: Double,
    lowest: inout [Double], highest: inout [Double]
  ) {
    let divisor = SIMD2(repeating: symbolWidth)
    let zero = SIMD2<Double>(repeating: 0)
    let count = targets.count
    let inverse = 1 / symbolWidth
    let multiplies =
      symbolWidth.isNormal && symbolWidth > 0 && inverse.isNormal && constants.shiftFactor.isFinite
    let reciprocal = SIMD2(repeating: multiplies ? inverse : 0)
    let wholeLimit = SIMD2(repeating: Double(RepeatedTitle.maximumCount - 1))
    let one = SIMD2<Double>(repeating: 1)
    targets.withUnsafeBufferPointer { targets in
      scaled.withUnsafeBufferPointer { scaledAt in
        lowest.withUnsafeMutableBufferPointer { lowest in
          highest.withUnsafeMutableBufferPointer { highest in
            var index = 0
            while index + 1 < count {
              let width = SIMD2(targets[index], targets[index + 1])
              let scaled = SIMD2(scaledAt[index], scaledAt[index + 1])
              let estimate = scaled * reciprocal
              let whole = PairTable.floor(estimate)
              let fraction = estimate - whole
              let margin = estimate * 1e-15
              let exact =
                (estimate .>= zero) .& (estimate .< wholeLimit) .& (fraction .> margin)
                .& (fraction .< one - margin)
              let counts = all(exact) ? whole : PairTable.counts(scaled / divisor)
              let error = (padding + counts * step) - width
              var low = SIMD2(lowest[index], lowest[index + 1])
              var high = SIMD2(highest[index], highest[index + 1])
              low.replace(with: error, where: error .< low)
              high.replace(with: error, where: error .> high)
              (lowest[index], lowest[index + 1]) = (low[0], low[1])
              (highest[index], highest[index + 1]) = (high[0], high[1])
              index += 2
            }
            if index < count {
              let width = targets[index]
              let count = Self.count(for: width, symbolWidth: symbolWidth, constants: constants)
              let error = padding + (count > 0 ? Double(count) * step : 0) - width
              lowest[index] = min(lowest[index], error)
              highest[index] = max(highest[index], error)
            }
          }
        }
      }
    }
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

import PlaceholderTitle

// MARK: - The proven case

extension RMSSearch {
  /// Constants that give every (size, target) the count closest to it, if one pair can.
  ///
  /// Every term of the sum of squares is then at its own minimum, so no constants do better:
  /// this is the proof behind ``isProvenOptimal``. For each target the allowed counts (the
  /// nearest one, or both neighbours on an exact tie) become one upper and one lower line in
  /// (u, v), and ``ConstantRegion`` finds the widest point between them, if any (inside
  /// ``bounds``, when the search has them: then no pair inside the box does better).
  func everyTargetAtBest() -> PlaceholderConstants? {
    everyTargetAtBest(nearestCountIntercepts())
  }

  /// Each target's tightest upper and lower intercepts for the counts closest to it at every
  /// size: the upper line `v = W·u + upper` (+∞ where no size bounds it), the lower one
  /// `v = W·u + lower`.
  struct Intercepts: Sendable {
    var upper: [Double]
    var lower: [Double]

    /// The intercepts of several sets of sizes together: the tightest of each, which are the
    /// ones the sizes give when taken together, as taking the smallest (largest) of some
    /// numbers is exact in any grouping.
    init(combining parts: [Intercepts]) {
      var upper = parts[0].upper
      var lower = parts[0].lower
      upper.withUnsafeMutableBufferPointer { upper in
        lower.withUnsafeMutableBufferPointer { lower in
          for part in parts.dropFirst() {
            part.upper.withUnsafeBufferPointer { partUpper in
              part.lower.withUnsafeBufferPointer { partLower in
                // The parts cover the same targets.
                for index in upper.indices {
                  upper[index] = min(upper[index], partUpper[index])
                  lower[index] = max(lower[index], partLower[index])
                }
              }
            }
          }
        }
      }
      self.upper = upper
      self.lower = lower
    }

    init(upper: [Double], lower: [Double]) {
      self.upper = upper
      self.lower = lower
    }
  }

  /// The intercepts of ``everyTargetAtBest()``'s lines for this search's sizes.
  func nearestCountIntercepts() -> Intercepts {
    let targets = problem.targets
    let padding = problem.padding
    var upperIntercepts = [Double](repeating: .infinity, count: targets.count)
    var lowerIntercepts = [Double](repeating: -.infinity, count: targets.count)
    upperIntercepts.withUnsafeMutableBufferPointer { upperIntercepts in
      lowerIntercepts.withUnsafeMutableBufferPointer { lowerIntercepts in
        targets.withUnsafeBufferPointer { targets in
          for sample in samples {
            Self.tighten(
              upperIntercepts, lowerIntercepts, for: sample, targets: targets, padding: padding)
          }
        }
      }
    }
    return Intercepts(upper: upperIntercepts, lower: lowerIntercepts)
  }

  /// The widest pair inside ``bounds`` that gives every (size, target) the count `constants`
  /// give, if one does: the same errors, so the same value, from a pair inside the box.
  ///
  /// The counts become lines as in ``everyTargetAtBest()``, one range of a single count per
  /// (size, target). This is how a box search reaches an optimum the solver found outside it
  /// when a pair inside gives the same counts (a count that does not depend on W, say, over
  /// targets narrow enough), which its scans alone may miss.
  func sameCounts(as constants: PlaceholderConstants) -> PlaceholderConstants? {
    let targets = problem.targets
    var upperIntercepts = [Double](repeating: .infinity, count: targets.count)
    var lowerIntercepts = [Double](repeating: -.infinity, count: targets.count)
    for sample in samples {
      let symbolWidth = sample.symbolWidth
      for index in targets.indices {
        let count = CalibrationProblem.count(
          for: targets[index], symbolWidth: symbolWidth, constants: constants)
        if count >= 1 { upperIntercepts[index] = min(upperIntercepts[index], -Double(count) * symbolWidth) }
        if count < RepeatedTitle.maximumCount {
          lowerIntercepts[index] = max(lowerIntercepts[index], -Double(count + 1) * symbolWidth)
        }
      }
    }
    let upper = targets.indices.filter { upperIntercepts[$0].isFinite }.map {
      ConstantRegion.Line(slope: targets[$0], intercept: upperIntercepts[$0])
    }
    let lower = targets.indices.filter { lowerIntercepts[$0].isFinite }.map {
      ConstantRegion.Line(slope: targets[$0], intercept: lowerIntercepts[$0])
    }
    return ConstantRegion.center(upper: upper, lower: lower, box: bounds)?.constants
  }

  /// ``everyTargetAtBest()`` from the intercepts of its lines.
  func everyTargetAtBest(_ intercepts: Intercepts) -> PlaceholderConstants? {
    let targets = problem.targets
    let upperIntercepts = intercepts.upper
    let lowerIntercepts = intercepts.lower
    // Built in place: one allocation each, no per-line growth or uniqueness checks.
    let upper = [ConstantRegion.Line](unsafeUninitializedCapacity: targets.count) { lines, count in
      for index in targets.indices where upperIntercepts[index].isFinite {
        lines.initializeElement(
          at: count, to: .init(slope: targets[index], intercept: upperIntercepts[index]))
        count += 1
      }
    }
    let lower = [ConstantRegion.Line](unsafeUninitializedCapacity: targets.count) { lines, count in
      for index in targets.indices {
        lines.initializeElement(
          at: index, to: .init(slope: targets[index], intercept: lowerIntercepts[index]))
      }
      count = targets.count
    }
    return ConstantRegion.center(upper: upper, lower: lower, box: bounds)?.constants
  }

  /// Tightens each target's upper and lower intercepts by the counts allowed at one size.
  ///
  /// A function of its own, with its buffers as arguments, so that the loop keeps them in
  /// registers. Every index it uses is one of `targets.indices`, which the buffers share.
  private static func tighten(
    _ upperIntercepts: UnsafeMutableBufferPointer<Double>,
    _ lowerIntercepts: UnsafeMutableBufferPointer<Double>, for sample: SizeSample,
    targets: UnsafeBufferPointer<Double>, padding: Double
  ) {
    let runWidths = sample.runWidths
    let symbolWidth = sample.symbolWidth
    let uniformStep: Double
    if case .affine(let first, let step) = runWidths, first == step {
      uniformStep = step
    } else {
      uniformStep = 0
    }
    for index in targets.indices {
      let needed = targets[index] - padding
      // The counts just below and just above the target, as whole numbers in Doubles
      // (exact: at most 1e9 + 1), and their errors.
      let below: Double
      let above: Double
      let underError: Double
      let overError: Double
      if uniformStep > 0, needed >= 0, needed / uniformStep < 1e9 {
        // N copies are N × step wide: settle the division's estimate against those
        // widths exactly as `RunWidthModel.largestCount(within:)` and
        // `smallestCount(reaching:)` settle theirs, so the counts are the same, without
        // their general path. `width` and `next` are the widths of `count` and
        // `count + 1` copies, each the product `Double(count) * step` computes.
        var count = Double(Int(needed / uniformStep))
        var width = count * uniformStep
        var next = (count + 1) * uniformStep
        // The loops run only when the division rounded across a whole number.
        if count > 0 && width > needed {
          repeat {
            count -= 1
            next = width
            width = count * uniformStep
          } while count > 0 && width > needed
        } else if next <= needed {
          repeat {
            count += 1
            width = next
            next = (count + 1) * uniformStep
          } while next <= needed
        }
        below = count
        underError = needed - width
        // Widths grow strictly, so the smallest count reaching the width is this one or
        // the next.
        if needed <= 0 || width == needed {
          above = count
          overError = width - needed
        } else {
          above = count + 1
          overError = next - needed
        }
      } else {
        let largest = runWidths.largestCount(within: needed)
        let smallest = runWidths.smallestCount(reaching: needed)
        below = Double(largest)
        above = Double(smallest)
        underError = largest >= 0 ? needed - runWidths.width(largest) : Double.infinity
        overError = runWidths.width(smallest) - needed
      }
      // Both neighbours are allowed on an exact tie.
      let low = underError <= overError ? below : above
      let high = overError <= underError ? above : below
      if low >= 1 {
        upperIntercepts[index] = min(upperIntercepts[index], -low * symbolWidth)
      }
      lowerIntercepts[index] = max(lowerIntercepts[index], -(high + 1) * symbolWidth)
    }
  }
}

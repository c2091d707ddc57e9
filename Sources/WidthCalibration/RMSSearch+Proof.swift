import PlaceholderTitle

// MARK: - The proven case

extension RMSSearch {
  /// Constants that give every (size, target) the count closest to it, if one pair can.
  ///
  /// Every term of the sum of squares is then at its own minimum, so no constants do better:
  /// this is the proof behind ``isProvenOptimal``. For each target the allowed counts (the
  /// nearest one, or both neighbours on an exact tie) become one upper and one lower line in
  /// (u, v), and ``ConstantRegion`` finds the widest point between them, if any.
  func everyTargetAtBest() -> PlaceholderConstants? {
    let targets = problem.targets
    var upperIntercepts = [Double](repeating: .infinity, count: targets.count)
    var lowerIntercepts = [Double](repeating: -.infinity, count: targets.count)
    for sample in samples {
      let runWidths = sample.runWidths
      let uniformStep: Double
      if case .affine(let first, let step) = runWidths, first == step {
        uniformStep = step
      } else {
        uniformStep = 0
      }
      for index in targets.indices {
        let needed = targets[index] - problem.padding
        let below: Int
        let above: Int
        let underError: Double
        let overError: Double
        if uniformStep > 0, needed >= 0, needed / uniformStep < 1e9 {
          // N copies are N × step wide: settle the division's estimate against those widths
          // exactly as `RunWidthModel.largestCount(within:)` and `smallestCount(reaching:)`
          // settle theirs, so the counts are the same, without their general path.
          var count = Int(needed / uniformStep)
          // The loops run only when the division rounded across a whole number.
          if count > 0 && Double(count) * uniformStep > needed {
            repeat { count -= 1 } while count > 0 && Double(count) * uniformStep > needed
          } else if Double(count + 1) * uniformStep <= needed {
            repeat { count += 1 } while Double(count + 1) * uniformStep <= needed
          }
          let width = Double(count) * uniformStep
          below = count
          // Widths grow strictly, so the smallest count reaching the width is this one or the next.
          above = needed <= 0 || width == needed ? count : count + 1
          underError = needed - width
          overError = Double(above) * uniformStep - needed
        } else {
          below = runWidths.largestCount(within: needed)
          above = runWidths.smallestCount(reaching: needed)
          underError = below >= 0 ? needed - runWidths.width(below) : Double.infinity
          overError = runWidths.width(above) - needed
        }
        // Both neighbours are allowed on an exact tie.
        let low = underError <= overError ? below : above
        let high = overError <= underError ? above : below
        if low >= 1 {
          upperIntercepts[index] = min(upperIntercepts[index], -Double(low) * sample.symbolWidth)
        }
        lowerIntercepts[index] = max(lowerIntercepts[index], -Double(high + 1) * sample.symbolWidth)
      }
    }
    var upper: [ConstantRegion.Line] = []
    var lower: [ConstantRegion.Line] = []
    for index in targets.indices {
      if upperIntercepts[index].isFinite {
        upper.append(.init(slope: targets[index], intercept: upperIntercepts[index]))
      }
      lower.append(.init(slope: targets[index], intercept: lowerIntercepts[index]))
    }
    return ConstantRegion.center(upper: upper, lower: lower)?.constants
  }
}

import PlaceholderTitle

/// The (size, target) pairs of a search in flat arrays, and the sum of squared errors of pairs
/// left out because their count cannot change where the search looks.
///
/// With u = shiftFactor and v = shiftFactor × minimumWidth the count of a pair is
/// `n = clamp(⌊z⌋)` with `z = (u·W - v) / w`, affine in (u, v). Along a segment of constants z
/// moves linearly, so the pair's error changes only where z passes a whole number: a scan
/// values every point of a segment by adding those steps, without evaluating each point.
struct PairTable {
  /// One pair's numbers.
  struct Pair {
    /// The target width W.
    var width: Double
    /// 1 / w, the reciprocal of the size's symbol width.
    var inverseSymbolWidth: Double
    /// The advance when N copies render N × advance wide, else 0 (read ``runWidths``).
    var uniformStep: Double
    /// P - W: the error with no placeholder.
    var base: Double
    /// The index of the size in ``runWidths``.
    var sample: Int
  }

  /// The pairs that scans visit.
  private(set) var pairs: [Pair]
  /// The run widths of each size, for sizes whose runs are not uniform.
  let runWidths: [RunWidthModel]
  /// The sum of squared errors of the pairs left out.
  private(set) var constant: Double

  /// The pairs of a problem's samples whose count can change inside `box`; the others join
  /// ``constant``. Without a box, every pair.
  init(problem: CalibrationProblem, samples: [SizeSample], inside box: RMSSearch.Box? = nil) {
    runWidths = samples.map(\.runWidths)
    constant = 0
    pairs = []
    pairs.reserveCapacity(box == nil ? samples.count * problem.targets.count : 1024)
    for (index, sample) in samples.enumerated() {
      var uniformStep = 0.0
      if case .affine(let first, let step) = sample.runWidths, first == step { uniformStep = step }
      for width in problem.targets {
        keep(
          Pair(
            width: width, inverseSymbolWidth: 1 / sample.symbolWidth, uniformStep: uniformStep,
            base: problem.padding - width, sample: index), inside: box)
      }
    }
  }

  /// The same table keeping only the pairs whose count can change inside `box`, which must lie
  /// inside the box this table was built for (pairs left out there stay fixed here too).
  func restricted(to box: RMSSearch.Box) -> PairTable {
    var copy = self
    // A new buffer sized for the few pairs kept, not a copy of this one's.
    copy.pairs = []
    copy.pairs.reserveCapacity(min(pairs.count, 1024))
    for pair in pairs { copy.keep(pair, inside: box) }
    return copy
  }

  /// Adds a pair to ``pairs`` if its count can change inside the box, else its constant square
  /// to ``constant``.
  ///
  /// z is affine in (u, v), so over the parallelogram `|u - u₀| ≤ uReach`,
  /// `|v - v₀ - (u - u₀)·slope| ≤ vReach` it ranges over `z₀ ± (uReach·|W - slope| + vReach) / w`
  /// (its extremes are at the corners); a pair whose clamped count is the same at both ends of
  /// that range has that count everywhere inside.
  private mutating func keep(_ pair: Pair, inside box: RMSSearch.Box?) {
    guard let box else {
      pairs.append(pair)
      return
    }
    let z = (box.u * pair.width - box.v) * pair.inverseSymbolWidth
    let spread = (box.uReach * abs(pair.width - box.slope) + box.vReach) * pair.inverseSymbolWidth
    let low = Self.count(z - spread)
    let floor = Double(low)
    let high = z + spread
    // Whether count(high) == low, with two comparisons instead of a second conversion.
    let fixed = high >= floor + 1 ? low == PlaceholderTitle.maximumCount : (high >= floor || low == 0)
    if fixed {
      let error = error(pair, count: low)
      constant += error * error
    } else {
      pairs.append(pair)
    }
  }

  /// The error of a pair at a count.
  @inline(__always)
  func error(_ pair: Pair, count: Int) -> Double {
    pair.base
      + (pair.uniformStep > 0 ? Double(count) * pair.uniformStep : runWidths[pair.sample].width(count))
  }

  /// The count of a scaled position z = (u·W - v) / w, clamped as the app clamps it.
  @inline(__always)
  static func count(_ z: Double) -> Int {
    if !(z >= 1) { return 0 }
    return z < Double(PlaceholderTitle.maximumCount) ? Int(z) : PlaceholderTitle.maximumCount
  }

  /// The sum of squared errors at `bins + 1` evenly spaced points t = from...to along
  /// (u + t·du, v + t·dv), in one pass over the pairs plus one step per count change.
  ///
  /// Each value is exact, not interpolated: z is linear along the segment, so a pair's count at
  /// a point is its count at the start moved by one for every whole number z passed on the way.
  /// Each such step adds its change of the squared error to the first point past it, and the
  /// sum at point j is the sum at the start plus the changes filed up to j. The cost is one
  /// pass over ``pairs``, one step per count change and one per point, however many points.
  ///
  /// - Parameter values: Receives the sum at each point, indices 0...bins (reused to avoid
  ///   allocation).
  /// - Returns: The index of the smallest sum and that sum.
  func scan(
    u: Double, v: Double, du: Double, dv: Double, from start: Double, to end: Double, bins binCount: Int,
    into values: inout [Double]
  ) -> (index: Int, total: Double) {
    values.removeAll(keepingCapacity: true)
    values.append(contentsOf: repeatElement(0, count: binCount + 2))
    let uStart = u + start * du
    let vStart = v + start * dv
    let uEnd = u + end * du
    let vEnd = v + end * dv
    let limit = Double(binCount)
    var total = constant
    values.withUnsafeMutableBufferPointer { values in
      pairs.withUnsafeBufferPointer { pairs in
        for pair in pairs {
          let zStart = (uStart * pair.width - vStart) * pair.inverseSymbolWidth
          let zEnd = (uEnd * pair.width - vEnd) * pair.inverseSymbolWidth
          let first = Self.count(zStart)
          let firstError = error(pair, count: first)
          var square = firstError * firstError
          total += square
          // Most pairs keep their count: decide that with two comparisons, not a conversion.
          let floor = Double(first)
          let moves = zEnd >= floor + 1 ? first < PlaceholderTitle.maximumCount : (zEnd < floor && first > 0)
          guard moves else { continue }
          let last = Self.count(zEnd)
          // z passes k at offset (k - zStart)·scale from the start, in units of the spacing.
          let scale = limit / (zEnd - zStart)
          let direction = last > first ? 1 : -1
          var crossing = Double(last > first ? first + 1 : first)
          let crossingStep = Double(direction)
          var count = first
          repeat {
            let offset = (crossing - zStart) * scale
            // The first point past the step; a step past the last point is dropped.
            let index = offset < limit ? Int(offset) &+ 1 : binCount &+ 1
            count &+= direction
            let next = error(pair, count: count)
            let nextSquare = next * next
            values[index] += nextSquare - square
            square = nextSquare
            crossing += crossingStep
          } while count != last
        }
      }
    }
    var bestIndex = 0
    var bestTotal = total
    values[0] = total
    for index in 1...binCount {
      total += values[index]
      values[index] = total
      if total < bestTotal {
        bestTotal = total
        bestIndex = index
      }
    }
    return (bestIndex, bestTotal)
  }
}

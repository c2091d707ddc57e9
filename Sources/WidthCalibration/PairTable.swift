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
  /// Whether every size's runs are uniform (N copies are N × advance wide), so that every
  /// pair's error is `base + count × uniformStep`.
  let allUniform: Bool

  /// The pairs of a problem's samples whose count can change inside `box`; the others join
  /// ``constant``. Without a box, every pair.
  init(problem: CalibrationProblem, samples: [SizeSample], inside box: RMSSearch.Box? = nil) {
    runWidths = samples.map(\.runWidths)
    constant = 0
    // `error` takes a pair's runs as uniform exactly when its step is positive.
    allUniform = samples.allSatisfy { Self.uniformStep($0.runWidths) > 0 }
    pairs = []
    // Room for every pair, so that the array never grows by copying.
    pairs.reserveCapacity(samples.count * problem.targets.count)
    for (index, sample) in samples.enumerated() {
      let uniformStep = Self.uniformStep(sample.runWidths)
      for width in problem.targets {
        keep(
          Pair(
            width: width, inverseSymbolWidth: 1 / sample.symbolWidth, uniformStep: uniformStep,
            base: problem.padding - width, sample: index), inside: box)
      }
    }
  }

  /// The advance when N copies render N × advance wide, else 0.
  private static func uniformStep(_ runWidths: RunWidthModel) -> Double {
    if case .affine(let first, let step) = runWidths, first == step { return step }
    return 0
  }

  /// The same table keeping only the pairs whose count can change inside `box`, which must lie
  /// inside the box this table was built for (pairs left out there stay fixed here too).
  func restricted(to box: RMSSearch.Box) -> PairTable {
    var copy = self
    // A new buffer with room for every pair, not a copy of this one's: it never grows.
    copy.pairs = []
    copy.pairs.reserveCapacity(pairs.count)
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

  /// The counts of the two ends of a scan at once, exactly as ``count(_:)`` gives them, as
  /// whole numbers in `Double`s: computed without a branch or a conversion.
  ///
  /// Clamping to 0...maximumCount first (NaN to 0, as both comparisons are false for it) leaves
  /// `⌊clamped⌋`, which is `count` for every z: below 1 both give 0, at or past the cap both
  /// give the cap. For 0 ≤ c ≤ 4096, c + 2⁵² lies where consecutive doubles are 1 apart, so
  /// the addition rounds c to the nearest whole number and subtracting 2⁵² again is exact; one
  /// less where that rounded up is the floor. The comparisons select lanes with bit masks, the
  /// machine's own way to choose without a branch.
  @inline(__always)
  static func counts(_ z: SIMD2<Double>) -> SIMD2<Double> {
    let zero = SIMD2<Double>(repeating: 0)
    let cap = SIMD2<Double>(repeating: Double(PlaceholderTitle.maximumCount))
    var clamped = z.replacing(with: zero, where: .!(z .> zero))
    clamped = clamped.replacing(with: cap, where: .!(clamped .< cap))
    let shift = SIMD2<Double>(repeating: 0x1p52)
    let rounded = (clamped + shift) - shift
    return rounded - SIMD2<Double>(repeating: 1).replacing(with: zero, where: .!(rounded .> clamped))
  }

  /// Storage that scans reuse from one call to the next, so that they allocate nothing.
  struct ScanStorage {
    /// The sum at each point of the last scan, indices 0...bins.
    var values: [Double] = []
    /// The change of the sum filed at each point, all zero between scans; the slot past the
    /// last point takes the steps past it.
    fileprivate var changes: [Double] = []
    /// The pairs of the last scan whose count changes along it.
    fileprivate var moving: [MovingPair] = []
  }

  /// A pair as the first pass of a scan leaves it for the second.
  fileprivate struct MovingPair {
    /// z at the start and at the end.
    var z = SIMD2<Double>()
    /// The counts at the start and at the end.
    var counts = SIMD2<Double>()
    /// The index of the pair in ``pairs``.
    var pair = 0
    /// The squared error at the start.
    var square = 0.0
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
  /// The pass over the pairs adds every pair's square at the start and only notes the pairs
  /// whose count changes; a second pass files their steps. Whether a pair's count changes is
  /// close to a coin toss along a coarse row, so deciding it with a branch would cost a
  /// misprediction for every third pair or so; noting it costs none. Each sum receives the same
  /// terms in the same order as from one pass that files every pair's steps as it goes (the
  /// start's sum in pair order, each point's changes in pair order), so the values are the same
  /// to the bit.
  ///
  /// - Parameter storage: Receives the sum at each point in `values`, indices 0...bins.
  /// - Returns: The index of the smallest sum and that sum.
  func scan(
    u: Double, v: Double, du: Double, dv: Double, from start: Double, to end: Double, bins binCount: Int,
    into storage: inout ScanStorage
  ) -> (index: Int, total: Double) {
    if storage.values.count < binCount + 1 {
      storage.values = [Double](repeating: 0, count: binCount + 1)
      storage.changes = [Double](repeating: 0, count: binCount + 2)
    }
    if storage.moving.count < pairs.count {
      storage.moving = [MovingPair](repeating: MovingPair(), count: pairs.count)
    }
    let uStart = u + start * du
    let vStart = v + start * dv
    let uEnd = u + end * du
    let vEnd = v + end * dv
    let limit = Double(binCount)
    let ends = (u: SIMD2(uStart, uEnd), v: SIMD2(vStart, vEnd))
    return storage.moving.withUnsafeMutableBufferPointer { moving in
      storage.changes.withUnsafeMutableBufferPointer { changes in
        let start = pairs.withUnsafeBufferPointer { pairs in
          // Specialised for tables whose runs are all uniform, the common case: their loops
          // have no branch on the kind of run.
          let uniform = allUniform
          let (movingCount, total) =
            uniform
            ? startValues(pairs, ends, uniform: true, moving: moving)
            : startValues(pairs, ends, uniform: false, moving: moving)
          let noted = moving[..<movingCount]
          if uniform {
            fileSteps(pairs, noted, limit: limit, sink: binCount + 1, uniform: true, into: changes)
          } else {
            fileSteps(pairs, noted, limit: limit, sink: binCount + 1, uniform: false, into: changes)
          }
          return total
        }
        return storage.values.withUnsafeMutableBufferPointer { values in
          var total = start
          var bestIndex = 0
          var bestTotal = total
          values[0] = total
          var index = 1
          while index <= binCount {
            total += changes[index]
            // Left zero for the next scan.
            changes[index] = 0
            values[index] = total
            if total < bestTotal {
              bestTotal = total
              bestIndex = index
            }
            index &+= 1
          }
          changes[binCount + 1] = 0
          return (bestIndex, bestTotal)
        }
      }
    }
  }

  /// The first pass of ``scan(u:v:du:dv:from:to:bins:into:)``: adds each pair's square at the
  /// start to ``constant``, in pair order, and notes the pairs whose count changes along the scan.
  ///
  /// - Parameters:
  ///   - ends: u and v at the start and at the end of the scan.
  ///   - uniform: Whether every pair's runs are uniform (a constant at each call, so that each
  ///     gets its own copy of the loop).
  /// - Returns: How many pairs it noted at the front of `moving`, and the sum at the start.
  @inline(__always)
  private func startValues(
    _ pairs: UnsafeBufferPointer<Pair>, _ ends: (u: SIMD2<Double>, v: SIMD2<Double>), uniform: Bool,
    moving: UnsafeMutableBufferPointer<MovingPair>
  ) -> (movingCount: Int, total: Double) {
    var total = constant
    var movingCount = 0
    for index in pairs.indices {
      let pair = pairs[index]
      // Each lane computes what `(u * pair.width - v) * pair.inverseSymbolWidth` computes.
      let z = (ends.u * pair.width - ends.v) * pair.inverseSymbolWidth
      let counts = Self.counts(z)
      // With uniform runs `error` computes this same sum, after a test of the kind of run.
      let firstError = uniform ? pair.base + counts[0] * pair.uniformStep : error(pair, count: Int(counts[0]))
      let square = firstError * firstError
      total += square
      // Written whether or not the count changes, and kept by moving past it only if it does.
      moving[movingCount] = MovingPair(z: z, counts: counts, pair: index, square: square)
      // 1 if the counts differ, else 0: whole numbers from +0 up (`counts` never gives -0) are
      // equal exactly when their bits are, and d | -d has its sign bit set exactly when d ≠ 0. (The compiler turns
      // `counts[0] != counts[1] ? 1 : 0` into the very branch this avoids.)
      let difference = counts[0].bitPattern ^ counts[1].bitPattern
      movingCount &+= Int(bitPattern: UInt((difference | (0 &- difference)) >> 63))
    }
    return (movingCount, total)
  }

  /// The second pass of ``scan(u:v:du:dv:from:to:bins:into:)``: files each count change of the
  /// pairs the first pass noted, in pair order, at the first point past it.
  ///
  /// The count runs in a `Double` (whole numbers, exact), so that it needs no conversion: the
  /// crossings, the errors and their order are those of an `Int` count.
  @inline(__always)
  private func fileSteps(
    _ pairs: UnsafeBufferPointer<Pair>, _ moving: Slice<UnsafeMutableBufferPointer<MovingPair>>,
    limit: Double, sink: Int, uniform: Bool, into changes: UnsafeMutableBufferPointer<Double>
  ) {
    for entry in moving {
      let pair = pairs[entry.pair]
      let zStart = entry.z[0]
      let first = entry.counts[0]
      let last = entry.counts[1]
      // z passes k at offset (k - zStart)·scale from the start, in units of the spacing.
      let scale = limit / (entry.z[1] - zStart)
      if abs(last - first) == 1 {
        // One step, the common case, without the loop: z passes the larger count (first + 1
        // going up, first going down) and the count becomes `last`.
        let offset = (max(first, last) - zStart) * scale
        let index = offset < limit ? Int(offset) &+ 1 : sink
        let next = uniform ? pair.base + last * pair.uniformStep : error(pair, count: Int(last))
        changes[index] += next * next - entry.square
        continue
      }
      var square = entry.square
      let direction = last > first ? 1.0 : -1.0
      var crossing = last > first ? first + 1 : first
      var count = first
      repeat {
        let offset = (crossing - zStart) * scale
        // The first point past the step; a step past the last point is dropped.
        let index = offset < limit ? Int(offset) &+ 1 : sink
        count += direction
        let next = uniform ? pair.base + count * pair.uniformStep : error(pair, count: Int(count))
        let nextSquare = next * next
        changes[index] += nextSquare - square
        square = nextSquare
        crossing += direction
      } while count != last
    }
  }
}

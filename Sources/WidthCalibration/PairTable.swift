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
  /// For an all-uniform table, ``pairs`` again, two to a block, for the scans; empty otherwise.
  private(set) var lanes: [Lanes] = []

  /// Two pairs' numbers, each field a vector with one lane per pair, so that one instruction
  /// computes both. The second lane of the last block of an odd count is an inert pair (all
  /// zero): its count is 0 at both ends and its error 0 + 0 × 0 = 0, so it adds +0 to a sum
  /// of squares, which leaves it unchanged (the sums start at +0 and only grow).
  struct Lanes {
    var widths: SIMD2<Double>
    var inverseSymbolWidths: SIMD2<Double>
    var uniformSteps: SIMD2<Double>
    var bases: SIMD2<Double>

    /// The blocks of a list of pairs, in order.
    static func blocks(of pairs: [Pair]) -> [Lanes] {
      let inert = Pair(width: 0, inverseSymbolWidth: 0, uniformStep: 0, base: 0, sample: 0)
      let blockCount = (pairs.count + 1) / 2
      return [Lanes](unsafeUninitializedCapacity: blockCount) { blocks, count in
        for block in 0..<blockCount {
          let first = pairs[2 * block]
          let second = 2 * block + 1 < pairs.count ? pairs[2 * block + 1] : inert
          blocks.initializeElement(
            at: block,
            to: Lanes(
              widths: SIMD2(first.width, second.width),
              inverseSymbolWidths: SIMD2(first.inverseSymbolWidth, second.inverseSymbolWidth),
              uniformSteps: SIMD2(first.uniformStep, second.uniformStep),
              bases: SIMD2(first.base, second.base)))
        }
        count = blockCount
      }
    }
  }

  /// The pairs of a problem's samples whose count can change inside `box`; the others join
  /// ``constant``. Without a box, every pair.
  init(problem: CalibrationProblem, samples: [SizeSample], inside box: RMSSearch.Box? = nil) {
    let runWidths = samples.map(\.runWidths)
    self.runWidths = runWidths
    // `error` takes a pair's runs as uniform exactly when its step is positive.
    allUniform = samples.allSatisfy { Self.uniformStep($0.runWidths) > 0 }
    let padding = problem.padding
    var constant = 0.0
    var pairs: [Pair] = []
    // Room for every pair, so that the array never grows by copying.
    pairs.reserveCapacity(samples.count * problem.targets.count)
    for (index, sample) in samples.enumerated() {
      let uniformStep = Self.uniformStep(sample.runWidths)
      for width in problem.targets {
        let pair = Pair(
          width: width, inverseSymbolWidth: 1 / sample.symbolWidth, uniformStep: uniformStep,
          base: padding - width, sample: index)
        if let box, let square = Self.fixedSquare(pair, inside: box, runWidths: runWidths) {
          constant += square
        } else {
          pairs.append(pair)
        }
      }
    }
    self.pairs = pairs
    self.constant = constant
    if allUniform { lanes = Lanes.blocks(of: pairs) }
  }

  /// The advance when N copies render N × advance wide, else 0.
  private static func uniformStep(_ runWidths: RunWidthModel) -> Double {
    if case .affine(let first, let step) = runWidths, first == step { return step }
    return 0
  }

  /// The same table keeping only the pairs whose count can change inside `box`, which must lie
  /// inside the box this table was built for (pairs left out there stay fixed here too).
  func restricted(to box: RMSSearch.Box) -> PairTable {
    if allUniform { return restrictedLanes(to: box) }
    var copy = self
    var kept: [Pair] = []
    // Sized for the few pairs kept, not for all of this table's.
    kept.reserveCapacity(min(pairs.count, 1024))
    for pair in pairs {
      if let square = Self.fixedSquare(pair, inside: box, runWidths: runWidths) {
        copy.constant += square
      } else {
        kept.append(pair)
      }
    }
    copy.pairs = kept
    if allUniform { copy.lanes = Lanes.blocks(of: kept) }
    return copy
  }

  /// ``restricted(to:)`` for a table with ``lanes``, two pairs at a time and without a branch
  /// on which pairs stay fixed, which is hard to predict near the box's edges.
  ///
  /// Each lane computes what ``fixedSquare(_:inside:runWidths:)`` computes (its `abs` clears
  /// the sign bit, as `Double.magnitude` does). The squares of the pairs that stay fixed are
  /// added in pair order, those of the others masked to +0, which leaves the sum unchanged (it
  /// starts at +0 and only grows); every pair's index is written and kept by counting it only
  /// if the pair can change.
  private func restrictedLanes(to box: RMSSearch.Box) -> PairTable {
    var copy = self
    let kept = lanes.withUnsafeBufferPointer { lanes in
      [Int](unsafeUninitializedCapacity: 2 * lanes.count) { indices, count in
        let signless = SIMD2<UInt64>(repeating: ~(1 << 63))
        var constant = copy.constant
        var cursor = 0
        for block in lanes.indices {
          let pairs = lanes[block]
          let z = (box.u * pairs.widths - box.v) * pairs.inverseSymbolWidths
          let distance = unsafeBitCast(
            unsafeBitCast(pairs.widths - box.slope, to: SIMD2<UInt64>.self) & signless, to: SIMD2<Double>.self
          )
          let spread = (box.uReach * distance + box.vReach) * pairs.inverseSymbolWidths
          let low = Self.counts(z - spread)
          let high = Self.counts(z + spread)
          let error = pairs.bases + low * pairs.uniformSteps
          // A mask's lanes are all ones where it holds.
          let fixed = unsafeBitCast(low .== high, to: SIMD2<UInt64>.self)
          let squares = unsafeBitCast(
            unsafeBitCast(error * error, to: SIMD2<UInt64>.self) & fixed, to: SIMD2<Double>.self)
          constant += squares[0]
          constant += squares[1]
          indices.initializeElement(at: cursor, to: 2 &* block)
          cursor &+= Self.differ(low[0], high[0])
          indices.initializeElement(at: cursor, to: 2 &* block &+ 1)
          cursor &+= Self.differ(low[1], high[1])
        }
        copy.constant = constant
        // The elements written past the count are Ints: nothing to deinitialize.
        count = cursor
      }
    }
    copy.pairs = kept.map { pairs[$0] }
    copy.lanes = Lanes.blocks(of: copy.pairs)
    return copy
  }

  /// The squared error of a pair whose count cannot change inside the box, or nil for a pair
  /// whose count can.
  ///
  /// z is affine in (u, v), so over the parallelogram `|u - u₀| ≤ uReach`,
  /// `|v - v₀ - (u - u₀)·slope| ≤ vReach` it ranges over `z₀ ± (uReach·|W - slope| + vReach) / w`
  /// (its extremes are at the corners); a pair whose clamped count is the same at both ends of
  /// that range has that count everywhere inside.
  @inline(__always)
  private static func fixedSquare(
    _ pair: Pair, inside box: RMSSearch.Box, runWidths: [RunWidthModel]
  ) -> Double? {
    let z = (box.u * pair.width - box.v) * pair.inverseSymbolWidth
    let spread = (box.uReach * abs(pair.width - box.slope) + box.vReach) * pair.inverseSymbolWidth
    let ends = counts(SIMD2(z - spread, z + spread))
    guard ends[0] == ends[1] else { return nil }
    let error = error(pair, count: Int(ends[0]), runWidths: runWidths)
    return error * error
  }

  /// The error of a pair at a count.
  @inline(__always)
  func error(_ pair: Pair, count: Int) -> Double {
    Self.error(pair, count: count, runWidths: runWidths)
  }

  /// The error of a pair at a count, given the run widths of each size.
  @inline(__always)
  private static func error(_ pair: Pair, count: Int, runWidths: [RunWidthModel]) -> Double {
    pair.base
      + (pair.uniformStep > 0 ? Double(count) * pair.uniformStep : runWidths[pair.sample].width(count))
  }

  /// The count of a scaled position z = (u·W - v) / w, clamped as the app clamps it.
  @inline(__always)
  static func count(_ z: Double) -> Int {
    if !(z >= 1) { return 0 }
    return z < Double(RepeatedTitle.maximumCount) ? Int(z) : RepeatedTitle.maximumCount
  }

  /// The counts of two scaled positions at once (say, the two ends of a scan), exactly as
  /// ``count(_:)`` gives them, as whole numbers in `Double`s: without a branch or a conversion.
  ///
  /// Clamping to 0...maximumCount first (NaN to 0, as both comparisons are false for it) leaves
  /// `⌊clamped⌋`, which is `count` for every z: below 1 both give 0, at or past the cap both
  /// give the cap. The clamps compile to minimum and maximum instructions.
  @inline(__always)
  static func counts(_ z: SIMD2<Double>) -> SIMD2<Double> {
    let zero = SIMD2<Double>(repeating: 0)
    let cap = SIMD2<Double>(repeating: Double(RepeatedTitle.maximumCount))
    var clamped = z.replacing(with: zero, where: .!(z .> zero))
    clamped = clamped.replacing(with: cap, where: .!(clamped .< cap))
    return floor(clamped)
  }

  /// ⌊x⌋ in each lane for 0 ≤ x ≤ 2⁵¹ (-0 included), without a branch or a conversion.
  ///
  /// From 2⁵² to 2⁵³ consecutive doubles are 1 apart, so adding 2⁵² rounds x to the nearest
  /// whole number and subtracting 2⁵² again is exact; one less where that rounded up is the
  /// floor. The 1 to subtract is the comparison's mask (all ones in a lane where it
  /// holds) and the bits of 1.0, as a select of Doubles would become a branch wherever the
  /// compiler splits the lanes.
  @inline(__always)
  static func floor(_ x: SIMD2<Double>) -> SIMD2<Double> {
    let shift = SIMD2<Double>(repeating: 0x1p52)
    let rounded = (x + shift) - shift
    // SIMDMask<SIMD2<Int64>> is its 16 bytes of lanes, -1 for true and 0 for false.
    let roundedUp = unsafeBitCast(rounded .> x, to: SIMD2<UInt64>.self)
    let one = unsafeBitCast(SIMD2<Double>(repeating: 1), to: SIMD2<UInt64>.self)
    return rounded - unsafeBitCast(roundedUp & one, to: SIMD2<Double>.self)
  }

  /// The whole numbers 0...2⁵² in each lane as integers, without a conversion: the low bits of
  /// x + 2⁵², which is exact.
  @inline(__always)
  static func integers(_ x: SIMD2<Double>) -> SIMD2<UInt64> {
    let shift = SIMD2<Double>(repeating: 0x1p52)
    return unsafeBitCast(x + shift, to: SIMD2<UInt64>.self) &- unsafeBitCast(shift, to: SIMD2<UInt64>.self)
  }

  /// Storage that scans reuse from one call to the next, so that they allocate nothing.
  struct ScanStorage {
    /// The sum at each point of the last scan, indices 0...bins.
    var values: [Double] = []
    /// The change of the sum filed at each point, all zero between scans; the slot past the
    /// last point takes the steps past it.
    fileprivate var changes: [Double] = []
    /// What the first pass found for the pairs of one chunk whose count changes, for the
    /// second, for tables without ``lanes``.
    fileprivate var found: [Found] = []
    /// What the first pass found for every pair of one chunk, for tables with ``lanes``
    /// (``Columns``).
    fileprivate var columns: [Double] = []
    /// The rows in `columns` of the pairs whose count changes, for tables with ``lanes``.
    fileprivate var moving: [Int] = []

    /// Allocates the storage of a scan with `bins` intervals, unless it has it.
    fileprivate mutating func reserve(bins: Int) {
      if values.count < bins + 1 {
        values = [Double](repeating: 0, count: bins + 1)
        changes = [Double](repeating: 0, count: bins + 2)
      }
      if found.isEmpty {
        found = [Found](repeating: Found(), count: PairTable.chunk)
        columns = [Double](repeating: 0, count: Columns.count)
        moving = [Int](repeating: 0, count: Columns.rows)
      }
    }
  }

  /// What the first pass of a scan found for the pairs of a chunk of ``lanes``: a column per
  /// number, a row per pair, so that the second pass reads a pair's numbers at one offset.
  fileprivate struct Columns {
    /// A row per pair of a chunk.
    static let rows = 2 * PairTable.chunk
    /// The doubles of the columns z at the start, z at the end, the counts there, the squared
    /// error at the start, the error with no placeholder and the advance.
    static let count = 7 * rows
    let start: UnsafeMutablePointer<Double>

    /// Stores the numbers of two pairs (one per lane) in one column from an even row on.
    @inline(__always)
    func store(_ values: SIMD2<Double>, column: Int, row: Int) {
      UnsafeMutableRawPointer(start + (column &* Self.rows &+ row)).storeBytes(
        of: values, as: SIMD2<Double>.self)
    }

    /// One pair's number in one column.
    @inline(__always)
    func load(column: Int, row: Int) -> Double { start[column &* Self.rows &+ row] }
  }

  /// The blocks (or pairs) a scan's first pass visits before its second files their steps: so
  /// few that what the one leaves for the other stays in the nearest cache.
  static let chunk = 128

  /// What the first pass of a scan of a table without ``lanes`` found for one pair whose count
  /// changes: its numbers in the first lanes, its index in ``pairs`` in the last lane of
  /// `square`.
  fileprivate struct Found {
    /// z at the start.
    var zStart = SIMD2<Double>()
    /// z at the end.
    var zEnd = SIMD2<Double>()
    /// The count at the start.
    var first = SIMD2<Double>()
    /// The count at the end.
    var last = SIMD2<Double>()
    /// The squared error at the start.
    var square = SIMD2<Double>()
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
  /// whose count changes, without a branch; a second pass files their steps, a chunk of pairs at
  /// a time. Each sum receives the same terms in the same order as from one pass that files
  /// every pair's steps as it goes (the start's sum in pair order, each point's changes in pair
  /// order), so the values are the same to the bit. docs/method.md, *The RMS search*, says why
  /// the pass notes rather than branches.
  ///
  /// - Parameters:
  ///   - u: The segment's origin along the shift factor's axis.
  ///   - v: The segment's origin along the minimum width's axis.
  ///   - du: The segment's direction along u.
  ///   - dv: The segment's direction along v.
  ///   - start: The first point's t.
  ///   - end: The last point's t.
  ///   - binCount: The number of steps between the points (`bins`).
  ///   - storage: Receives the sum at each point in `values`, indices 0...bins.
  /// - Returns: The index of the smallest sum and that sum.
  func scan(
    u: Double, v: Double, du: Double, dv: Double, from start: Double, to end: Double, bins binCount: Int,
    into storage: inout ScanStorage
  ) -> (index: Int, total: Double) {
    storage.reserve(bins: binCount)
    let uStart = u + start * du
    let vStart = v + start * dv
    let uEnd = u + end * du
    let vEnd = v + end * dv
    let limit = Double(binCount)
    let sink = binCount + 1
    return storage.found.withUnsafeMutableBufferPointer { found in
      storage.changes.withUnsafeMutableBufferPointer { changes in
        var total = constant
        if allUniform {
          storage.moving.withUnsafeMutableBufferPointer { moving in
            storage.columns.withUnsafeMutableBufferPointer { columns in
              let columns = Columns(start: columns.baseAddress!)
              lanes.withUnsafeBufferPointer { lanes in
                for first in stride(from: 0, to: lanes.count, by: Self.chunk) {
                  let blocks = first..<min(first + Self.chunk, lanes.count)
                  let movingCount = Self.startValues(
                    lanes, blocks, u: (uStart, uEnd), v: (vStart, vEnd), total: &total, found: columns,
                    moving: moving)
                  Self.fileSteps(columns, moving[..<movingCount], limit: limit, sink: sink, into: changes)
                }
              }
            }
          }
        } else {
          pairs.withUnsafeBufferPointer { pairs in
            for first in stride(from: 0, to: pairs.count, by: Self.chunk) {
              let chunk = first..<min(first + Self.chunk, pairs.count)
              let movingCount = startValues(
                pairs, chunk, u: SIMD2(uStart, uEnd), v: SIMD2(vStart, vEnd), total: &total, found: found)
              fileSteps(pairs, found[..<movingCount], limit: limit, sink: sink, into: changes)
            }
          }
        }
        return storage.values.withUnsafeMutableBufferPointer { values in
          Self.sums(from: total, adding: changes, bins: binCount, into: values)
        }
      }
    }
  }

  /// The last pass of ``scan(u:v:du:dv:from:to:bins:into:)``: the sum at each point, from the
  /// sum at the start and the changes filed at each point (which it leaves zero for the next
  /// scan, the slot past the last point included).
  ///
  /// - Returns: The index of the smallest sum and that sum.
  private static func sums(
    from start: Double, adding changes: UnsafeMutableBufferPointer<Double>, bins binCount: Int,
    into values: UnsafeMutableBufferPointer<Double>
  ) -> (index: Int, total: Double) {
    var total = start
    var bestIndex = 0
    var bestTotal = total
    values[0] = total
    var index = 1
    while index <= binCount {
      total += changes[index]
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

  /// 1 if two whole numbers from +0 up (as ``counts(_:)`` gives them, never -0) differ, else 0,
  /// computed without a branch.
  ///
  /// Their difference is exact, and +0 exactly when they are equal; d | -d has its sign bit
  /// set exactly when d ≠ 0. (The compiler turns `first != last ? 1 : 0` into the very branch
  /// this avoids.)
  @inline(__always)
  private static func differ(_ first: Double, _ last: Double) -> Int {
    let difference = (first - last).bitPattern
    return Int(bitPattern: UInt((difference | (0 &- difference)) >> 63))
  }

  // MARK: - Uniform runs, two pairs at a time

  /// The first pass of ``scan(u:v:du:dv:from:to:bins:into:)`` for a table with ``lanes``, over
  /// some blocks: adds each pair's square at the start to `total`, in pair order, and notes the
  /// pairs whose count changes along the scan.
  ///
  /// - Parameters:
  ///   - u: u at the start and at the end of the scan; `v` likewise.
  ///   - found: Receives every pair's numbers, the first block's in rows 0 and 1.
  ///   - moving: Receives the rows of the pairs whose count changes, in order.
  /// - Returns: How many pairs it noted in `moving`.
  @inline(__always)
  private static func startValues(
    _ lanes: UnsafeBufferPointer<Lanes>, _ blocks: Range<Int>, u: (start: Double, end: Double),
    v: (start: Double, end: Double), total: inout Double, found: Columns,
    moving: UnsafeMutableBufferPointer<Int>
  ) -> Int {
    var sum = total
    var movingCount = 0
    for block in blocks {
      let pairs = lanes[block]
      // Each lane computes what `(u * pair.width - v) * pair.inverseSymbolWidth` computes.
      let zStart = (u.start * pairs.widths - v.start) * pairs.inverseSymbolWidths
      let zEnd = (u.end * pairs.widths - v.end) * pairs.inverseSymbolWidths
      let first = counts(zStart)
      let last = counts(zEnd)
      // What `error` computes for a uniform pair, in each lane.
      let firstError = pairs.bases + first * pairs.uniformSteps
      let square = firstError * firstError
      sum += square[0]
      sum += square[1]
      let row = 2 &* (block &- blocks.lowerBound)
      found.store(zStart, column: 0, row: row)
      found.store(zEnd, column: 1, row: row)
      found.store(first, column: 2, row: row)
      found.store(last, column: 3, row: row)
      found.store(square, column: 4, row: row)
      found.store(pairs.bases, column: 5, row: row)
      found.store(pairs.uniformSteps, column: 6, row: row)
      // Each row is written whether or not the pair moves, and kept by moving past it only if
      // it does.
      moving[movingCount] = row
      movingCount &+= differ(first[0], last[0])
      moving[movingCount] = row &+ 1
      movingCount &+= differ(first[1], last[1])
    }
    total = sum
    return movingCount
  }

  /// The second pass of ``scan(u:v:du:dv:from:to:bins:into:)`` for a table with ``lanes``, over
  /// the blocks the first pass just visited: two moving pairs at a time when both take one
  /// step, the common case, each lane computing what
  /// ``fileSteps(zStart:zEnd:first:last:square:limit:sink:into:error:)`` computes for one step.
  ///
  /// The point of a step is `⌊min(offset, limit)⌋ + 1` in each lane: for an offset below the
  /// limit (offsets are never negative, as z moves towards the count it passes), the
  /// conversion's `Int(offset) + 1`; for one at or past it, or NaN, the slot past the last
  /// point. The two changes are added one after the other, the first pair's first, as one pair
  /// at a time adds them.
  @inline(__always)
  private static func fileSteps(
    _ found: Columns, _ moving: Slice<UnsafeMutableBufferPointer<Int>>, limit: Double, sink: Int,
    into changes: UnsafeMutableBufferPointer<Double>
  ) {
    /// The numbers of one moving pair.
    @inline(__always)
    func entry(
      _ row: Int
    ) -> (
      zStart: Double, zEnd: Double, first: Double, last: Double, square: Double, base: Double, step: Double
    ) {
      (
        found.load(column: 0, row: row), found.load(column: 1, row: row), found.load(column: 2, row: row),
        found.load(column: 3, row: row), found.load(column: 4, row: row), found.load(column: 5, row: row),
        found.load(column: 6, row: row)
      )
    }
    @inline(__always)
    func file(
      _ entry: (
        zStart: Double, zEnd: Double, first: Double, last: Double, square: Double, base: Double, step: Double
      )
    ) {
      fileSteps(
        zStart: entry.zStart, zEnd: entry.zEnd, first: entry.first, last: entry.last,
        square: entry.square, limit: limit, sink: sink, into: changes
      ) { count in entry.base + count * entry.step }
    }
    let limits = SIMD2<Double>(repeating: limit)
    var position = moving.startIndex
    while position &+ 1 < moving.endIndex {
      let a = entry(moving[position])
      let b = entry(moving[position &+ 1])
      position &+= 2
      let zStart = SIMD2(a.zStart, b.zStart)
      let first = SIMD2(a.first, b.first)
      let last = SIMD2(a.last, b.last)
      // One step each: the counts differ by ±1 (whole numbers: d² = 1 exactly then).
      let steps = last - first
      guard all(steps * steps .== SIMD2(repeating: 1)) else {
        file(a)
        file(b)
        continue
      }
      let scale = limits / (SIMD2(a.zEnd, b.zEnd) - zStart)
      let offset = (first.replacing(with: last, where: last .> first) - zStart) * scale
      let points = integers(floor(offset.replacing(with: limits, where: .!(offset .< limits))) + 1)
      let next = SIMD2(a.base, b.base) + last * SIMD2(a.step, b.step)
      let change = next * next - SIMD2(a.square, b.square)
      changes[Int(truncatingIfNeeded: points[0])] += change[0]
      changes[Int(truncatingIfNeeded: points[1])] += change[1]
    }
    if position < moving.endIndex { file(entry(moving[position])) }
  }

  // MARK: - Any runs, one pair at a time

  /// The first pass of ``scan(u:v:du:dv:from:to:bins:into:)`` for any table, over some pairs:
  /// as the one for uniform runs, a pair at a time (both ends in one vector), noting each pair
  /// that moves with its index in the last lanes of its entry in `found`.
  @inline(__always)
  private func startValues(
    _ pairs: UnsafeBufferPointer<Pair>, _ chunk: Range<Int>, u: SIMD2<Double>, v: SIMD2<Double>,
    total: inout Double, found: UnsafeMutableBufferPointer<Found>
  ) -> Int {
    var sum = total
    var movingCount = 0
    for index in chunk {
      let pair = pairs[index]
      // Each lane computes what `(u * pair.width - v) * pair.inverseSymbolWidth` computes.
      let z = (u * pair.width - v) * pair.inverseSymbolWidth
      let counts = Self.counts(z)
      let firstError = error(pair, count: Int(counts[0]))
      let square = firstError * firstError
      sum += square
      found[movingCount] = Found(
        zStart: SIMD2(repeating: z[0]), zEnd: SIMD2(repeating: z[1]), first: SIMD2(repeating: counts[0]),
        last: SIMD2(repeating: counts[1]), square: SIMD2(square, Double(index)))
      movingCount &+= Self.differ(counts[0], counts[1])
    }
    total = sum
    return movingCount
  }

  /// The second pass of ``scan(u:v:du:dv:from:to:bins:into:)`` for any table.
  @inline(__always)
  private func fileSteps(
    _ pairs: UnsafeBufferPointer<Pair>, _ moving: Slice<UnsafeMutableBufferPointer<Found>>,
    limit: Double, sink: Int, into changes: UnsafeMutableBufferPointer<Double>
  ) {
    for entry in moving {
      let pair = pairs[Int(entry.square[1])]
      Self.fileSteps(
        zStart: entry.zStart[0], zEnd: entry.zEnd[0], first: entry.first[0], last: entry.last[0],
        square: entry.square[0], limit: limit, sink: sink, into: changes
      ) { count in error(pair, count: Int(count)) }
    }
  }

  // MARK: - Filing steps

  /// Files one pair's count changes along a scan at the first point past each.
  ///
  /// The count runs in a `Double` (whole numbers, exact), so that it needs no conversion: the
  /// crossings, the errors and their order are those of an `Int` count.
  ///
  /// - Parameters:
  ///   - zStart: z at the start; `zEnd` at the end, `first` and `last` the counts there, and
  ///     `square` the squared error at the start.
  ///   - limit: The number of intervals; `sink` the slot past the last point.
  ///   - error: The pair's error at a count.
  @inline(__always)
  private static func fileSteps(
    zStart: Double, zEnd: Double, first: Double, last: Double, square: Double, limit: Double,
    sink: Int, into changes: UnsafeMutableBufferPointer<Double>, error: (Double) -> Double
  ) {
    // z passes k at offset (k - zStart)·scale from the start, in units of the spacing.
    let scale = limit / (zEnd - zStart)
    if abs(last - first) == 1 {
      // One step, the common case, without the loop: z passes the larger count (first + 1
      // going up, first going down) and the count becomes `last`.
      let offset = (max(first, last) - zStart) * scale
      let index = offset < limit ? Int(offset) &+ 1 : sink
      let next = error(last)
      changes[index] += next * next - square
      return
    }
    var square = square
    let direction = last > first ? 1.0 : -1.0
    var crossing = last > first ? first + 1 : first
    var count = first
    repeat {
      let offset = (crossing - zStart) * scale
      // The first point past the step; a step past the last point is dropped.
      let index = offset < limit ? Int(offset) &+ 1 : sink
      count += direction
      let next = error(count)
      let nextSquare = next * next
      changes[index] += nextSquare - square
      square = nextSquare
      crossing += direction
    } while count != last
  }
}

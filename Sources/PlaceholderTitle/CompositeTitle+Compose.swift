// MARK: - Composing the table

extension CompositeTitle {
  /// Composes the title of every pixel `0...lastPixel`, or of fewer pixels when their titles
  /// would need more than ``maximumTitleBytes`` of UTF-8.
  ///
  /// The composer's table must reach past the last target far enough for every target's best
  /// wider title to be in it, or a target near the top could be given a narrower title only
  /// because the wider one was not looked at. Let `c` be the first sum whose button reaches a
  /// target and `r` the largest reachable sum below `c` (0 always is). Then `r + a_min` is
  /// reachable (within the count cap) and at least `c`: otherwise it would be a reachable sum
  /// between `r` and `c`. So the best wider sum is at most `c − 1 + a_min`, and a table up to
  /// the last target's crossing plus `a_min` holds it. Sums beyond the table have wider buttons
  /// than it (the plain model is strictly increasing), so they never win: every title is the
  /// optimum over all sums, not only the table's.
  static func compose(
    placeholders: [Unicode.Scalar], advances: [Double], padding: Double, scale: Double,
    objective: CompositionObjective, guardCharacter: Unicode.Scalar?, lastPixel: Int
  ) -> CompositeTitleTable {
    let unitsPerPoint = 64 * scale
    // Multiplying by the rounded reciprocal keeps the model monotone and spares a division in
    // every evaluation of it.
    let pointsPerUnit = 1 / unitsPerPoint
    // The last target's crossing, with a unit to spare for the rounding of the products; at
    // most lastPixel × 64 + 1 because the padding is not negative.
    let lastTarget = Double(lastPixel) / scale
    let crossing = ((lastTarget - padding) * unitsPerPoint).rounded(.up)
    let lastCrossing = crossing > 0 ? Int(crossing) + 1 : 0
    // A character wider than the whole range (maximumWidth + 1 px) is ignored, which bounds
    // the table at twice the range.
    let widest = Double(lastPixel + 1) * 64
    let units = advances.map { advance -> Int in
      let units = (advance * unitsPerPoint).rounded()
      return units >= 1 && units <= widest ? Int(units) : 0
    }
    let smallest = units.filter { $0 > 0 }.min() ?? 0
    let composer = PlaceholderComposer(advances: units, maximumWidth: lastCrossing + smallest)
    let placeholderCount = placeholders.count
    var gridWidths = [Int32](repeating: -1, count: lastPixel + 1)
    var counts = [UInt16](repeating: 0, count: (lastPixel + 1) * placeholderCount)
    var titles: [String] = []
    titles.reserveCapacity(lastPixel + 1)
    var writer = TitleWriter(placeholders: placeholders, guardCharacter: guardCharacter)
    var titleBytes = 0
    // One pixel's counts as the writer takes them.
    let pixelCounts = UnsafeMutableBufferPointer<Int>.allocate(capacity: placeholderCount)
    defer { pixelCounts.deallocate() }
    // 64 pixels at a time: their best sums, then their counts (walked together), then their
    // titles, until the titles' bytes would pass the budget.
    var chunkStart = 0
    composing: while chunkStart <= lastPixel {
      let chunkEnd = min(chunkStart + 64, lastPixel + 1)
      for pixel in chunkStart..<chunkEnd {
        // The model's crossing, solved for in closed form, is where the search starts; the
        // search itself decides, so the guess's rounding only costs an evaluation or two.
        let target = Double(pixel) / scale
        let crossing = (target - padding) * unitsPerPoint
        let sum = composer.bestWidth(
          for: target, objective: objective, near: crossing > 0 ? Int(crossing) : 0,
          buttonWidth: { padding + Double($0) * pointsPerUnit })
        // A sum is at most twice the range in 1/64 pixels, 2^21: it fits.
        if let sum { gridWidths[pixel] = Int32(sum) }
      }
      gridWidths.withUnsafeBufferPointer { gridWidths in
        counts.withUnsafeMutableBufferPointer { counts in
          composer.countCharacters(
            of: UnsafeBufferPointer(rebasing: gridWidths[chunkStart..<chunkEnd]),
            into: UnsafeMutableBufferPointer(
              rebasing: counts[chunkStart * placeholderCount..<chunkEnd * placeholderCount]),
            rowLength: placeholderCount)
        }
      }
      for pixel in chunkStart..<chunkEnd {
        for index in 0..<placeholderCount {
          pixelCounts[index] = Int(counts[pixel * placeholderCount + index])
        }
        let title = writer.title(counts: UnsafeBufferPointer(pixelCounts))
        // Pixel 0's title is empty, so at least one pixel always fits: every button is at
        // least the padding (≥ 0) wide, so for a target of 0 the empty title is exact or the
        // least wide, and it has the fewest characters; for never-seam it is that or nothing.
        // (A pixel where the objective is not met has no characters: its title is empty too.)
        titleBytes += title.utf8.count
        if titleBytes > maximumTitleBytes { break composing }
        titles.append(title)
      }
      chunkStart = chunkEnd
    }
    let composed = titles.count
    return CompositeTitleTable(
      titles: titles, counts: Array(counts[0..<composed * placeholderCount]),
      gridWidths: Array(gridWidths[0..<composed]), placeholderCount: placeholderCount)
  }
}

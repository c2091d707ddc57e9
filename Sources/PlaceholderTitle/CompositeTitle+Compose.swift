// MARK: - Composing the table

extension CompositeTitle {
  /// The composer of advances in points: on the grid of 1/64 device pixel, under the model.
  ///
  /// The table reaches past the last target far enough for every target's best title to be in
  /// it, so every title is the optimum over all sums, not only the table's. Plain model: up to the
  /// last target's crossing plus the smallest advance. UIKit's model: every label it lays out as
  /// measured (108 pt), plus the widest advance, since a sum's label is summed from the advances
  /// and may lie below its grid value. docs/composite.md, *How titles are composed*, says why
  /// that is far enough.
  ///
  /// - Parameters:
  ///   - advances: The advances in points.
  ///   - offset: What a title with characters adds, in points.
  ///   - characterOffsets: What each character adds once to a title holding it, in points.
  ///   - model: The sizing model.
  ///   - scale: Device pixels per point.
  ///   - lastPixel: The last target pixel.
  static func gridComposer(
    advances: [Double], offset: Double, characterOffsets: [Double] = [], model: ButtonModel, scale: Double,
    lastPixel: Int
  ) -> ButtonComposer {
    let unitsPerPoint = 64 * scale
    // Multiplying by the rounded reciprocal keeps the plain model monotone and spares a division
    // in every evaluation of it.
    let pointsPerUnit = 1 / unitsPerPoint
    // A character wider than the whole range (maximumWidth + 1 px) is ignored, which bounds
    // the table at twice the range.
    let widest = Double(lastPixel + 1) * 64
    let units = advances.map { advance -> Int in
      let units = (advance * unitsPerPoint).rounded()
      return units >= 1 && units <= widest ? Int(units) : 0
    }
    let tableEnd: Int
    switch model {
    case .plain(let padding):
      // The last target's crossing, with a unit to spare for the rounding of the products; at
      // most lastPixel × 64 + 1 when the padding and the offset are not negative.
      let lastTarget = Double(lastPixel) / scale
      let crossing = ((lastTarget - padding - offset) * unitsPerPoint).rounded(.up)
      let lastCrossing =
        crossing > 0 && crossing <= widest ? Int(crossing) + 1 : (crossing > 0 ? Int(widest) : 0)
      tableEnd = lastCrossing + (units.filter { $0 > 0 }.min() ?? 0)
    case .uikitSwipe:
      // Once-offsets below 0 (a space kerned against itself) may put a label below its grid sum.
      let once = characterOffsets.reduce(0) { $0 + (($1.isFinite && $1 < 0) ? -$1 : 0) }
      let limit = UIKitSwipeButton.maximumButtonWidth - UIKitSwipeButton.labelInsets
      let end = ((limit - offset + once) * unitsPerPoint).rounded(.up)
      tableEnd = (end > 0 && end <= widest ? Int(end) : (end > 0 ? Int(widest) : 0)) + (units.max() ?? 0)
    }
    let composer = PlaceholderComposer(advances: units, maximumWidth: tableEnd)
    return ButtonComposer(
      composer: composer, model: model, scale: scale,
      arithmetic: .measured(
        offset: offset, steps: advances, once: characterOffsets, pointsPerUnit: pointsPerUnit))
  }

  /// Composes the title of every pixel `0...lastPixel`, or of fewer pixels when their titles
  /// would need more than ``maximumTitleBytes`` of UTF-8.
  static func compose(
    placeholders: [Unicode.Scalar], composer: ButtonComposer, objective: CompositionObjective,
    guardCharacter: Unicode.Scalar?, lastPixel: Int
  ) -> CompositeTitleTable {
    let scale = composer.scale
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
        // A sum is at most twice the range in 1/64 pixels (2^21), or the exact table's
        // maximumTableUnits: it fits.
        if let sum = composer.sum(for: Double(pixel) / scale, objective: objective) {
          gridWidths[pixel] = Int32(truncatingIfNeeded: sum)
        }
      }
      gridWidths.withUnsafeBufferPointer { gridWidths in
        counts.withUnsafeMutableBufferPointer { counts in
          composer.composer.countCharacters(
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

  /// The pixels in a clamping model's reach, up to `lastPixel`, that no title makes exactly, and
  /// those a check of the app's engine did not confirm; none under the plain model.
  static func unreachablePixels(composer: ButtonComposer, lastPixel: Int, unconfirmed: Set<Int>) -> [Int] {
    guard case .uikitSwipe = composer.model else { return [] }
    let scale = composer.scale
    let first = Int((UIKitSwipeButton.minimumButtonWidth * scale).rounded(.up))
    let last = min(lastPixel, Int((UIKitSwipeButton.maximumButtonWidth * scale).rounded(.down)))
    guard first <= last else { return [] }
    return (first...last).filter { unconfirmed.contains($0) || !composer.reaches(Double($0) / scale) }
  }
}

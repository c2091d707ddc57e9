// MARK: - Columns

extension SpaceFill {
  /// Which edge of the suffixes a column lines up.
  ///
  /// `@frozen`: a suffix has two edges, so a `switch` over them is exhaustive.
  @frozen
  public enum SuffixEdge: Sendable, Hashable {
    /// Every suffix starts at the same x: a column of shortcuts or values read from the left.
    case leading
    /// Every suffix ends at the same x: every string is as wide as the column (a right-aligned
    /// multiplier, price or count).
    case trailing
  }

  /// Rows padded so that their suffixes line up.
  ///
  /// Threading: a plain value; `Sendable`.
  public struct Column: Sendable, Hashable {
    /// The edge of the suffixes that lines up.
    public var edge: SuffixEdge
    /// Where every suffix starts (``SuffixEdge/leading``) or ends (``SuffixEdge/trailing``), in
    /// points from the start of the string; NaN when no row could be measured.
    public var x: Double
    /// The rows in the order given; each row's ``Padding/target`` is the width that puts its
    /// suffix's edge at ``x``.
    public var rows: [Padding]

    /// Creates a column.
    init(edge: SuffixEdge, x: Double, rows: [Padding]) {
      self.edge = edge
      self.x = x
      self.rows = rows
    }

    /// Whether every row lands within half a device pixel of its target.
    public var isExact: Bool { rows.allSatisfy(\.isExact) }

    /// The calls of the engine the column took, all rows together.
    public var measuringCalls: Int { rows.reduce(0) { $0 + $1.measuringCalls } }
  }

  /// Pads rows so that every suffix starts, or ends, at the same x.
  ///
  /// Measures each row's `prefix + suffix` (and, to line up where suffixes start, each suffix
  /// alone: the suffix starts at the string's width less its own), puts the column where the
  /// widest row's suffix lands `minimumGap` after its prefix (or at `x` when given), and pads
  /// every row to it as ``padding(_:_:toWidth:)`` does. A row already past the column comes back
  /// unpadded (``Padding/Outcome/alreadyWide``); one the engine cannot measure, unpadded too
  /// (``Padding/Outcome/unmeasurable``), and it does not place the column.
  ///
  /// - Parameters:
  ///   - rows: Each row's text before and after the fill.
  ///   - edge: Which edge of the suffixes lines up (default: where they end).
  ///   - minimumGap: The least room between the prefix and the suffix of the widest row, in points
  ///     (NaN, infinite or negative counts as 0).
  ///   - x: Where the suffixes' edge goes, in points, instead of where the widest row puts it.
  /// - Returns: The column: its x and each row's padding.
  public func column(
    _ rows: [(prefix: String, suffix: String)], aligning edge: SuffixEdge = .trailing, minimumGap: Double = 0,
    at x: Double? = nil
  ) -> Column {
    let gap = minimumGap.isFinite && minimumGap > 0 ? minimumGap : 0
    let measured = rows.map { row -> (base: Double, suffix: Double, calls: Int) in
      let (base, calls) = unpaddedWidth(row.prefix, row.suffix)
      guard case .leading = edge, !row.suffix.isEmpty else { return (base, 0, calls) }
      return (base, measure(row.suffix), calls + 1)
    }
    // Where each measurable row's suffix edge lies unpadded.
    let edges = measured.filter { Self.usable($0.base) && Self.usable($0.suffix) }.map {
      switch edge {
      case .leading: $0.base - $0.suffix
      case .trailing: $0.base
      }
    }
    let columnX = x ?? edges.max().map { $0 + gap } ?? .nan
    let paddings = zip(rows, measured).map { row, measured in
      guard Self.usable(measured.suffix) else {
        return Padding(
          text: row.prefix + row.suffix, fill: "", target: .nan, width: measured.base, outcome: .unmeasurable,
          measuringCalls: measured.calls, scale: scale)
      }
      let target =
        switch edge {
        case .leading: columnX + measured.suffix
        case .trailing: columnX
        }
      return padding(row.prefix, row.suffix, target: target, base: measured.base, calls: measured.calls)
    }
    return Column(edge: edge, x: columnX, rows: paddings)
  }
}

/// Why a title maker or a filler cannot be built: what it was given cannot size anything.
///
/// Every initializer that takes a scale, a symbol width or the app's text engine throws it
/// (`CompositeTitle`, `SpaceFill`, `RepeatedTitle`, `CalibratedRepeatedTitle`) instead of building
/// a maker whose every title is empty. A caller that only needs to know whether it got one writes
/// `try?`; one that logs, shows the ``description``.
///
/// Not `@frozen`: a later version may add reasons, so a `switch` over them needs an
/// `@unknown default` case.
///
/// Threading: a plain value; `Sendable`.
public enum SizingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The scale is not a finite number above 0: no pixel grid to compose on (a trait collection
  /// not yet attached to a screen reports a `displayScale` of 0). Build the maker once the view
  /// is on a screen.
  case invalidScale(Double)
  /// The width of one placeholder is not a finite number above 0: no count can follow from it.
  case invalidSymbolWidth(Double)
  /// The engine measured every string of spaces as a width that is NaN, infinite or negative
  /// (the first such width); no advance given in points is finite and not negative.
  case invalidWidth(Double)
  /// The engine measured every string of spaces as no width (less than 1/32 device pixel per
  /// space), or no advance given rounds to 1/64 device pixel or more.
  case noWidth
  /// More spaces do not measure wider: the engine gave a run of 32 copies this width, and one
  /// copy as much or more (an engine that returns one width for every string).
  case widthDoesNotGrow(Double)
  /// No candidate adds up in the engine, each for its own reason (runs that disagree, pairs
  /// kerned, widths of several kinds of failure), or no candidate was given: each left out, and why.
  case noSpaceAddsUp([CompositeTitle.Exclusion])

  /// The reason in words, for a log line.
  public var description: String {
    switch self {
    case .invalidScale(let scale):
      return "the scale \(scale) is not a finite number above 0: build the maker once the view is on a screen"
    case .invalidSymbolWidth(let width):
      return "the symbol width \(width) is not a finite number above 0"
    case .invalidWidth(let width):
      return "the text engine measured every string of spaces as \(width) pt: not a usable width"
    case .noWidth:
      return "the text engine measured every string of spaces as no width"
    case .widthDoesNotGrow(let width):
      return
        "the text engine measured 32 spaces as \(width) pt, no wider than one: widths do not grow with the spaces"
    case .noSpaceAddsUp(let exclusions):
      guard !exclusions.isEmpty else { return "no space character to measure was given" }
      return "no space character adds up in the text engine: "
        + exclusions.map(\.description).joined(separator: "; ")
    }
  }
}

// MARK: - Adding what the guard's check found

extension SizingError {
  /// The same error, with the guards measured wide listed first among the exclusions of
  /// ``noSpaceAddsUp(_:)``, as a maker's ``CompositeTitle/exclusions`` would list them.
  func including(_ guardExclusions: [CompositeTitle.Exclusion]) -> SizingError {
    guard case .noSpaceAddsUp(let exclusions) = self else { return self }
    return .noSpaceAddsUp(guardExclusions + exclusions)
  }
}

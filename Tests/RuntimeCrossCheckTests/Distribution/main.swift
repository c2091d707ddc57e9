// A client of the runtime as an app built against an XCFramework sees it: `make runtime-interface`
// compiles this file against PlaceholderTitle's textual interface alone (no .swiftmodule), links
// it to the library built with library evolution and runs it, then builds and runs it again
// against the runtime built from source; the two outputs must be the same bytes.
//
// It calls what an app calls, the inlinable hot paths included, and switches over the public enums
// as their documentation says: exhaustively over the @frozen ones, with @unknown default over the
// others.

import PlaceholderTitle

var failures = 0
@MainActor func check(_ condition: Bool, _ what: String) {
  if !condition {
    print("FAILED: \(what)")
    failures += 1
  }
}

// The count formula with fitted constants.
// U+200B at both ends by default.
let repeated = try RepeatedTitle(symbolWidth: 1.2727, minimumWidth: 28.18, shiftFactor: 1.0)
let counts = stride(from: 0.0, through: 200, by: 0.5).map { repeated.count(for: $0) }
print("repeated: count(120) \(repeated.count(for: 120)), sum of counts 0...200 \(counts.reduce(0, +))")
check(repeated.emptyTitle(for: 120).unicodeScalars.count == repeated.count(for: 120) + 2, "guarded title")

// Inter's spaces at 15 pt, unhinted, in points (font units over 2816 per em).
let inter: [(Unicode.Scalar, Int)] = [
  ("\u{200A}", 256), ("\u{2006}", 468), ("\u{2009}", 512), ("\u{2005}", 704), ("\u{2008}", 776),
  ("\u{0020}", 792), ("\u{2004}", 940), ("\u{2002}", 1408), ("\u{2000}", 1536), ("\u{2007}", 1824),
  ("\u{2003}", 2816), ("\u{2001}", 3072),
]
// The shortest calls: UIKit's swipe button, the label rounded up to pixels, the U+200B guard.
let fromPoints = try? CompositeTitle(placeholders: inter.map { ($0.0, Double($0.1) * 15 / 2816) }, scale: 3)
let exact = try? CompositeTitle(
  placeholders: inter, unit: .fontUnits(unitsPerEm: 2816, fontSize: 15), scale: 3)

// An engine that adds the advances up and tracks 0.2 pt between glyphs.
let widths = Dictionary(uniqueKeysWithValues: inter.map { ($0.0, Double($0.1) * 15 / 2816) })
var engineCalls = 0
let tracking: (String) -> Double = { text in
  engineCalls += 1
  let scalars = text.unicodeScalars
  guard !scalars.isEmpty else { return 0 }
  return scalars.reduce(0) { $0 + (widths[$1] ?? 0) } + 0.2 * Double(scalars.count - 1)
}
let measuring = try? CompositeTitle(measuring: tracking, scale: 3)

// A trait collection not yet on a screen reports a scale of 0: no maker, no call of the engine,
// and the reason; the same of an engine that sizes nothing. The error is not frozen: a switch over
// it has an @unknown default case.
let callsBefore = engineCalls
let reasons: [SizingError] = [0.0, .nan].compactMap { scale -> SizingError? in
  do throws(SizingError) {
    _ = try CompositeTitle(measuring: tracking, scale: scale)
    return nil
  } catch {
    return error
  }
}
check(reasons.count == 2, "scales 0 and NaN give no maker")
check(engineCalls == callsBefore, "scale 0 calls no engine")
do throws(SizingError) {
  _ = try SpaceFill(measuring: { _ in 0 }, scale: 2)
  check(false, "an engine of no widths gives no filler")
} catch {
  switch error {
  case .invalidScale, .invalidSymbolWidth, .invalidWidth, .widthDoesNotGrow, .noSpaceAddsUp:
    check(false, "\(error)")
  case .noWidth: print("no filler: \(error)")
  @unknown default: check(false, "\(error)")
  }
}
for reason in reasons { print("no maker: \(reason)") }

// A guard given as a character literal, and no guard at all.
let wordJoiner = try? CompositeTitle(
  placeholders: inter, unit: .fontUnits(unitsPerEm: 2816, fontSize: 15), scale: 2, guard: "\u{2060}")
let unguarded = try? CompositeTitle(
  placeholders: inter, unit: .subpixels26Dot6, model: .plain(padding: 30), scale: 2, guard: .unguarded)
check(wordJoiner?.guardCharacter == "\u{2060}" && unguarded?.guardCharacter == nil, "guards as given")

for (name, built) in [("points", fromPoints), ("exact", exact), ("measuring", measuring)] {
  guard let maker = built else {
    check(false, "\(name): no maker at @3x")
    continue
  }
  var titleScalars = 0
  var exactPixels = 0
  for pixel in 222...360 {
    let width = Double(pixel) / 3
    titleScalars += maker.emptyTitle(for: width).unicodeScalars.count
    if maker.isExact(for: width) { exactPixels += 1 }
    if let composition = maker.composition(for: width) {
      check(maker.title(for: composition) == maker.emptyTitle(for: width), "\(name): title(for:) at \(pixel)")
    }
  }
  let guardName = maker.guardCharacter.map { "U+" + String($0.value, radix: 16, uppercase: true) } ?? "none"
  print(
    "\(name): guard \(guardName), \(exactPixels) of 139 pixels exact, \(titleScalars) scalars, \(maker.unreachableWidths.count) unreachable, \(maker.measuringCalls) calls, \(maker.exclusions.count) left out"
  )
  check(exactPixels == 139, "\(name): every pixel exact")
}

for exclusion in measuring?.exclusions ?? [] {
  let kind: String
  switch exclusion.reason {
  case .guardCharacter: kind = "guard"
  case .repeated: kind = "repeated"
  case .measuringBudget: kind = "budget"
  case .badMeasurement: kind = "bad"
  case .zeroWidth: kind = "zero width"
  case .run: kind = "run"
  case .pair: kind = "pair"
  case .sameWidth: kind = "same width"
  case .guardHasWidth: kind = "guard has width"
  @unknown default: kind = "other"
  }
  print("left out: \(kind): \(exclusion)")
}

// The non-frozen model: an @unknown default case.
switch measuring?.model ?? .plain(padding: 0) {
case .plain(let padding): print("model: plain \(padding)")
case .uikitSwipe(let rounding):
  // Frozen: exhaustive.
  switch rounding {
  case .pixels: print("model: uikit-swipe, pixels")
  case .points: print("model: uikit-swipe, points")
  }
@unknown default: print("model: other")
}

// Frozen: exhaustive switches, and Dynamic Type's title sizes.
for objective in CompositionObjective.allCases {
  switch objective {
  case .minimax, .neverClip, .neverSeam: print("objective: \(objective.rawValue)")
  }
}
let sizes = UIKitSwipeButton.ContentSizeCategory.allCases.map { category -> String in
  let size = UIKitSwipeButton.titleFontSize(for: category)
  return String((size * 100).rounded() / 100)
}
print("title sizes: \(sizes.joined(separator: " "))")
// UIKit's raw values, as UIContentSizeCategory.rawValue gives them.
check(
  UIKitSwipeButton.ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL") == .extraLarge,
  "UIKit's raw value")
check(
  UIKitSwipeButton.ContentSizeCategory(rawValue: "UICTContentSizeCategoryUnspecified") == nil, "unspecified")

// The non-frozen guard choice: an @unknown default case.
for choice in [CompositeTitle.Guard.automatic, "\u{200B}", .unguarded] {
  switch choice {
  case .automatic: print("guard choice: automatic")
  case .character(let character):
    print("guard choice: U+\(String(character.value, radix: 16, uppercase: true))")
  case .unguarded: print("guard choice: unguarded")
  @unknown default: print("guard choice: other")
  }
}

// Space fills with the same engine (tracking 0.2 pt between glyphs), letters 7 pt wide: a column
// whose suffixes end at the same x, and the non-frozen outcome with an @unknown default case.
let filler = try SpaceFill(
  measuring: { text in
    let scalars = text.unicodeScalars
    guard !scalars.isEmpty else { return 0 }
    return scalars.reduce(0) { $0 + (widths[$1] ?? ($1.value == 0x200B ? 0 : 7)) } + 0.2
      * Double(scalars.count - 1)
  }, scale: 3)
let column = filler.column([("✓ GPT-4o", "1x"), ("o3", "0.33x")], aligning: .trailing, minimumGap: 12)
for row in column.rows {
  let outcome: String
  switch row.outcome {
  case .exact: outcome = "exact"
  case .alreadyWide: outcome = "already wide"
  case .nearest: outcome = "nearest"
  case .invalidTarget: outcome = "invalid target"
  case .unmeasurable: outcome = "unmeasurable"
  @unknown default: outcome = "other"
  }
  print(
    "fill: \(row.fill.unicodeScalars.count) scalars, \(outcome), error \((row.error * 1000).rounded() / 1000) pt"
  )
  check(
    row.isExact && row.text.hasSuffix(row.fill + (row.text.hasSuffix("1x") ? "1x" : "0.33x")), "space fill")
}
switch column.edge {
case .leading, .trailing:
  print("fill: \(filler.spaces.count) spaces, \(filler.measuringCalls) calls to build")
}
check(filler.padded("✓ GPT-4o", "1x", toWidth: .nan) == "✓ GPT-4o1x", "invalid target unpadded")

// make runtime-interface looks for this last line.
print(failures == 0 ? "all checks passed" : "\(failures) checks failed")

import DevelopmentSupport
import Testing

@testable import PlaceholderTitle

/// `CompositeTitle`: quantization, edge widths, guards, claimed widths and the error it reaches
/// with Inter's spaces.
@Suite("CompositeTitle")
struct CompositeTitleTests {

  /// Inter Regular's spaces with their advances in font units (2816 units/em), DOMAIN.md 3b.
  static let interSpaces: [(Unicode.Scalar, Int)] = [
    ("\u{200A}", 256), ("\u{2006}", 468), ("\u{2009}", 512), ("\u{2005}", 704), ("\u{2008}", 776),
    ("\u{0020}", 792), ("\u{2004}", 940), ("\u{2002}", 1408), ("\u{2000}", 1536), ("\u{2007}", 1824),
    ("\u{2003}", 2816), ("\u{2001}", 3072),
  ]

  /// Inter's spaces unhinted at a size, in points (what CoreText gives on iOS).
  static func interUnhinted(size: Double) -> [(Unicode.Scalar, Double)] {
    interSpaces.map { ($0.0, Double($0.1) * size / 2816) }
  }

  /// Inter's spaces rounded to whole device pixels, as hinting does, in points.
  static func interWholePixels(size: Double, scale: Double) -> [(Unicode.Scalar, Double)] {
    interSpaces.map { ($0.0, (Double($0.1) * size * scale / 2816).rounded() / scale) }
  }

  static let zeroWidthSpace: Unicode.Scalar = "\u{200B}"

  /// The scalars a composition's title must hold: guard, each placeholder its count of times
  /// in the order given, guard; nothing at all for an empty composition.
  static func expectedScalars(
    _ composition: CompositeTitle.Composition, guardCharacter: Unicode.Scalar?
  )
    -> [Unicode.Scalar]
  {
    var scalars: [Unicode.Scalar] = []
    for (placeholder, count) in zip(composition.placeholders, composition.counts) {
      scalars += Array(repeating: placeholder, count: count)
    }
    guard let guardCharacter, !scalars.isEmpty else { return scalars }
    return [guardCharacter] + scalars + [guardCharacter]
  }

  /// The padding plus count × advance of each used placeholder, in the order given.
  static func claimedWidth(
    _ composition: CompositeTitle.Composition, advances: [Double], padding: Double
  )
    -> Double
  {
    var width = padding
    for (count, advance) in zip(composition.counts, advances) where count != 0 {
      width += Double(count) * advance
    }
    return width
  }

  @Test("widths are quantized to device pixels, rounding halves up", arguments: [1.0, 2.0, 3.0])
  func quantization(scale: Double) throws {
    let title = try CompositeTitle(
      placeholders: Self.interUnhinted(size: 15), model: .plain(padding: 12), scale: scale,
      widestTarget: 150)
    var random = SplitMix64(seed: UInt64(scale))
    for _ in 0..<5_000 {
      let width = random.uniform(0...200)
      let expected = min(Int((width * scale).rounded()), title.lastPixel)
      #expect(title.pixel(for: width) == expected, "width \(width)")
    }
    for pixel in stride(from: 0, through: Int(150 * scale) - 1, by: 7) {
      let width = Double(pixel) / scale
      let onGrid = title.emptyTitle(for: width)
      #expect(title.emptyTitle(for: width + 0.1 / scale) == onGrid)
      #expect(title.emptyTitle(for: width - 0.1 / scale) == onGrid || pixel == 0)
      #expect(title.emptyTitle(for: width + 0.49 / scale) == onGrid)
      #expect(title.composition(for: width + 0.1 / scale) == title.composition(for: width))
      #expect(title.emptyTitle(for: width + 0.51 / scale) == title.emptyTitle(for: Double(pixel + 1) / scale))
    }
    // Exactly half a pixel rounds up; just below it does not.
    let half = 100.5 / scale
    #expect(title.pixel(for: half) == 101)
    #expect(title.pixel(for: half.nextDown) == 100)
  }

  @Test("NaN, infinite and negative widths give the empty title; wider ones the maximum's")
  func edgeWidths() throws {
    let title = try CompositeTitle(
      placeholders: Self.interUnhinted(size: 17), model: .plain(padding: 12), scale: 2,
      guard: .character(Self.zeroWidthSpace),
      widestTarget: 120.2)
    #expect(title.widestTarget == 120)
    #expect(title.lastPixel == 240)
    for width in [Double.nan, .infinity, -.infinity, -1, -1e-300, -.greatestFiniteMagnitude] {
      #expect(title.emptyTitle(for: width) == "", "width \(width)")
      #expect(title.composition(for: width) == nil, "width \(width)")
    }
    // Below the padding minimax gives no characters: the title is empty, without guards.
    for width in [0, -0.0, .leastNonzeroMagnitude, 5, 11.9] {
      #expect(title.emptyTitle(for: width) == "", "width \(width)")
      #expect(title.composition(for: width)?.characterCount == 0)
      #expect(title.composition(for: width)?.width == 12)
    }
    let top = try #require(title.composition(for: 120))
    #expect(top.characterCount > 0)
    for width in [120.25, 121, 500, 1e300, .greatestFiniteMagnitude] {
      #expect(title.emptyTitle(for: width) == title.emptyTitle(for: 120), "width \(width)")
      #expect(title.composition(for: width) == top, "width \(width)")
    }
    #expect(title.emptyTitle(for: 119.5) != title.emptyTitle(for: 120))
  }

  @Test("titles hold exactly the claimed characters, in order, with or without guards")
  func titlesMatchCompositions() throws {
    let placeholders = Self.interUnhinted(size: 17)
    let advances = placeholders.map(\.1)
    for guardCharacter in [nil, Self.zeroWidthSpace] {
      let title = try CompositeTitle(
        placeholders: placeholders, model: .plain(padding: 30), scale: 3,
        guard: guardCharacter.map { .character($0) } ?? .unguarded, widestTarget: 250)
      var nonEmpty = 0
      for pixel in 0...750 {
        let width = Double(pixel) / 3
        let composition = try #require(title.composition(for: width))
        let string = title.emptyTitle(for: width)
        #expect(
          Array(string.unicodeScalars) == Self.expectedScalars(composition, guardCharacter: guardCharacter))
        #expect(title.title(for: composition) == string)
        #expect(composition.width == Self.claimedWidth(composition, advances: advances, padding: 30))
        #expect(composition.characterCount == composition.counts.reduce(0, +))
        #expect(composition.placeholders == placeholders.map(\.0))
        let placeholdersInTitle = string.unicodeScalars.filter { $0 != Self.zeroWidthSpace }.count
        #expect(placeholdersInTitle == composition.characterCount)
        if composition.characterCount > 0 {
          nonEmpty += 1
          let guards = string.unicodeScalars.filter { $0 == Self.zeroWidthSpace }.count
          if let guardCharacter {
            #expect(
              string.unicodeScalars.first == guardCharacter && string.unicodeScalars.last == guardCharacter)
            #expect(guards == 2)
          } else {
            #expect(guards == 0)
          }
        } else {
          #expect(string == "")
        }
        // The grid width is the composition on the 1/64-pixel grid.
        let gridUnits = advances.map { ($0 * 3 * 64).rounded() }
        let gridWidth = zip(composition.counts, gridUnits).reduce(0) { $0 + Double($1.0) * $1.1 }
        #expect(Double(composition.gridWidth) == gridWidth)
      }
      #expect(nonEmpty > 600)
    }
  }

  @Test("Inter unhinted at 17 pt @2x: every target 74...200 pt within 0.05 pt")
  func interUnhintedError() throws {
    let title = try CompositeTitle(
      placeholders: Self.interUnhinted(size: 17), model: .plain(padding: 12), scale: 2,
      guard: .character(Self.zeroWidthSpace),
      widestTarget: 240)
    var worst = 0.0
    var worstTarget = 0.0
    for step in 0...252 {
      let target = 74 + 0.5 * Double(step)
      let composition = try #require(title.composition(for: target))
      let error = composition.width - target
      if abs(error) > worst {
        worst = abs(error)
        worstTarget = target
      }
    }
    print("CompositeTitle, Inter 17 pt @2x unhinted, padding 12: max |e| \(worst) pt at \(worstTarget) pt")
    #expect(worst < 0.05)
    // A title of hair spaces alone is off by up to half of one, 0.77 pt.
    let hairSpaceFloor: Double = 256.0 * 17 / 2816 / 2
    #expect(worst < hairSpaceFloor / 10)
  }

  @Test(
    "isExact means within half a device pixel under every model, as SpaceFill's does", arguments: [2.0, 3.0])
  func exactMeansHalfAPixel(scale: Double) throws {
    let plain = try CompositeTitle(
      placeholders: Self.interUnhinted(size: 17), model: .plain(padding: 30), scale: scale, widestTarget: 240)
    var exact = 0
    var pixels = 0
    for pixel in Int(20 * scale)...Int(200 * scale) {
      let width = Double(pixel) / scale
      let composition = try #require(plain.composition(for: width))
      let withinHalfPixel = abs(composition.width - width) * scale <= 0.5
      #expect(plain.isExact(for: width) == withinHalfPixel, "\(width) pt: \(composition.width)")
      // A width off the pixel grid is its pixel's, the same exactness.
      #expect(plain.isExact(for: width + 0.2 / scale) == withinHalfPixel)
      pixels += 1
      if withinHalfPixel { exact += 1 }
    }
    // Below the padding every title is empty (the 30 pt button): not exact. From 30 pt on,
    // Inter's spaces come within half a pixel of every pixel but the first few.
    print("plain @\(scale)x: \(exact) of \(pixels) pixels of 20...200 pt exact")
    #expect(exact > pixels * 8 / 10)
    #expect(!plain.isExact(for: 25) && plain.isExact(for: 120))
    // Under UIKit's model a button is a whole pixel: within half a pixel is the pixel itself.
    let uikit = try CompositeTitle(placeholders: Self.interUnhinted(size: 15), scale: scale)
    for pixel in Int(74 * scale)...Int(120 * scale) {
      let width = Double(pixel) / scale
      let composition = try #require(uikit.composition(for: width))
      #expect(uikit.isExact(for: width) == (abs(composition.width - width) * scale < 1e-9))
      #expect(uikit.isExact(for: width))
    }
    #expect(!uikit.isExact(for: 60) && !uikit.isExact(for: 130))
  }

  @Test("whole-pixel advances hit every pixel target exactly once past small widths", arguments: [2.0, 3.0])
  func wholePixelAdvancesAreExact(scale: Double) throws {
    let placeholders = Self.interWholePixels(size: 17, scale: scale)
    let title = try CompositeTitle(
      placeholders: placeholders, model: .plain(padding: 12), scale: scale,
      guard: .character(Self.zeroWidthSpace), widestTarget: 400)
    var lastMiss = -1
    for pixel in 0...Int(400 * scale) {
      let target = Double(pixel) / scale
      let composition = try #require(title.composition(for: target))
      // On the pixel grid: the claimed width in pixels against the target pixel.
      let error = (composition.width * scale).rounded() - Double(pixel)
      #expect(abs(composition.width * scale - (composition.width * scale).rounded()) < 1e-9)
      #expect(abs(Double(composition.gridWidth) - (composition.width - 12) * scale * 64) < 1e-6)
      if error != 0 { lastMiss = pixel }
    }
    // Below the padding nothing fits; a few pixels past it the smallest spaces still leave
    // gaps (at @2x, 3, 6 and 9 px cannot make 8 px; at @3x, 5, 8, 9 and 13 px cannot make 12).
    let paddingPixels = Int(12 * scale)
    #expect(lastMiss >= paddingPixels - 1)
    #expect(lastMiss < paddingPixels + Int(5 * scale), "last missed pixel \(lastMiss)")
  }

  @Test(
    "never-clip and never-seam keep to their side", arguments: [CompositionObjective.neverClip, .neverSeam])
  func oneSidedObjectives(objective: CompositionObjective) throws {
    let scale = 2.0
    for placeholders in [Self.interWholePixels(size: 15, scale: scale), Self.interUnhinted(size: 15)] {
      let title = try CompositeTitle(
        placeholders: placeholders, model: .plain(padding: 12), scale: scale, objective: objective,
        widestTarget: 200)
      for pixel in 0...400 {
        let target = Double(pixel) / scale
        guard let composition = title.composition(for: target) else {
          // Only never-seam fails, and only below the empty button.
          #expect(objective == .neverSeam && target < 12, "target \(target)")
          #expect(title.emptyTitle(for: target) == "")
          continue
        }
        // On the grid the side is exact; the advances as given may differ from the grid by
        // 1/128 pixel per character.
        let gridButton = 12 + Double(composition.gridWidth) / (64 * scale)
        let slack = Double(composition.characterCount) / 128 / scale + 1e-9
        if objective == .neverClip {
          #expect(gridButton >= target)
          #expect(composition.width >= target - slack)
        } else {
          #expect(gridButton <= target)
          #expect(composition.width <= target + slack)
        }
      }
    }
  }

  @Test("titles near the maximum are the optimum of a composer that sees far wider sums")
  func tableReachesFarEnough() throws {
    let placeholders = Self.interUnhinted(size: 23)
    let scale = 3.0
    let padding = 7.0
    let units = placeholders.map { Int(($0.1 * scale * 64).rounded()) }
    let wide = PlaceholderComposer(advances: units, maximumWidth: 80 * 3 * 64)
    // The model CompositeTitle documents, evaluated the same way, so that ties break alike.
    let pointsPerUnit = 1 / (64 * scale)
    for objective in CompositionObjective.allCases {
      let title = try CompositeTitle(
        placeholders: placeholders, model: .plain(padding: padding), scale: scale, objective: objective,
        widestTarget: 40)
      for pixel in 0...120 {
        let target = Double(pixel) / scale
        let expected = wide.composition(for: target, objective: objective) {
          padding + Double($0) * pointsPerUnit
        }
        let found = title.composition(for: target)
        #expect(found?.counts == expected?.counts, "\(objective), target \(target)")
        #expect(found?.gridWidth == expected?.width)
      }
    }
  }

  @Test("the smallest positive scale: every advance below 1/64 of its pixel, nothing to size")
  func smallestScale() throws {
    let points: [(Unicode.Scalar, Double)] = [("\u{200A}", 1.25), ("\u{2009}", 2.5)]
    #expect(throws: SizingError.noWidth) {
      try CompositeTitle(placeholders: points, scale: .leastNonzeroMagnitude)
    }
    // A pixel of 20 pt still holds the hair space's 4/64.
    let coarse = try CompositeTitle(placeholders: points, model: .plain(padding: 0), scale: 0.05)
    #expect(coarse.scale == 0.05 && !coarse.emptyTitle(for: 40).isEmpty)
  }

  @Test("unusable inputs are tamed: padding, advances, widest target")
  func unusableInputs() throws {
    let hair: Unicode.Scalar = "\u{200A}"
    let wild = try CompositeTitle(
      placeholders: [(hair, 1), ("\u{2009}", .nan), ("\u{2001}", -3), (" ", 1e300), (" ", 0.001)],
      model: .plain(padding: .nan), scale: 1, widestTarget: .infinity)
    #expect(wild.scale == 1)
    #expect(wild.padding == 0)
    // Pixel p's title is p hair spaces, 3p bytes: 16 MiB holds the titles of pixels 0...3343,
    // not the 16384 the pixel cap allows.
    #expect(wild.lastPixel == 3343)
    #expect(wild.widestTarget == 3343)
    #expect(wild.emptyTitle(for: 1e6).unicodeScalars.count == 3343)
    let bytes = (0...wild.lastPixel).reduce(0) { $0 + wild.emptyTitle(for: Double($1)).utf8.count }
    #expect(bytes <= CompositeTitle.maximumTitleBytes)
    let composition = try #require(wild.composition(for: 40))
    #expect(composition.counts == [40, 0, 0, 0, 0])
    #expect(composition.width == 40)
    #expect(wild.emptyTitle(for: 40) == String(repeating: "\u{200A}", count: 40))
    // With wide spaces the titles are short and the pixel cap is what stops the table.
    let large = try CompositeTitle(
      placeholders: Self.interUnhinted(size: 200), model: .plain(padding: 0), scale: 1,
      widestTarget: .infinity)
    #expect(large.lastPixel == CompositeTitle.maximumPixelCount)
    #expect(large.widestTarget == Double(CompositeTitle.maximumPixelCount))
    let beyond = try #require(large.composition(for: 20_000))
    #expect(beyond == large.composition(for: 16_384))
    #expect(beyond.characterCount > 0)
    // A negative widest target leaves only pixel 0, whose title is empty.
    let none = try CompositeTitle(
      placeholders: [(hair, 1)], model: .plain(padding: 10), scale: 2, widestTarget: -5)
    #expect(none.lastPixel == 0)
    #expect(none.emptyTitle(for: 100) == "")
    #expect(none.composition(for: 100)?.characterCount == 0)
    // No placeholder at all sizes nothing.
    #expect(throws: SizingError.noSpaceAddsUp([])) { try CompositeTitle(placeholders: [], scale: 2) }
  }

  @Test("title(for:) writes any composition, clamping what it cannot write")
  func titleForAnyComposition() throws {
    let title = try CompositeTitle(
      placeholders: [("\u{2009}", 1), ("\u{200A}", 0.5)], model: .plain(padding: 0), scale: 1,
      guard: .character(Self.zeroWidthSpace),
      widestTarget: 10)
    let thin: Unicode.Scalar = "\u{2009}"
    let hair: Unicode.Scalar = "\u{200A}"
    func composition(_ placeholders: [Unicode.Scalar], _ counts: [Int]) -> CompositeTitle.Composition {
      .init(placeholders: placeholders, counts: counts, width: 0, gridWidth: 0)
    }
    #expect(
      title.title(for: composition([thin, hair], [2, 1])) == "\u{200B}\u{2009}\u{2009}\u{200A}\u{200B}")
    #expect(title.title(for: composition([thin, hair], [0, 0])) == "")
    // Negative counts are 0; unpaired counts or placeholders are left out.
    #expect(title.title(for: composition([thin, hair], [-5, 1])) == "\u{200B}\u{200A}\u{200B}")
    #expect(title.title(for: composition([thin], [1, 7])) == "\u{200B}\u{2009}\u{200B}")
    #expect(title.title(for: composition([thin, hair], [3])) == "\u{200B}\u{2009}\u{2009}\u{2009}\u{200B}")
    // A huge count is clamped to the cap.
    let capped = title.title(for: composition([hair], [Int.max]))
    #expect(capped.unicodeScalars.count == RepeatedTitle.maximumCount + 2)
  }

  @Test("the default maximum covers 1000 pt at @3x")
  func defaultMaximum() throws {
    let title = try CompositeTitle(
      placeholders: Self.interUnhinted(size: 17), model: .plain(padding: 12), scale: 3,
      guard: .character(Self.zeroWidthSpace))
    #expect(title.widestTarget == CompositeTitle.defaultWidestTarget)
    #expect(title.lastPixel == 3000)
    let composition = try #require(title.composition(for: 1000))
    // On the grid the title is within half a grid step; the advances as given differ from the
    // grid by up to 1/128 pixel per character, which adds up over about 60 characters.
    let gridButton = 12 + Double(composition.gridWidth) / 192
    #expect(abs(gridButton - 1000) <= 1.0 / 384)
    #expect(abs(composition.width - gridButton) <= Double(composition.characterCount) / 384)
    #expect(abs(composition.width - 1000) < 0.1)
    #expect(title.emptyTitle(for: 1000).unicodeScalars.count == composition.characterCount + 2)
  }
}

import DevelopmentSupport
import Testing

@testable import PlaceholderTitle

/// The composer's table and queries against brute force over every count vector, and by hand.
@Suite("PlaceholderComposer")
struct PlaceholderComposerTests {
  typealias Composition = PlaceholderComposer.Composition

  /// Inter Regular's space advances in font units (2816 units/em), DOMAIN.md section 3b.
  static let interUnits = [256, 468, 512, 704, 776, 792, 940, 1408, 1536, 1824, 2816, 3072]

  /// A sizing model: the button's width for a title width in units.
  struct Model: CustomStringConvertible {
    var description: String
    var buttonWidth: (Int) -> Double
  }

  /// `padding + units × pointsPerUnit`.
  static func plain(padding: Double, pointsPerUnit: Double) -> Model {
    Model(description: "plain \(padding) + U × \(pointsPerUnit)") { padding + Double($0) * pointsPerUnit }
  }

  /// The title ceiled to device pixels, then the button clamped: UIKit's model (DOMAIN.md 5).
  static func ceilingAndClamp(
    padding: Double, pointsPerUnit: Double, scale: Double, minimum: Double, maximum: Double
  ) -> Model {
    Model(description: "ceil@\(scale) \(padding) + U × \(pointsPerUnit) in \(minimum)...\(maximum)") {
      let title = (Double($0) * pointsPerUnit * scale).rounded(.up) / scale
      return min(maximum, max(minimum, padding + title))
    }
  }

  /// The fewest-character composition of each reachable sum, found by enumerating every count
  /// vector: the fewest characters, then the lexicographically greatest counts.
  static func bruteForceSums(advances: [Int], maximumWidth: Int, maximumCount: Int) -> [Int: Composition] {
    var best: [Int: Composition] = [:]
    var counts = [Int](repeating: 0, count: advances.count)
    func visit(_ index: Int, sum: Int, characters: Int) {
      guard index < advances.count else {
        let candidate = Composition(counts: counts, width: sum, characterCount: characters)
        if let current = best[sum] {
          let fewer = characters < current.characterCount
          let greater =
            characters == current.characterCount && counts.lexicographicallyPrecedes(current.counts) == false
            && counts != current.counts
          if fewer || greater { best[sum] = candidate }
        } else {
          best[sum] = candidate
        }
        return
      }
      let advance = advances[index]
      var count = 0
      while true {
        let total = sum + count * advance
        if total > maximumWidth || characters + count > maximumCount { break }
        counts[index] = count
        visit(index + 1, sum: total, characters: characters + count)
        // An advance of 0 or less is ignored: it only ever has a count of 0.
        if advance <= 0 { break }
        count += 1
      }
      counts[index] = 0
    }
    visit(0, sum: 0, characters: 0)
    return best
  }

  /// The best composition for a target by the documented order, over the brute-force sums.
  static func bruteForceBest(
    _ sums: [Int: Composition], target: Double, objective: CompositionObjective, model: Model
  ) -> Composition? {
    // (error, characters, side: 0 wider, 1 narrower, sum)
    var best: (key: (Double, Int, Int, Int), composition: Composition)?
    for (sum, composition) in sums {
      let button = model.buttonWidth(sum)
      let wider = button >= target
      switch objective {
      case .neverClip where !wider: continue
      case .neverSeam where button > target: continue
      default: break
      }
      let error = wider ? button - target : target - button
      let side = objective == .minimax && !wider ? 1 : 0
      let key = (error, composition.characterCount, side, sum)
      if best == nil || key < best!.key { best = (key, composition) }
    }
    return best?.composition
  }

  /// The error of a sum's button, as the documented order measures it.
  static func error(_ sum: Int, target: Double, model: Model) -> Double {
    let button = model.buttonWidth(sum)
    return button >= target ? button - target : target - button
  }

  @Test("every sum's composition equals brute force: fewest characters, then greatest counts")
  func tableMatchesBruteForce() {
    var random = SplitMix64(seed: 31)
    for _ in 0..<300 {
      let advanceCount = 2 + Int(random.next() % 3)
      let advances = (0..<advanceCount).map { _ in Int(random.next() % 11) - 1 }
      let maximumWidth = Int(random.next() % 36)
      let maximumCount = random.next() % 3 == 0 ? 1 + Int(random.next() % 6) : 4096
      let composer = PlaceholderComposer(
        advances: advances, maximumWidth: maximumWidth, maximumCount: maximumCount)
      let sums = Self.bruteForceSums(
        advances: advances, maximumWidth: maximumWidth, maximumCount: maximumCount)
      for sum in -1...maximumWidth + 1 {
        #expect(
          composer.composition(exactly: sum) == sums[sum],
          "advances \(advances), width \(maximumWidth), cap \(maximumCount), sum \(sum)")
      }
    }
  }

  @Test("queries equal brute force on random small cases, both models, all three objectives")
  func queriesMatchBruteForce() {
    var random = SplitMix64(seed: 2026)
    var compared = 0
    var ties = 0
    for caseIndex in 0..<400 {
      let advanceCount = 2 + Int(random.next() % 3)
      let advances = (0..<advanceCount).map { _ in 1 + Int(random.next() % 9) }
      let maximumWidth = 5 + Int(random.next() % 30)
      let maximumCount = random.next() % 4 == 0 ? 2 + Int(random.next() % 5) : 4096
      let composer = PlaceholderComposer(
        advances: advances, maximumWidth: maximumWidth, maximumCount: maximumCount)
      let sums = Self.bruteForceSums(
        advances: advances, maximumWidth: maximumWidth, maximumCount: maximumCount)
      // Binary fractions make exact ties between a wider and a narrower button common.
      let pointsPerUnit = [1, 0.5, 0.25, 0.37, 1.3][caseIndex % 5]
      let padding = [0, 12, 3.5][caseIndex % 3]
      let models = [
        Self.plain(padding: padding, pointsPerUnit: pointsPerUnit),
        Self.ceilingAndClamp(
          padding: padding, pointsPerUnit: pointsPerUnit, scale: [1, 2, 3][caseIndex % 3],
          minimum: padding + 2 + Double(random.next() % 4), maximum: padding + 6 + Double(random.next() % 20)),
      ]
      for model in models {
        let top = model.buttonWidth(maximumWidth)
        var targets = (0..<12).map { _ in random.uniform(-2...(top + 3)) }
        // Exact hits and the exact midpoints between buttons.
        for sum in 0...maximumWidth {
          targets.append(model.buttonWidth(sum))
          targets.append((model.buttonWidth(sum) + model.buttonWidth(min(sum + 1, maximumWidth))) / 2)
        }
        for target in targets {
          for objective in CompositionObjective.allCases {
            let expected = Self.bruteForceBest(sums, target: target, objective: objective, model: model)
            let found = composer.composition(
              for: target, objective: objective, buttonWidth: model.buttonWidth)
            let context =
              "advances \(advances), width \(maximumWidth), cap \(maximumCount), \(model), \(objective), target \(target)"
            guard let expected else {
              #expect(found == nil, "\(context)")
              continue
            }
            guard let found else {
              Issue.record("nil, expected \(expected): \(context)")
              continue
            }
            #expect(
              Self.error(found.width, target: target, model: model)
                == Self.error(expected.width, target: target, model: model), "\(context)")
            #expect(found.characterCount == expected.characterCount, "\(context)")
            #expect(found == expected, "\(context)")
            let sum = zip(found.counts, advances).reduce(0) { $0 + $1.0 * $1.1 }
            #expect(sum == found.width && found.counts.reduce(0, +) == found.characterCount)
            if objective == .minimax && model.buttonWidth(found.width) < target {
              // A narrower winner: any wider button is strictly worse or has more characters.
              if let wider = Self.bruteForceBest(sums, target: target, objective: .neverClip, model: model),
                Self.error(wider.width, target: target, model: model)
                  == Self.error(found.width, target: target, model: model)
              {
                #expect(wider.characterCount > found.characterCount, "\(context)")
                ties += 1
              }
            }
            compared += 1
          }
        }
      }
    }
    #expect(compared > 50_000)
    #expect(ties > 0, "the cases include narrower winners of equal error with fewer characters")
  }

  @Test("hand-checked cases: ties, fewest characters, order, cap, ignored advances, plateaus")
  func knownCases() throws {
    let identity: (Int) -> Double = { Double($0) }
    // 3 and 5 reach 3, 5, 6, 8, 9, 10... but not 7: 6 (3 + 3) and 8 (3 + 5) are equally far
    // and have 2 characters each, so minimax takes the wider button.
    let threeFive = PlaceholderComposer(advances: [3, 5], maximumWidth: 20)
    #expect(
      threeFive.composition(for: 7, buttonWidth: identity)
        == .init(counts: [1, 1], width: 8, characterCount: 2))
    #expect(
      threeFive.composition(for: 7, objective: .neverSeam, buttonWidth: identity)
        == .init(counts: [2, 0], width: 6, characterCount: 2))
    #expect(threeFive.composition(for: 7, objective: .neverClip, buttonWidth: identity)?.width == 8)
    #expect(threeFive.composition(for: 4, buttonWidth: identity)?.width == 5)
    #expect(
      threeFive.composition(for: 10, buttonWidth: identity)
        == .init(counts: [0, 2], width: 10, characterCount: 2))
    #expect(threeFive.composition(exactly: 7) == nil)
    #expect(threeFive.composition(exactly: 0) == .init(counts: [0, 0], width: 0, characterCount: 0))
    // Equally far, but the narrower 5 is one character against three for 6 = 2 + 2 + 2.
    let fiveTwo = PlaceholderComposer(advances: [5, 2], maximumWidth: 20)
    #expect(
      fiveTwo.composition(for: 5.5, buttonWidth: identity)
        == .init(counts: [1, 0], width: 5, characterCount: 1))
    // 4 = 2 + 2 = 1 + 3: two characters either way; the most of the first listed wins.
    #expect(
      PlaceholderComposer(advances: [2, 1, 3], maximumWidth: 9).composition(exactly: 4)?.counts == [2, 0, 0])
    #expect(
      PlaceholderComposer(advances: [1, 3, 2], maximumWidth: 9).composition(exactly: 4)?.counts == [1, 1, 0])
    // Equal advances are interchangeable: only the first is used.
    #expect(
      PlaceholderComposer(advances: [792, 792], maximumWidth: 5000).composition(exactly: 3168)?.counts == [
        4, 0,
      ])
    // The cap: three characters of 1 reach 3 at most.
    let capped = PlaceholderComposer(advances: [1], maximumWidth: 10, maximumCount: 3)
    #expect(capped.composition(for: 8, buttonWidth: identity)?.width == 3)
    #expect(capped.composition(for: 8, objective: .neverClip, buttonWidth: identity) == nil)
    #expect(capped.composition(exactly: 4) == nil)
    // Non-positive advances are ignored and keep a count of 0.
    let ignoring = PlaceholderComposer(advances: [0, -3, 4], maximumWidth: 12)
    #expect(ignoring.composition(exactly: 8) == .init(counts: [0, 0, 2], width: 8, characterCount: 2))
    #expect(ignoring.usableAdvances == [4])
    // Never-seam below the empty button, and a target that is not finite.
    let padded: (Int) -> Double = { 10 + Double($0) }
    #expect(threeFive.composition(for: 5, objective: .neverSeam, buttonWidth: padded) == nil)
    #expect(threeFive.composition(for: 5, buttonWidth: padded)?.characterCount == 0)
    #expect(threeFive.composition(for: .nan, buttonWidth: identity) == nil)
    #expect(threeFive.composition(for: .infinity, buttonWidth: identity) == nil)
    // UIKit's clamp: every title narrower than 62 pt gives the 74 pt minimum, so the fewest
    // characters on that plateau is the empty title; at the top, 120 pt is reached first by
    // 108 pt of title.
    let inter = PlaceholderComposer(advances: Self.interUnits, maximumWidth: 40_000)
    let clamped: (Int) -> Double = { min(120, max(74, 12 + Double($0) * 15 / 2816)) }
    let minimum = try #require(inter.composition(for: 74, buttonWidth: clamped))
    #expect(minimum.characterCount == 0)
    #expect(inter.composition(for: 60, buttonWidth: clamped)?.characterCount == 0)
    let maximum = try #require(inter.composition(for: 130, buttonWidth: clamped))
    #expect(clamped(maximum.width) == 120)
    // 108 pt × 2816 / 15 = 20275.2 units: the fewest characters reaching 120 pt have at least
    // 20276 units, and 7 em-quad-wide 3072s (21504) are the fewest that do.
    #expect(maximum.characterCount == 7)
    #expect(maximum.width >= 20276)
  }

  @Test("the table equals a sum-by-sum reference on Inter's twelve spaces")
  func largeTableMatchesReference() {
    let maximumWidth = 60_000
    let composer = PlaceholderComposer(advances: Self.interUnits, maximumWidth: maximumWidth)
    // The textbook order: each sum in turn, every character, the first minimum kept.
    var fewest = [Int](repeating: Int.max, count: maximumWidth + 1)
    var last = [Int](repeating: -1, count: maximumWidth + 1)
    fewest[0] = 0
    for sum in 1...maximumWidth {
      for (index, advance) in Self.interUnits.enumerated()
      where advance <= sum && fewest[sum - advance] != Int.max {
        if fewest[sum - advance] + 1 < fewest[sum] {
          fewest[sum] = fewest[sum - advance] + 1
          last[sum] = index
        }
      }
    }
    var mismatches = 0
    var reachable: [Int] = []
    for sum in 0...maximumWidth {
      let expected = fewest[sum] == Int.max ? composer.unreachable : UInt16(fewest[sum])
      if composer.fewest[sum] != expected
        || (sum > 0 && expected != composer.unreachable && Int(composer.lastCharacter[sum]) != last[sum])
      {
        mismatches += 1
      }
      if expected != composer.unreachable { reachable.append(sum) }
    }
    #expect(mismatches == 0)
    // Every advance is a multiple of 4, and past 3404 units (1.2 em) every multiple of 4 is
    // reachable: 15,001 multiples of 4 up to 60,000, of which 487 small ones are not.
    #expect(reachable.allSatisfy { $0 % 4 == 0 })
    #expect(reachable.count == 14_514)
    #expect(composer.composition(exactly: 3404) == nil)
    #expect(Array(reachable.drop { $0 <= 3404 }) == Array(stride(from: 3408, through: maximumWidth, by: 4)))
  }
}

import FontCalibration
import TextMetrics

extension ResultDocument {
  /// The composite titles of a run: the characters, the errors over every size and target, and
  /// per size what an app needs to build a `CompositeTitle` (the kept characters and their
  /// advances) with the errors of the hand-tuned constants, the fitted pair and the composite.
  package struct CompositeRecord: Codable, Sendable, Equatable {
    /// The characters considered, in title order, as `U+200A`.
    package var characters: [String]
    /// `minimax`, `never-clip` or `never-seam`.
    package var objective: String
    var maxError: Double
    /// The largest |e| in device pixels.
    var maxErrorPixels: Double
    package var rmsError: Double
    package var largestOvershoot: Double
    package var largestClip: Double
    var worst: Worst
    /// Distinct titles shaped whole.
    package var shapedTitles: Int
    /// Titles that shaped to another width than their characters' sum.
    package var mismatchedTitles: Int
    /// One record per size, ascending.
    package var sizes: [SizeRecord]
    /// Characters left out, per size, with why.
    var excluded: [Exclusion]

    /// One size.
    package struct SizeRecord: Codable, Sendable, Equatable {
      package var size: Double
      /// The characters kept at this size, in title order.
      package var characters: [String]
      /// Their advances in points.
      package var advances: [Double]
      /// Their advances, exact (font units unhinted, 26.6 hinted).
      package var advanceUnits: [Int]
      var maxError: Double
      package var rmsError: Double
      /// The hand-tuned constants' largest |e| at this size.
      var handTunedMaxError: Double
      /// The fitted global pair's largest |e| at this size.
      var countFitMaxError: Double
      /// The most characters in one title of this size.
      var longestTitle: Int
      /// The title with the largest |e|.
      var worst: Title
      /// Every target's title, in target order: in the JSON of a composite run
      /// (`calibrate --method composite --format json`), not in batch lines or stored results.
      package var titles: [Title]?

      private enum CodingKeys: String, CodingKey {
        case size, characters, advances, advanceUnits, maxError, rmsError, handTunedMaxError,
          countFitMaxError,
          longestTitle, worst, titles
        /// ``handTunedMaxError``'s key in schema version 1.
        case seedMaxError
      }

      package init(
        size: Double, characters: [String], advances: [Double], advanceUnits: [Int], maxError: Double,
        rmsError: Double, handTunedMaxError: Double, countFitMaxError: Double, longestTitle: Int,
        worst: Title,
        titles: [Title]?
      ) {
        self.size = size
        self.characters = characters
        self.advances = advances
        self.advanceUnits = advanceUnits
        self.maxError = maxError
        self.rmsError = rmsError
        self.handTunedMaxError = handTunedMaxError
        self.countFitMaxError = countFitMaxError
        self.longestTitle = longestTitle
        self.worst = worst
        self.titles = titles
      }

      package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        size = try container.decode(Double.self, forKey: .size)
        characters = try container.decode([String].self, forKey: .characters)
        advances = try container.decode([Double].self, forKey: .advances)
        advanceUnits = try container.decode([Int].self, forKey: .advanceUnits)
        maxError = try container.decode(Double.self, forKey: .maxError)
        rmsError = try container.decode(Double.self, forKey: .rmsError)
        // A record of schema version 1 has the former key, a current one the new key.
        let key: CodingKeys = container.contains(.seedMaxError) ? .seedMaxError : .handTunedMaxError
        handTunedMaxError = try container.decode(Double.self, forKey: key)
        countFitMaxError = try container.decode(Double.self, forKey: .countFitMaxError)
        longestTitle = try container.decode(Int.self, forKey: .longestTitle)
        worst = try container.decode(Title.self, forKey: .worst)
        titles = try container.decodeIfPresent([Title].self, forKey: .titles)
      }

      package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
        try container.encode(characters, forKey: .characters)
        try container.encode(advances, forKey: .advances)
        try container.encode(advanceUnits, forKey: .advanceUnits)
        try container.encode(maxError, forKey: .maxError)
        try container.encode(rmsError, forKey: .rmsError)
        try container.encode(handTunedMaxError, forKey: .handTunedMaxError)
        try container.encode(countFitMaxError, forKey: .countFitMaxError)
        try container.encode(longestTitle, forKey: .longestTitle)
        try container.encode(worst, forKey: .worst)
        try container.encodeIfPresent(titles, forKey: .titles)
      }
    }

    /// One title.
    package struct Title: Codable, Sendable, Equatable {
      /// The target W.
      package var width: Double
      /// How many of each of the size's kept characters.
      package var counts: [Int]
      /// Its width shaped whole, exact.
      var shapedUnits: Int
      package var error: Double
    }

    /// A character left out at a size.
    package struct Exclusion: Codable, Sendable, Equatable {
      package var character: String
      package var size: Double
      package var reason: String
    }
  }
}

extension ResultDocument.CompositeRecord {
  /// The record of a run's composite.
  ///
  /// - Parameters:
  ///   - summary: The run's composite, summarized.
  ///   - titles: Whether to record every target's title.
  init(_ summary: CompositeSummary, titles: Bool) {
    let composite = summary.composite
    characters = composite.characters.map(ScalarNotation.format)
    objective = composite.objective.rawValue
    maxError = composite.summary.maximumError
    maxErrorPixels = composite.summary.maximumError * summary.scale
    rmsError = composite.summary.rmsError
    largestOvershoot = composite.summary.largestOvershoot
    largestClip = composite.summary.largestClip
    worst = ResultDocument.Worst(composite.summary)
    shapedTitles = composite.shapedTitles
    mismatchedTitles = composite.mismatchedTitles
    sizes = zip(composite.sizes, summary.rows).map { size, row in
      let kept = size.advances.indices.filter { size.advances[$0] != nil }
      let worstTitle =
        size.titles.first { abs($0.error) == size.summary.maximumError } ?? size.titles[0]
      func record(_ title: CompositeSize.Title) -> Title {
        Title(
          width: title.width, counts: kept.map { title.counts[$0] }, shapedUnits: title.shapedWidth,
          error: title.error)
      }
      return SizeRecord(
        size: size.size, characters: kept.map { ScalarNotation.format(composite.characters[$0]) },
        advances: kept.map { size.advanceInPoints($0) ?? 0 },
        advanceUnits: kept.map { size.advances[$0] ?? 0 },
        maxError: size.summary.maximumError, rmsError: size.summary.rmsError, handTunedMaxError: row.seed,
        countFitMaxError: row.countFit, longestTitle: row.longestTitle,
        worst: record(worstTitle), titles: titles ? size.titles.map(record) : nil)
    }
    excluded = composite.exclusions.map {
      Exclusion(character: ScalarNotation.format($0.character), size: $0.size, reason: $0.explanation)
    }
  }
}

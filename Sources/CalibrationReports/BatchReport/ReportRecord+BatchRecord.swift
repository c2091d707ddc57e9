import TextMetrics

// MARK: - From a batch record

extension ReportRecord {
  /// The view of a batch line read from a file: its record's fields as they were read.
  ///
  /// - Parameter record: The line's record.
  init(_ record: BatchRecord) {
    self.init(record, number: { $0 })
  }

  /// The view of a batch line made from its record in memory, as reading the line back would
  /// make it, or `nil` when the line would not read back as it is.
  ///
  /// `batch --report` draws the page from the records it has just written rather than parsing
  /// the file again. The view must then be the one ``BatchReport`` reads from the line, so that
  /// the page is the same bytes either way. The writer (`JSONValue`) writes a finite number
  /// so that it reads back exactly (the shortest form that round-trips, whole numbers below
  /// 10¹⁵ as integers), except that −0 is written `0` and reads back as +0; every number here is
  /// taken as `x + 0`, which is `x` for every other value and +0 for −0. A number that is not
  /// finite is written `null`, which the reader refuses (``BatchLine/readsBack``), and one
  /// variation axis set twice is one key written twice; for such a record this gives `nil` and
  /// the line is read back instead, so it is refused as the file would refuse it.
  ///
  /// - Parameter line: A batch line as written, with its record.
  init?(written line: BatchLine) {
    if case .result(_, let document) = line.record, let variations = document.font.variations {
      let tags = variations.settings.map(\.tag)
      guard Set(tags).count == tags.count else { return nil }
    }
    guard line.readsBack else { return nil }
    self.init(line.record, number: { $0 + 0 })
  }

  /// The view of a record, each number it keeps passed through `number`.
  private init(_ record: BatchRecord, number: (Double) -> Double) {
    switch record {
    case .failure(let id, let path, let faceIndex, let scale, let hinting, let method, let error):
      self.id = id
      outcome = .failed(
        Failed(
          path: path, faceIndex: faceIndex, scale: number(scale), hinting: hinting, method: method,
          error: error))
    case .result(let id, let document):
      self.id = id
      outcome = .calibrated(Calibrated(document, number: number))
    }
  }
}

extension ReportRecord.Calibrated {
  /// The view of a result document, each number it keeps passed through `number`.
  fileprivate init(_ document: ResultDocument, number: (Double) -> Double) {
    typealias Record = ReportRecord
    schemaVersion = document.schemaVersion
    font = document.font
    // The reader keeps no key order: axes read back in tag order.
    font.variations = document.font.variations.map { variations in
      VariationSettings(
        variations.settings.sorted { $0.tag < $1.tag }.map {
          FontVariation(tag: $0.tag, value: number($0.value))
        })
    }
    placeholder = document.placeholder
    scale = number(document.scale)
    hinting = document.hinting
    unit = document.unit
    padding = number(document.padding)
    model = document.model.map { record in
      var model = record
      model.minimumWidth = number(record.minimumWidth)
      model.maximumWidth = number(record.maximumWidth)
      model.labelInsets = number(record.labelInsets)
      model.maximumLabelWidth = number(record.maximumLabelWidth)
      return model
    }
    method = document.method
    widths = document.widths
    (widths.from, widths.through, widths.step) = (
      number(document.widths.from), number(document.widths.through), number(document.widths.step)
    )
    sizes = document.sizes.map { size in
      Record.Size(
        size: number(size.size), advance: number(size.advance), advanceUnits: size.advanceUnits,
        synthesized: size.synthesized, uniform: size.uniform, symbolWidth: number(size.symbolWidth))
    }
    let pair = document.global.pair
    global = Record.Global(
      shiftFactor: number(pair.shiftFactor), minimumWidth: number(pair.minimumWidth),
      maxError: number(pair.maxError), perSizeFloor: number(document.global.perSizeFloor),
      degenerate: document.global.degenerate,
      degenerateOptimum: document.global.degenerateOptimum.map { optimum in
        Record.Degenerate(
          counts: optimum.counts, shiftFactor: number(optimum.pair.shiftFactor),
          minimumWidth: number(optimum.pair.minimumWidth), maxError: number(optimum.pair.maxError))
      })
    let seed = document.handTuned
    var worst = seed.worst
    (worst.size, worst.width, worst.error) = (number(worst.size), number(worst.width), number(worst.error))
    handTuned = Record.Seed(
      shiftFactor: number(seed.shiftFactor), minimumWidth: number(seed.minimumWidth),
      maxError: number(seed.maxError), worst: worst)
    verdict = document.verdict
    verdict.tolerance = number(document.verdict.tolerance)
    composite = document.composite.map {
      Record.Composite(maxError: number($0.maxError), maxErrorPixels: number($0.maxErrorPixels))
    }
    qa = document.qa.map { record in
      var qa = record
      for index in qa.findings.indices {
        qa.findings[index].expectedUnits = qa.findings[index].expectedUnits.map(number)
      }
      return qa
    }
  }
}

import ResultDocuments
import TextMetrics

// MARK: - From a record in memory

extension ReportRecord {
  /// The view of a batch line made from its record in memory, as reading the line back would
  /// make it, or `nil` when a number the view holds would not read back as it is.
  ///
  /// `batch --report` draws the page from the records it has just written rather than parsing
  /// the file again. The view must then be the one ``BatchReport`` reads from the line, so that
  /// the page is the same bytes either way. The writer (``JSONValue``) writes a finite number
  /// so that it reads back exactly (the shortest form that round-trips, whole numbers below
  /// 10¹⁵ as integers), except that −0 is written `0` and reads back as +0; every number here is
  /// taken as `x + 0`, which is `x` for every other value and +0 for −0. A number that is not
  /// finite is written `null`, which the view refuses to read; for such a record this gives
  /// `nil` and the line is read back instead, so it is refused as the file would refuse it.
  ///
  /// - Parameter record: A batch line's record.
  init?(_ record: BatchRecord) {
    switch record {
    case .failure(let id, let path, let faceIndex, let scale, let hinting, let method, let error):
      guard let scale = Self.written(scale) else { return nil }
      self.id = id
      outcome = .failed(
        Failed(path: path, faceIndex: faceIndex, scale: scale, hinting: hinting, method: method, error: error)
      )
    case .result(let id, let document):
      guard let calibrated = Calibrated(document) else { return nil }
      self.id = id
      outcome = .calibrated(calibrated)
    }
  }

  /// A number as it reads back from a batch line: +0 for −0, `nil` when it is written `null`.
  static func written(_ value: Double) -> Double? {
    value.isFinite ? value + 0 : nil
  }
}

extension ReportRecord.Calibrated {
  /// The view of a result document, or `nil` when a number in it would not read back as it is.
  init?(_ document: ResultDocument) {
    typealias Record = ReportRecord
    guard let scale = Record.written(document.scale), let padding = Record.written(document.padding),
      let widths = Self.written(document.widths), let global = Self.written(document.global),
      let handTuned = Self.written(document.handTuned), let verdict = Self.written(document.verdict),
      let font = Self.written(document.font)
    else { return nil }
    var sizes: [Record.Size] = []
    sizes.reserveCapacity(document.sizes.count)
    for size in document.sizes {
      guard let points = Record.written(size.size), let advance = Record.written(size.advance),
        let symbolWidth = Record.written(size.symbolWidth)
      else { return nil }
      sizes.append(
        Record.Size(
          size: points, advance: advance, advanceUnits: size.advanceUnits, synthesized: size.synthesized,
          uniform: size.uniform,
          symbolWidth: symbolWidth))
    }
    var model: ResultDocument.ModelRecord?
    if let record = document.model {
      guard let written = Self.written(record) else { return nil }
      model = written
    }
    var composite: Record.Composite?
    if let record = document.composite {
      guard let maxError = Record.written(record.maxError),
        let maxErrorPixels = Record.written(record.maxErrorPixels)
      else { return nil }
      composite = Record.Composite(maxError: maxError, maxErrorPixels: maxErrorPixels)
    }
    self.init(
      schemaVersion: document.schemaVersion, font: font, placeholder: document.placeholder, scale: scale,
      hinting: document.hinting,
      unit: document.unit, padding: padding, model: model, method: document.method, widths: widths,
      sizes: sizes, global: global, handTuned: handTuned, verdict: verdict, composite: composite)
  }

  /// The font as it reads back: its variation settings in tag order (the reader keeps no key
  /// order), `nil` when a value is not finite or a tag is set twice (one JSON key twice).
  private static func written(_ font: FontRecord) -> FontRecord? {
    guard let variations = font.variations else { return font }
    var settings: [FontVariation] = []
    for setting in variations.settings.sorted(by: { $0.tag < $1.tag }) {
      guard let value = ReportRecord.written(setting.value), settings.last?.tag != setting.tag else {
        return nil
      }
      settings.append(FontVariation(tag: setting.tag, value: value))
    }
    var written = font
    written.variations = VariationSettings(settings)
    return written
  }

  private static func written(_ widths: ResultDocument.Widths) -> ResultDocument.Widths? {
    typealias Record = ReportRecord
    guard let from = Record.written(widths.from), let through = Record.written(widths.through),
      let step = Record.written(widths.step)
    else { return nil }
    var written = widths
    (written.from, written.through, written.step) = (from, through, step)
    return written
  }

  private static func written(_ global: ResultDocument.GlobalRecord) -> ReportRecord.Global? {
    typealias Record = ReportRecord
    guard let shiftFactor = Record.written(global.pair.shiftFactor),
      let minimumWidth = Record.written(global.pair.minimumWidth),
      let maxError = Record.written(global.pair.maxError),
      let perSizeFloor = Record.written(global.perSizeFloor)
    else { return nil }
    var degenerate: ReportRecord.Degenerate? = nil
    if let optimum = global.degenerateOptimum {
      guard let shiftFactor = Record.written(optimum.pair.shiftFactor),
        let minimumWidth = Record.written(optimum.pair.minimumWidth),
        let maxError = Record.written(optimum.pair.maxError)
      else { return nil }
      degenerate = ReportRecord.Degenerate(
        counts: optimum.counts, shiftFactor: shiftFactor, minimumWidth: minimumWidth, maxError: maxError)
    }
    return ReportRecord.Global(
      shiftFactor: shiftFactor, minimumWidth: minimumWidth, maxError: maxError, perSizeFloor: perSizeFloor,
      degenerate: global.degenerate, degenerateOptimum: degenerate)
  }

  private static func written(_ seed: ResultDocument.PairRecord) -> ReportRecord.Seed? {
    typealias Record = ReportRecord
    guard let shiftFactor = Record.written(seed.shiftFactor),
      let minimumWidth = Record.written(seed.minimumWidth), let maxError = Record.written(seed.maxError),
      let size = Record.written(seed.worst.size), let width = Record.written(seed.worst.width),
      let error = Record.written(seed.worst.error)
    else { return nil }
    var worst = seed.worst
    (worst.size, worst.width, worst.error) = (size, width, error)
    return ReportRecord.Seed(
      shiftFactor: shiftFactor, minimumWidth: minimumWidth, maxError: maxError, worst: worst)
  }

  private static func written(_ verdict: ResultDocument.VerdictRecord) -> ResultDocument.VerdictRecord? {
    guard let tolerance = ReportRecord.written(verdict.tolerance) else { return nil }
    var written = verdict
    written.tolerance = tolerance
    return written
  }

  private static func written(_ model: ResultDocument.ModelRecord) -> ResultDocument.ModelRecord? {
    typealias Record = ReportRecord
    guard let minimumWidth = Record.written(model.minimumWidth),
      let maximumWidth = Record.written(model.maximumWidth),
      let labelInsets = Record.written(model.labelInsets),
      let maximumLabelWidth = Record.written(model.maximumLabelWidth)
    else { return nil }
    var written = model
    written.minimumWidth = minimumWidth
    written.maximumWidth = maximumWidth
    written.labelInsets = labelInsets
    written.maximumLabelWidth = maximumLabelWidth
    return written
  }
}

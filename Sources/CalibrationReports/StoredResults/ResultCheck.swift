import CalibrateSupport
import FontCalibration
import PlaceholderTitle
import TextMetrics

/// Recomputes a stored calibration result with the settings it records and lists what moved.
///
/// Integers (advances in font units or 26.6, glyph ids) must match exactly; other numbers
/// within a tolerance (default 1e-9, relative to the larger magnitude when it exceeds 1).
package enum ResultCheck {
  /// One field that moved.
  package struct Difference: Sendable, Equatable, CustomStringConvertible {
    /// The font the result is for.
    package var font: String
    /// The size, for per-size fields.
    package var size: Double?
    /// The field's path, such as `advanceUnits` or `global.maxError`.
    package var field: String
    /// The stored value.
    var old: String
    /// The recomputed value.
    var new: String

    package var description: String {
      let place = size.map { "size \(NumberFormat.number($0))" } ?? "-"
      return "\(font)  \(place)  \(field)  \(old) -> \(new)"
    }
  }

  /// The default tolerance for non-integer numbers.
  package static let defaultTolerance = 1e-9

  /// Fields that describe the run, not its results (the font file's identity is its SHA-256; a
  /// result of an earlier schema version is read as the current one, its keys renamed).
  static let ignoredFields: Set<String> = [
    "schemaVersion", "tool", "versions", "verdict.sentence", "font.pattern", "measureFont.pattern",
    "font.path",
    "measureFont.path",
  ]

  /// Reads a stored result.
  ///
  /// - Parameters:
  ///   - bytes: The JSON of a `calibrate --format json` result.
  ///   - file: The file it came from, for messages.
  /// - Returns: The document.
  /// - Throws: ``ResultFileError`` when the bytes are not JSON, the result has another schema
  ///   version, or lacks a field of the schema.
  package static func read(_ bytes: [UInt8], file: String) throws(ResultFileError) -> ResultDocument {
    let stored: VersionFirst<ResultDocument>
    do throws(JSONReadError) {
      stored = try JSONReader.decode(VersionFirst<ResultDocument>.self, from: bytes)
    } catch {
      if let kind = ResultFileKind.of(bytes), kind != .singleResult {
        throw .wrongKind(file: file, kind: kind, expected: "a result of calibrate --format json")
      }
      throw ResultFileError(error, file: file)
    }
    guard let document = stored.document else {
      throw .schemaVersion(file: file, found: stored.schemaVersion)
    }
    guard !document.sizes.isEmpty else {
      throw .notAResult(file: file, field: "sizes[].size", problem: .missing)
    }
    return document
  }

  /// Reads a stored result from text.
  package static func read(_ text: String, file: String) throws(ResultFileError) -> ResultDocument {
    try read(Array(text.utf8), file: file)
  }

  /// The settings a stored result records, with relative font paths found from the result's
  /// folder.
  ///
  /// - Parameters:
  ///   - document: The stored result.
  ///   - file: Its file.
  /// - Returns: Settings that recompute it.
  /// - Throws: ``ResultFileError`` when the placeholder is not a character.
  package static func settings(
    of document: ResultDocument, file: String
  ) throws(ResultFileError) -> CalibrationSettings {
    var settings = CalibrationSettings()
    settings.font = resolve(document.font.path, nextTo: file)
    settings.faceIndex = document.font.faceIndex
    settings.variations = document.font.variations?.settings ?? []
    settings.measureFont = document.measureFont.map { resolve($0.path, nextTo: file) }
    settings.sizes = document.sizes.map(\.size)
    settings.scale = document.scale
    settings.hinting = document.hinting
    guard let placeholder = ScalarNotation.parse(document.placeholder) else {
      throw .notAResult(file: file, field: "placeholder", problem: .unknownValue)
    }
    settings.placeholder = placeholder
    settings.padding = document.padding
    if let model = document.model {
      guard let sizing = CalibrationSettings.Sizing(rawValue: model.name) else {
        throw .notAResult(file: file, field: "model.name", problem: .unknownValue)
      }
      settings.sizing = sizing
      settings.labelRounding = model.labelRounding
    }
    settings.widths = WidthRange(
      from: document.widths.from, through: document.widths.through, step: document.widths.step)
    settings.measureSize = document.measureSize
    settings.trackingSize = document.trackingSize
    settings.objective = document.objective
    settings.profile = document.profile.flatMap(Profile.init(rawValue:))
    if let contentSizes = document.contentSizes {
      var categories: [UIKitSwipeButton.ContentSizeCategory] = []
      for entry in contentSizes.categories {
        guard let category = UIKitSwipeButton.ContentSizeCategory(name: entry.category) else {
          throw .notAResult(file: file, field: "contentSizes.categories.category", problem: .unknownValue)
        }
        categories.append(category)
      }
      settings.chooseSizes(for: categories)
    }
    if let method = document.method {
      guard let parsed = CalibrationSettings.Method(rawValue: method) else {
        throw .notAResult(file: file, field: "method", problem: .unknownValue)
      }
      settings.method = parsed
    }
    if let placeholders = document.placeholders {
      do throws(CalibrationSettings.PlaceholderChoice.ParseError) {
        settings.placeholders = try CalibrationSettings.PlaceholderChoice(parsing: placeholders)
      } catch {
        throw .notAResult(file: file, field: "placeholders", problem: .unknownValue)
      }
    }
    if let guardCharacter = document.guardCharacter {
      guard let scalar = ScalarNotation.parse(guardCharacter) else {
        throw .notAResult(file: file, field: "guardCharacter", problem: .unknownValue)
      }
      settings.guardCharacter = scalar
    }
    return settings
  }

  /// A relative font path as recorded, found from the working folder or from the folders above
  /// the result file (results live in `results/<font>/`, paths are relative to the package).
  static func resolve(_ path: String, nextTo file: String) -> String {
    guard !path.hasPrefix("/"), !TextFile.exists(path) else { return path }
    var folder = file.hasPrefix("/") ? file : "./" + file
    for _ in 0..<4 {
      folder = AtomicFile.directory(of: folder)
      let candidate = folder + "/" + path
      if TextFile.exists(candidate) { return candidate }
      if folder == "/" || folder == "." { break }
    }
    return path
  }

  /// Lists every field of `new` that differs from `old`.
  ///
  /// - Parameters:
  ///   - oldDocument: The stored result.
  ///   - newDocument: The recomputed result.
  ///   - tolerance: The tolerance for non-integer numbers.
  /// - Returns: The differences, per-size fields labelled with their size.
  package static func differences(
    old oldDocument: ResultDocument, new newDocument: ResultDocument, tolerance: Double = defaultTolerance
  ) -> [Difference] {
    differences(old: oldDocument.json, new: newDocument.json, tolerance: tolerance)
  }

  /// Lists every field of one JSON tree that differs from another.
  static func differences(
    old: JSONValue, new: JSONValue, tolerance: Double = defaultTolerance
  ) -> [Difference] {
    let font = [old["font"]?["family"]?.stringValue, old["font"]?["style"]?.stringValue].compactMap { $0 }
      .joined(separator: " ")
    var found: [Difference] = []
    if let oldDigest = old["font"]?["sha256"]?.stringValue,
      let newDigest = new["font"]?["sha256"]?.stringValue,
      oldDigest != newDigest
    {
      found.append(
        Difference(
          font: font, size: nil,
          field: "font.sha256 (the font file changed: a font package update, not the code)",
          old: oldDigest, new: newDigest))
    }
    compare(old, new, path: "", size: nil, font: font, tolerance: tolerance, into: &found)
    return found
  }

  /// The diff a user reads: a line naming the file and how many fields moved, then a table of
  /// font, size, field, old and new value.
  package static func report(file: String, differences: [Difference]) -> String {
    let report = "\(file): \(differences.count) field\(differences.count == 1 ? "" : "s") moved\n"
    var table = TextTable(headings: ["font", "size", "field", "old", "new"], leftAligned: [0, 2, 3, 4])
    for difference in differences {
      table.append([
        difference.font, difference.size.map { NumberFormat.number($0) } ?? "-", difference.field,
        difference.old,
        difference.new,
      ])
    }
    return report + table.aligned()
  }

  private static func compare(
    _ old: JSONValue, _ new: JSONValue, path: String, size: Double?, font: String, tolerance: Double,
    into found: inout [Difference]
  ) {
    if ignoredFields.contains(path) || path == "font.sha256" { return }
    switch (old, new) {
    case (.object(let oldMembers), .object(let newMembers)):
      let newKeys = Set(newMembers.map(\.0))
      for (key, oldValue) in oldMembers {
        let child = path.isEmpty ? key : path + "." + key
        guard let newValue = newMembers.first(where: { $0.0 == key })?.1 else {
          if !ignoredFields.contains(child) {
            found.append(
              Difference(
                font: font, size: size, field: child, old: oldValue.serialized(compact: true),
                new: "(missing)"))
          }
          continue
        }
        compare(oldValue, newValue, path: child, size: size, font: font, tolerance: tolerance, into: &found)
      }
      for (key, newValue) in newMembers
      where !oldMembers.contains(where: { $0.0 == key }) && newKeys.contains(key) {
        let child = path.isEmpty ? key : path + "." + key
        if !ignoredFields.contains(child) {
          found.append(
            Difference(
              font: font, size: size, field: child, old: "(missing)", new: newValue.serialized(compact: true))
          )
        }
      }
    case (.array(let oldItems), .array(let newItems)) where path == "sizes" || path == "composite.sizes":
      // Per-size records pair up by size; their fields are named as in the record (the top
      // level's) or under composite.sizes, with the size in its own column.
      let prefix = path == "sizes" ? "" : path
      for item in oldItems {
        let itemSize = item["size"]?.numberValue
        guard let match = newItems.first(where: { $0["size"]?.numberValue == itemSize }) else {
          found.append(
            Difference(font: font, size: itemSize, field: path, old: "present", new: "(missing)"))
          continue
        }
        compare(item, match, path: prefix, size: itemSize, font: font, tolerance: tolerance, into: &found)
      }
      for item in newItems
      where !oldItems.contains(where: { $0["size"]?.numberValue == item["size"]?.numberValue }) {
        found.append(
          Difference(
            font: font, size: item["size"]?.numberValue, field: path, old: "(missing)", new: "present"))
      }
    case (.array(let oldItems), .array(let newItems)):
      if oldItems.count != newItems.count {
        found.append(
          Difference(
            font: font, size: size, field: path + ".count", old: "\(oldItems.count)", new: "\(newItems.count)"
          ))
      }
      for (index, pair) in zip(oldItems, newItems).enumerated() {
        compare(
          pair.0, pair.1, path: "\(path)[\(index)]", size: size, font: font, tolerance: tolerance,
          into: &found)
      }
    case (.integer(let oldValue), .integer(let newValue)):
      if oldValue != newValue {
        found.append(Difference(font: font, size: size, field: path, old: "\(oldValue)", new: "\(newValue)"))
      }
    default:
      if let oldNumber = old.numberValue, let newNumber = new.numberValue {
        let scale = max(1, abs(oldNumber), abs(newNumber))
        if !(abs(oldNumber - newNumber) <= tolerance * scale) {
          found.append(
            Difference(font: font, size: size, field: path, old: "\(oldNumber)", new: "\(newNumber)"))
        }
      } else if old != new {
        found.append(
          Difference(
            font: font, size: size, field: path, old: old.serialized(compact: true),
            new: new.serialized(compact: true)))
      }
    }
  }
}

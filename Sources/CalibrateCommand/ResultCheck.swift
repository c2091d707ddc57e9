import Foundation
import TextMetrics
import WidthCalibration

/// Recomputes a stored calibration result with the settings it records and lists what moved.
///
/// Integers (advances in font units or 26.6, glyph ids) must match exactly; other numbers
/// within a tolerance (default 1e-9, relative to the larger magnitude when it exceeds 1).
public struct ResultCheck {
  /// One field that moved.
  public struct Difference: Sendable, Equatable, CustomStringConvertible {
    /// The font the result is for.
    public var font: String
    /// The size, for per-size fields.
    public var size: Double?
    /// The field's path, such as `advanceUnits` or `global.maxError`.
    public var field: String
    /// The stored value.
    public var old: String
    /// The recomputed value.
    public var new: String

    public var description: String {
      let place = size.map { "size \(Format.number($0))" } ?? "-"
      return "\(font)  \(place)  \(field)  \(old) -> \(new)"
    }
  }

  /// The default tolerance for non-integer numbers.
  public static let defaultTolerance = 1e-9

  /// Fields that describe the run, not its results (the font file's identity is its SHA-256).
  static let ignoredFields: Set<String> = [
    "tool", "versions", "verdict.sentence", "font.pattern", "measureFont.pattern", "font.path",
    "measureFont.path",
  ]

  /// Reads a stored result and the options it records.
  ///
  /// - Parameter text: The JSON of a `calibrate --format json` result.
  /// - Returns: The parsed document and options that recompute it.
  /// - Throws: ``RuntimeError`` when the file is not such a result.
  public static func recordedOptions(
    _ text: String, file: String
  ) throws(RuntimeError) -> (JSONValue, CommandOptions) {
    let document: JSONValue
    do {
      document = try JSONValue.parse(text)
    } catch {
      throw RuntimeError("'\(file)' is not valid JSON: \(error)")
    }
    func missing(_ key: String) -> RuntimeError {
      RuntimeError("'\(file)' is not a calibrate result: it lacks '\(key)'")
    }
    guard document["schemaVersion"]?.numberValue == Double(CalibrationRun.schemaVersion) else {
      throw RuntimeError(
        "'\(file)' has schema version \(document["schemaVersion"]?.numberValue.map { Format.number($0) } ?? "none"); this tool reads version \(CalibrationRun.schemaVersion)"
      )
    }
    var options = CommandOptions()
    guard let path = document["font"]?["path"]?.stringValue else { throw missing("font.path") }
    options.font = resolve(path, nextTo: file)
    options.faceIndex = Int(document["font"]?["faceIndex"]?.numberValue ?? 0)
    if case .object(let axes)? = document["font"]?["variations"] {
      options.variations = axes.compactMap { tag, value in
        value.numberValue.map { FontVariation(tag: tag, value: $0) }
      }
    }
    options.measureFont = document["measureFont"]?["path"]?.stringValue.map { resolve($0, nextTo: file) }
    guard let sizes = document["sizes"]?.arrayValue else { throw missing("sizes") }
    options.sizes = sizes.compactMap { $0["size"]?.numberValue }
    guard !options.sizes.isEmpty else { throw missing("sizes[].size") }
    guard let scale = document["scale"]?.numberValue else { throw missing("scale") }
    options.scale = scale
    guard let hinting = document["hinting"]?.stringValue.flatMap(HintingMode.init(rawValue:)) else {
      throw missing("hinting")
    }
    options.hinting = hinting
    guard let placeholder = document["placeholder"]?.stringValue.flatMap(ScalarNotation.parse) else {
      throw missing("placeholder")
    }
    options.placeholder = placeholder
    guard let padding = document["padding"]?.numberValue else { throw missing("padding") }
    options.padding = padding
    guard let from = document["widths"]?["from"]?.numberValue,
      let through = document["widths"]?["through"]?.numberValue,
      let step = document["widths"]?["step"]?.numberValue
    else { throw missing("widths") }
    (options.widthsFrom, options.widthsThrough, options.widthStep) = (from, through, step)
    options.measureSize = document["measureSize"]?.numberValue
    options.trackingSize = document["trackingSize"]?.numberValue
    guard let objective = document["objective"]?.stringValue.flatMap(FitObjective.init(rawValue:)) else {
      throw missing("objective")
    }
    options.objective = objective
    options.profile = document["profile"]?.stringValue.flatMap(Profile.init(rawValue:))
    options.format = .json
    return (document, options)
  }

  /// A relative font path as recorded, found from the working folder or from the folders above
  /// the result file (results live in `results/<font>/`, paths are relative to the package).
  static func resolve(_ path: String, nextTo file: String) -> String {
    guard !path.hasPrefix("/"), !FileManager.default.fileExists(atPath: path) else { return path }
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent(path).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return path
  }

  /// Lists every field of `new` that differs from `old`.
  ///
  /// - Parameters:
  ///   - old: The stored result.
  ///   - new: The recomputed result.
  ///   - tolerance: The tolerance for non-integer numbers.
  /// - Returns: The differences, per-size fields labelled with their size.
  public static func differences(
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
    case (.array(let oldItems), .array(let newItems)) where path == "sizes":
      for item in oldItems {
        let itemSize = item["size"]?.numberValue
        guard let match = newItems.first(where: { $0["size"]?.numberValue == itemSize }) else {
          found.append(
            Difference(font: font, size: itemSize, field: "sizes", old: "present", new: "(missing)"))
          continue
        }
        compare(item, match, path: "", size: itemSize, font: font, tolerance: tolerance, into: &found)
      }
      for item in newItems
      where !oldItems.contains(where: { $0["size"]?.numberValue == item["size"]?.numberValue }) {
        found.append(
          Difference(
            font: font, size: item["size"]?.numberValue, field: "sizes", old: "(missing)", new: "present"))
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

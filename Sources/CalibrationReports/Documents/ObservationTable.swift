import CalibrateSupport
import TextMetrics
import WidthCalibration

/// Button widths measured on a device, read from a CSV file with the header `size,count,width`.
///
/// The format is strict so that a typing error cannot slip into a fit: a header naming exactly
/// the three columns (any order, any case), then one row per measurement. Spaces and tabs
/// around fields, blank lines, lines starting with `#`, CRLF line ends and a leading byte-order
/// mark are allowed; anything else is an error naming the file, the line and the problem.
package struct ObservationTable: Sendable {
  /// One measurement: at `size` pt, a title of `count` placeholders gave a button `width` pt wide.
  package struct Row: Sendable, Equatable {
    package var size: Double
    package var count: Int
    package var width: Double
    /// The 1-based line of the file.
    package var line: Int
  }

  /// The column names, in the order messages list them.
  static let columns = ["size", "count", "width"]
  /// The largest placeholder count accepted.
  static let maximumCount = 100_000
  /// The most rows one file may hold.
  static let maximumRows = 100_000

  /// The file the rows came from, for messages.
  package var path: String
  /// The measurements, in file order, without exact duplicates.
  package var rows: [Row]

  /// Parses and checks CSV text.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - path: The file name, for messages.
  /// - Returns: The table.
  /// - Throws: ``ResultFileError`` `FILE:LINE: problem` for a missing, unknown or repeated column,
  ///   a field that is not a number or out of range, a wrong number of fields, the same size and
  ///   count measured with two different widths, or a file without observations.
  package static func parse(_ text: String, path: String) throws(ResultFileError) -> ObservationTable {
    var columnIndex: [String: Int]? = nil
    var fieldCount = 0
    var headerLine = 0
    var rows: [Row] = []
    var seen: [Key: Row] = [:]
    var lineNumber = 0
    for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      lineNumber += 1
      var line = String(decoding: bytes, as: UTF8.self)
      if line.hasSuffix("\r") { line.removeLast() }
      if lineNumber == 1 && line.unicodeScalars.first == "\u{FEFF}" {
        line.unicodeScalars.removeFirst()
      }
      let trimmed = line.trimmingSpaces()
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let fields = trimmed.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
      let location = "\(path):\(lineNumber)"
      guard let columns = columnIndex else {
        // A header that is not one may be a file of another kind: say which, and who reads it.
        if let kind = ResultFileKind.of(Array(text.utf8)), kind != .observations {
          throw ResultFileError.wrongKind(
            file: path, kind: kind, expected: "observations (CSV with the columns size,count,width)")
        }
        columnIndex = try header(fields, line: trimmed, location: location)
        fieldCount = fields.count
        headerLine = lineNumber
        continue
      }
      guard fields.count == fieldCount else {
        throw ResultFileError.observations(
          location: location,
          problem:
            "\(fields.count) field\(fields.count == 1 ? "" : "s") where the header has \(fieldCount) (size,count,width)"
        )
      }
      func field(_ name: String) -> String { fields[columns[name] ?? 0] }
      let row = Row(
        size: try size(field("size"), location: location),
        count: try count(field("count"), location: location),
        width: try width(field("width"), location: location), line: lineNumber)
      let key = Key(size: row.size, count: row.count)
      if let earlier = seen[key] {
        guard earlier.width == row.width else {
          throw ResultFileError.observations(
            location: location,
            problem:
              "size \(NumberFormat.number(row.size)) count \(row.count) has width \(NumberFormat.number(row.width)) here but \(NumberFormat.number(earlier.width)) on line \(earlier.line)"
          )
        }
        continue
      }
      guard rows.count < maximumRows else {
        throw ResultFileError.observations(
          location: location, problem: "more than \(maximumRows) observations")
      }
      seen[key] = row
      rows.append(row)
    }
    guard columnIndex != nil else {
      throw ResultFileError.observations(
        location: "\(path):\(lineNumber)", problem: "the file ends before the header line size,count,width")
    }
    guard !rows.isEmpty else {
      throw ResultFileError.observations(
        location: "\(path):\(headerLine)", problem: "the header is followed by no observations")
    }
    return ObservationTable(path: path, rows: rows)
  }

  /// One line fitted per size, ascending by size, from the rows `kept` accepts (all of them, or
  /// under UIKit's model the widths strictly inside its clamp, which show the title's width).
  ///
  /// - Parameters:
  ///   - kept: Whether a row shows what the line fits.
  ///   - leftOut: The rows `kept` refuses, in words for messages (`at UIKit's clamp ...`).
  /// - Throws: ``ResultFileError`` naming the first line of a size that has fewer than two
  ///   distinct counts (saying how many rows were left out, and why), whose widths do not grow
  ///   with the count, or whose implied padding is negative.
  package func lines(
    keeping kept: (Row) -> Bool = { _ in true }, leftOut: String = "left out"
  ) throws(ResultFileError) -> [DeviceObservations.Line] {
    var bySize: [Double: [Row]] = [:]
    var dropped: [Double: [Row]] = [:]
    for row in rows {
      if kept(row) {
        bySize[row.size, default: []].append(row)
      } else {
        dropped[row.size, default: []].append(row)
      }
    }
    var lines: [DeviceObservations.Line] = []
    for size in Set(bySize.keys).union(dropped.keys).sorted() {
      let group = bySize[size] ?? []
      let droppedRows = dropped[size] ?? []
      let first = (group + droppedRows).map(\.line).min() ?? 0
      let location = "\(path):\(first)"
      let counts = Set(group.map(\.count))
      // Rows left out of this size, said where a size falls short because of them.
      let leftOutNote =
        droppedRows.isEmpty
        ? ""
        : " once its \(droppedRows.count) row\(droppedRows.count == 1 ? "" : "s") \(leftOut) \(droppedRows.count == 1 ? "is" : "are") left out (line\(droppedRows.count == 1 ? "" : "s") \(droppedRows.map { String($0.line) }.joined(separator: ", ")))"
      guard !group.isEmpty else {
        throw ResultFileError.observations(
          location: location,
          problem:
            "size \(NumberFormat.size(size)) has no observation left\(leftOutNote); measure at least two counts whose widths show the title"
        )
      }
      guard
        let line = DeviceObservations.Line(size: size, observations: group.map { ($0.count, $0.width) }),
        counts.count >= 2
      else {
        throw ResultFileError.observations(
          location: location,
          problem:
            "size \(NumberFormat.size(size)) has only one distinct count (\(group.first?.count ?? 0))\(leftOutNote); measure at least two counts to separate the padding from the advance"
        )
      }
      guard line.advance > 0, line.advance.isFinite else {
        throw ResultFileError.observations(
          location: location,
          problem:
            "at size \(NumberFormat.number(size)) the widths do not grow with the count (fitted advance \(NumberFormat.fixed(line.advance, 4)) pt per placeholder)"
        )
      }
      guard line.padding >= 0 else {
        throw ResultFileError.observations(
          location: location,
          problem:
            "at size \(NumberFormat.number(size)) the implied padding is \(NumberFormat.fixed(line.padding, 3)) pt; a button cannot be narrower than its title, check the widths"
        )
      }
      lines.append(line)
    }
    return lines
  }

  // MARK: - Fields

  private struct Key: Hashable {
    var size: Double
    var count: Int
  }

  /// Maps column names to field positions, refusing anything but the three columns.
  private static func header(
    _ fields: [String], line: String, location: String
  ) throws(ResultFileError) -> [String: Int] {
    if fields.contains(where: { Double($0) != nil }) {
      throw ResultFileError.observations(
        location: location,
        problem: "the first line must be the header size,count,width, not '\(TerminalText.printable(line))'"
      )
    }
    var index: [String: Int] = [:]
    for (position, field) in fields.enumerated() {
      let name = field.lowercased()
      guard columns.contains(name) else {
        throw ResultFileError.observations(
          location: location,
          problem:
            "unknown column '\(TerminalText.printable(field))' in the header (expected size,count,width)"
        )
      }
      guard index[name] == nil else {
        throw ResultFileError.observations(
          location: location, problem: "column '\(name)' appears twice in the header")
      }
      index[name] = position
    }
    for name in columns where index[name] == nil {
      throw ResultFileError.observations(
        location: location, problem: "the header has no '\(name)' column (expected size,count,width)")
    }
    return index
  }

  private static func number(
    _ text: String, column: String, location: String
  ) throws(ResultFileError) -> Double {
    guard !text.isEmpty else {
      throw ResultFileError.observations(location: location, problem: "\(column) is empty")
    }
    guard let value = Double(text) else {
      throw ResultFileError.observations(
        location: location, problem: "\(column) '\(TerminalText.printable(text))' is not a number")
    }
    return value
  }

  private static func size(_ text: String, location: String) throws(ResultFileError) -> Double {
    let value = try number(text, column: "size", location: location)
    guard value.isFinite, value > 0, value <= RenderConfiguration.maximumSize else {
      throw ResultFileError.observations(
        location: location,
        problem:
          "size '\(TerminalText.printable(text))' must be a number of points above 0 and at most \(NumberFormat.number(RenderConfiguration.maximumSize))"
      )
    }
    return value
  }

  private static func count(_ text: String, location: String) throws(ResultFileError) -> Int {
    let value = try number(text, column: "count", location: location)
    guard value.isFinite, value >= 0, value <= Double(maximumCount), value == value.rounded() else {
      throw ResultFileError.observations(
        location: location,
        problem: "count '\(TerminalText.printable(text))' must be a whole number from 0 to \(maximumCount)"
      )
    }
    return Int(value)
  }

  private static func width(_ text: String, location: String) throws(ResultFileError) -> Double {
    let value = try number(text, column: "width", location: location)
    guard value.isFinite, value >= 0 else {
      throw ResultFileError.observations(
        location: location,
        problem: "width '\(TerminalText.printable(text))' must be a finite number of points, 0 or more")
    }
    return value
  }
}

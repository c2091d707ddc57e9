import CalibrateSupport

/// A small SVG writer: elements in the order they are added, attributes in the order given,
/// numbers in a compact fixed form, so the same drawing always gives the same bytes.
///
/// Only what the tool's charts need: groups, shapes, text. Text and attribute values are
/// escaped for XML, and characters XML 1.0 cannot carry are replaced, so a font name read from a
/// file cannot break the document.
struct SVGDocument {
  /// An element's attributes as (name, value) pairs, written in order.
  typealias Attributes = [(String, String)]

  /// The canvas width in pixels.
  package let width: Double
  /// The canvas height in pixels.
  package let height: Double
  /// The elements' text, as UTF-8: appending bytes costs a fraction of appending to a `String`.
  private var body: [UInt8] = []
  private var depth = 1

  /// Creates an empty canvas, with room for a body of `capacity` bytes.
  package init(width: Double, height: Double, capacity: Int = 0) {
    self.width = width
    self.height = height
    body.reserveCapacity(capacity)
  }

  // MARK: - Elements

  /// Opens a container element (`g`); close it with ``close(_:)``.
  package mutating func open(_ name: String, _ attributes: Attributes = []) {
    start(name)
    append(attributes)
    write(">\n")
    depth += 1
  }

  /// Closes the innermost open element.
  package mutating func close(_ name: String) {
    depth -= 1
    indent()
    write("</")
    write(name)
    write(">\n")
  }

  /// Adds an empty element such as `rect`, `path`, `line` or `circle`.
  package mutating func element(_ name: String, _ attributes: Attributes) {
    start(name)
    append(attributes)
    write("/>\n")
  }

  /// Adds a text element.
  ///
  /// - Parameters:
  ///   - content: The text (escaped here).
  ///   - x: The anchor's x.
  ///   - y: The baseline's y.
  ///   - attributes: Further attributes (size, anchor, weight, fill).
  package mutating func text(_ content: String, x: Double, y: Double, _ attributes: Attributes = []) {
    start("text")
    append("x", Self.number(x))
    append("y", Self.number(y))
    append(attributes)
    write(">")
    write(Self.escaped(content))
    write("</text>\n")
  }

  /// A straight line.
  package mutating func line(
    from start: (x: Double, y: Double), to end: (x: Double, y: Double), _ attributes: Attributes
  ) {
    self.start("line")
    append("x1", Self.number(start.x))
    append("y1", Self.number(start.y))
    append("x2", Self.number(end.x))
    append("y2", Self.number(end.y))
    append(attributes)
    write("/>\n")
  }

  /// A rectangle.
  mutating func rect(x: Double, y: Double, width: Double, height: Double, _ attributes: Attributes) {
    start("rect")
    append("x", Self.number(x))
    append("y", Self.number(y))
    append("width", Self.number(width))
    append("height", Self.number(height))
    append(attributes)
    write("/>\n")
  }

  // Elements are written straight into the body, one piece at a time: a page of charts has
  // tens of thousands of them.

  /// Appends text to the body.
  private mutating func write(_ text: StaticString) {
    text.withUTF8Buffer { body.append(contentsOf: $0) }
  }

  /// Appends text to the body: its UTF-8 in one copy.
  private mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { body.append(contentsOf: $0) }
  }

  /// Starts an element's line: the indentation and `<name`.
  private mutating func start(_ name: String) {
    indent()
    write("<")
    write(name)
  }

  /// The indentation of the current depth.
  private mutating func indent() {
    for _ in 0..<depth { write("  ") }
  }

  /// Appends ` name="value"`, the value escaped.
  private mutating func append(_ name: String, _ value: String) {
    write(" ")
    write(name)
    write("=\"")
    write(Self.escaped(value))
    write("\"")
  }

  /// Appends attributes in order.
  private mutating func append(_ attributes: Attributes) {
    for (name, value) in attributes { append(name, value) }
  }

  /// The whole document, with a `<title>` for viewers and screen readers.
  ///
  /// - Parameters:
  ///   - title: The document title.
  ///   - fontFamily: The font family every text inherits.
  package func rendered(title: String, fontFamily: String) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" "
    text +=
      "viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" font-family=\"\(Self.escaped(fontFamily))\">\n"
    text += "  <title>\(Self.escaped(title))</title>\n"
    text += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    text += String(decoding: body, as: UTF8.self)
    text += "</svg>\n"
    return text
  }

  /// The drawing as an `<svg>` element inside an HTML page: no XML declaration, the page's font
  /// (which the texts inherit), and the label as its accessible name (`role="img"`,
  /// `aria-label`) instead of a `<title>`.
  ///
  /// - Parameter label: What the picture shows, in words (escaped here).
  func inlineElement(label: String) -> String {
    var text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" "
    text +=
      "height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" role=\"img\" aria-label=\"\(Self.escaped(label))\">\n"
    text += String(decoding: body, as: UTF8.self)
    text += "</svg>"
    return text
  }

  /// Path data (a `d` attribute) built in bytes: a page of charts has thousands of moves, and
  /// appending each small piece to a `String` costs more than the text.
  struct PathData {
    private var bytes: [UInt8] = []

    /// Empty path data with room for some bytes.
    package init(capacity: Int) {
      bytes.reserveCapacity(capacity)
    }

    /// Appends a command or separator.
    package mutating func append(_ text: StaticString) {
      text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends a number as ``SVGDocument/number(_:decimals:)`` writes it: whole numbers (most
    /// of a chart's) digit by digit, as `String(Int(value))` gives them, any other through it.
    package mutating func append(_ value: Double, decimals: Int = 2) {
      // Below 10¹², a value is whole when converting it to an integer and back gives it again.
      guard abs(value) < 1e12, Double(Int(value)) == value else {
        bytes.append(contentsOf: SVGDocument.number(value, decimals: decimals).utf8)
        return
      }
      let whole = Int(value)
      if whole < 0 { bytes.append(UInt8(ascii: "-")) }
      var magnitude = whole.magnitude
      let start = bytes.count
      repeat {
        bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
        magnitude /= 10
      } while magnitude > 0
      bytes[start...].reverse()
    }

    /// The path data as text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }
  }

  // MARK: - Formatting

  /// A value in points with up to 3 decimals: `0.5 pt`, `47.5 pt`.
  package static func points(_ value: Double) -> String {
    "\(number(value, decimals: 3)) pt"
  }

  /// A number with at most `decimals` decimals, trailing zeros dropped, never `-0`.
  package static func number(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    if let exact = exactDecimal(value, decimals: decimals) { return exact }
    var text = NumberFormat.fixed(value, decimals)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// The text of a value whose decimal expansion ends within `decimals` digits (a whole number,
  /// or a multiple of 1/2, 1/4, ... 1/2^decimals), or `nil` for any other value.
  ///
  /// Such a value needs no rounding, so this is the text `%.Nf` gives with the trailing zeros
  /// dropped, built without `printf`: most of a drawing's numbers are of this kind (whole points,
  /// half pixels, 26.6 coordinates), and a sheet has tens of thousands of them.
  private static func exactDecimal(_ value: Double, decimals: Int) -> String? {
    guard abs(value) < 1e12 else { return nil }
    // Whole numbers, most of a drawing's, as the digits below would give them ("0" for −0).
    if Double(Int(value)) == value { return String(Int(value)) }
    // value = scaled / 2^digits exactly: doubling a double below 2^53 is exact.
    var scaled = value
    var digits = 0
    while scaled != scaled.rounded(.towardZero) {
      guard digits < decimals, digits < 16 else { return nil }
      scaled *= 2
      digits += 1
    }
    // In decimal, scaled × 5^digits / 10^digits.
    var units = Int(scaled).magnitude
    for _ in 0..<digits {
      let (product, overflow) = units.multipliedReportingOverflow(by: 5)
      guard !overflow else { return nil }
      units = product
    }
    var text = String(units)
    guard digits > 0 else { return units == 0 ? "0" : (value < 0 ? "-" : "") + text }
    if text.count <= digits { text = String(repeating: "0", count: digits + 1 - text.count) + text }
    var fraction = text.suffix(digits)
    while fraction.last == "0" { fraction.removeLast() }
    let whole = text.dropLast(digits)
    return (value < 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
  }

  /// The entities of XML's special characters; tabs and newlines become spaces.
  private static let entities: [Unicode.Scalar: String] = [
    "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\t": " ", "\n": " ",
  ]

  /// Text safe inside XML content and double-quoted attributes.
  package static func escaped(_ text: String) -> String {
    // Most text (numbers, path data, plain words) needs nothing: printable ASCII without entities.
    if HTMLText.isPlain(text) { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if let entity = entities[scalar] {
        result += entity
      } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE
        || scalar.value == 0xFFFF
      {
        // Not allowed (or not visible) in XML 1.0.
        result += "?"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

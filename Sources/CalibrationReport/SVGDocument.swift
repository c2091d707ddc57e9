import FontCalibration

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
  let width: Double
  /// The canvas height in pixels.
  let height: Double
  private var body = ""
  private var depth = 1

  /// Creates an empty canvas.
  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  // MARK: - Elements

  /// Opens a container element (`g`); close it with ``close(_:)``.
  mutating func open(_ name: String, _ attributes: Attributes = []) {
    line("<\(name)\(Self.attributeText(attributes))>")
    depth += 1
  }

  /// Closes the innermost open element.
  mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  /// Adds an empty element such as `rect`, `path`, `line` or `circle`.
  mutating func element(_ name: String, _ attributes: Attributes) {
    line("<\(name)\(Self.attributeText(attributes))/>")
  }

  /// Adds a text element.
  ///
  /// - Parameters:
  ///   - content: The text (escaped here).
  ///   - x: The anchor's x.
  ///   - y: The baseline's y.
  ///   - attributes: Further attributes (size, anchor, weight, fill).
  mutating func text(_ content: String, x: Double, y: Double, _ attributes: Attributes = []) {
    let all = [("x", Self.number(x)), ("y", Self.number(y))] + attributes
    line("<text\(Self.attributeText(all))>\(Self.escaped(content))</text>")
  }

  /// A straight line.
  mutating func line(
    from start: (x: Double, y: Double), to end: (x: Double, y: Double), _ attributes: Attributes
  ) {
    element(
      "line",
      [
        ("x1", Self.number(start.x)), ("y1", Self.number(start.y)), ("x2", Self.number(end.x)),
        ("y2", Self.number(end.y)),
      ] + attributes)
  }

  /// A rectangle.
  mutating func rect(x: Double, y: Double, width: Double, height: Double, _ attributes: Attributes) {
    element(
      "rect",
      [
        ("x", Self.number(x)), ("y", Self.number(y)), ("width", Self.number(width)),
        ("height", Self.number(height)),
      ] + attributes)
  }

  /// The whole document, with a `<title>` for viewers and screen readers.
  ///
  /// - Parameters:
  ///   - title: The document title.
  ///   - fontFamily: The font family every text inherits.
  func rendered(title: String, fontFamily: String) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" "
    text +=
      "viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" font-family=\"\(Self.escaped(fontFamily))\">\n"
    text += "  <title>\(Self.escaped(title))</title>\n"
    text += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    text += body
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
    text += body
    text += "</svg>"
    return text
  }

  private mutating func line(_ text: String) {
    body += String(repeating: "  ", count: depth) + text + "\n"
  }

  // MARK: - Formatting

  /// A number with at most `decimals` decimals, trailing zeros dropped, never `-0`.
  static func number(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    if let exact = exactDecimal(value, decimals: decimals) { return exact }
    var text = Format.fixed(value, decimals)
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
  static func escaped(_ text: String) -> String {
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

  private static func attributeText(_ attributes: Attributes) -> String {
    attributes.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
  }
}

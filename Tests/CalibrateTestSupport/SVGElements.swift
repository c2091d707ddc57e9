import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG read back as XML, for the tests of the charts and the preview.
package enum SVGElements {
  /// One element of a parsed SVG, with the `data-panel` and `data-size` of the enclosing groups.
  package struct Element: Sendable {
    package var name: String
    package var attributes: [String: String]
    /// The `data-panel` and `data-size` of the enclosing groups, if any.
    package var panel: String?
    package var size: String?
    package var text = ""
  }

  /// The elements of a parsed SVG, in document order.
  final class Collector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    private var panels: [String?] = []
    private var rows: [String?] = []
    private var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      if elementName == "g" {
        panels.append(attributes["data-panel"] ?? panels.last ?? nil)
        rows.append(attributes["data-size"] ?? rows.last ?? nil)
      }
      elements.append(
        Element(
          name: elementName, attributes: attributes, panel: panels.last ?? nil, size: rows.last ?? nil))
      open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let index = open.last { elements[index].text += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
      if elementName == "g" {
        panels.removeLast()
        rows.removeLast()
      }
      open.removeLast()
    }
  }

  /// Parses an SVG, failing the test if it is not well-formed XML.
  package static func parse(_ svg: String) throws -> [Element] {
    let parser = XMLParser(data: Data(svg.utf8))
    let collector = Collector()
    parser.delegate = collector
    let parsed = parser.parse()
    #expect(parsed, "the SVG is not well-formed XML: \(String(describing: parser.parserError))")
    return collector.elements
  }
}

#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

// MARK: - A number that does not fit its field

extension JSONReader {
  /// A number in a JSON text: its bytes, the field it is the value of (`sizes[2].glyph`) and
  /// where it starts.
  struct NumberToken: Equatable {
    var bytes: Range<Int>
    var field: String
    var position: JSONReadError.Position
  }

  /// The number the decoder refused without naming its field, found by decoding again: the
  /// field and place of the first number in the text whose value its field cannot take (a
  /// fraction, or a whole number out of range, where an integer belongs), or `nil` when no
  /// number is at fault.
  ///
  /// Foundation's `JSONDecoder` (swift-foundation 6.3) throws an error of its own for such a
  /// number, with no coding path. Writing `0` for a number fits every numeric field, so with the
  /// numbers from index k on written as `0` the document still fails that way exactly when one
  /// of the first k is at fault. A bisection over k finds the first such number in at most
  /// ⌈log₂ n⌉ + 1 decodes of the document; this runs only after a failure, never on a document
  /// that reads.
  ///
  /// - Parameters:
  ///   - type: The document's type.
  ///   - bytes: The text, which passed `checkText(_:firstLine:)`.
  ///   - firstLine: The line number of the text's first line.
  static func unfitNumber<Document: Decodable>(
    _ type: Document.Type, in bytes: [UInt8], firstLine: Int
  ) -> JSONReadError? {
    let numbers = numberTokens(in: bytes, firstLine: firstLine)
    /// Whether the document still fails without a field when the numbers from `index` on read 0.
    func failsUnlocated(zeroingFrom index: Int) -> Bool {
      var text: [UInt8] = []
      text.reserveCapacity(bytes.count)
      var offset = 0
      for token in numbers[index...] {
        text += bytes[offset..<token.bytes.lowerBound]
        text.append(UInt8(ascii: "0"))
        offset = token.bytes.upperBound
      }
      text += bytes[offset...]
      do {
        _ = try JSONDecoder().decode(Checked<Document>.self, from: Data(text))
        return false
      } catch let failure as DocumentFailure {
        if case .field(nil, _) = field(failure.error) { return true }
        return false
      } catch {
        return false
      }
    }
    // With every number 0 the failure must go, or no number is at fault. Nothing zeroed is the
    // document itself, which fails that way.
    guard !numbers.isEmpty, !failsUnlocated(zeroingFrom: 0) else { return nil }
    var fine = 0
    var failing = numbers.count
    while failing - fine > 1 {
      let middle = (fine + failing) / 2
      if failsUnlocated(zeroingFrom: middle) { failing = middle } else { fine = middle }
    }
    let culprit = numbers[fine]
    let text = String(decoding: bytes[culprit.bytes], as: UTF8.self)
    return .field(culprit.field, .unfitNumber(text, culprit.position))
  }

  /// Every number of a JSON text, in order, with its field and position (lines from
  /// `firstLine`, columns counting Unicode scalars from 1, as `checkText(_:firstLine:)` counts
  /// them).
  ///
  /// The text is known to be JSON, so this reads only what it needs: strings (keys kept as
  /// written, escapes and all), the brackets, commas and colons, and bare words.
  static func numberTokens(in bytes: [UInt8], firstLine: Int) -> [NumberToken] {
    /// An open object with its current key, or an open array with its current index.
    enum Container {
      case object(key: String?)
      case array(index: Int)
    }
    var open: [Container] = []
    var tokens: [NumberToken] = []
    var line = firstLine
    var column = 0
    var offset = 0
    /// The field of the value about to be read, as the decoder names coding paths.
    func field() -> String {
      var text = ""
      for container in open {
        switch container {
        case .object(let key?): text += (text.isEmpty ? "" : ".") + key
        case .object(nil): break
        case .array(let index): text += "[\(index)]"
        }
      }
      return text
    }
    while offset < bytes.count {
      let byte = bytes[offset]
      // A byte that starts a scalar moves the column; continuation bytes do not.
      if byte & 0xC0 != 0x80 { column += 1 }
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
        column = 0
        offset += 1
      case UInt8(ascii: "{"):
        open.append(.object(key: nil))
        offset += 1
      case UInt8(ascii: "["):
        open.append(.array(index: 0))
        offset += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        _ = open.popLast()
        offset += 1
      case UInt8(ascii: ","):
        switch open.last {
        case .object: open[open.count - 1] = .object(key: nil)
        case .array(let index): open[open.count - 1] = .array(index: index + 1)
        case nil: break
        }
        offset += 1
      case UInt8(ascii: "\""):
        var end = offset + 1
        while end < bytes.count && bytes[end] != UInt8(ascii: "\"") {
          end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        let content = bytes[(offset + 1)..<min(end, bytes.count)]
        for inner in content where inner & 0xC0 != 0x80 { column += 1 }
        column += 1
        // A string in an object with no key yet is the key.
        if case .object(nil) = open.last {
          open[open.count - 1] = .object(key: String(decoding: content, as: UTF8.self))
        }
        offset = end + 1
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        var end = offset + 1
        while end < bytes.count, Self.isNumberByte(bytes[end]) { end += 1 }
        tokens.append(
          NumberToken(
            bytes: offset..<end, field: field(), position: JSONReadError.Position(line: line, column: column))
        )
        column += end - offset - 1
        offset = end
      default:
        offset += 1
      }
    }
    return tokens
  }

  /// Whether a byte continues a JSON number.
  private static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
      UInt8(ascii: "+"), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }
}

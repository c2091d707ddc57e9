#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

/// Reads a JSON document into a `Decodable` value: the one JSON reader of the tools (`calibrate
/// check`, `calibrate batch --resume`, the corpus check).
///
/// Foundation's `JSONDecoder` reads the text and decodes the value, so each document's schema is
/// declared once, by its `Codable` type. Around it the reader keeps the promise that bad JSON is
/// refused with one line that says what is wrong, which `JSONDecoder` alone does not (measured
/// with swift-foundation 6.3; `docs/json.md` lists the cases):
///
/// - `checkText(_:firstLine:)` reads the bytes once before the decoder: they must be UTF-8,
///   with no control characters, only JSON's escapes and no lone surrogate in strings, only
///   `true`, `false`, `null` and JSON numbers as bare words, balanced brackets nested at most
///   ``nestingLimit`` deep, and no comma before `}` or `]`. `JSONDecoder` accepts trailing
///   commas, reads NUL-padded text as UTF-16, and checks a string or a number only when a type
///   reads it (`{"unused": 01}` and a lone surrogate `"\uD800\u0041"` in an unknown key pass);
///   none of its errors say where.
/// - The decoder then reads the structure and the document.
/// - A decoding failure names the field, as `sizes[2].size`, when the decoder says which, and
///   when it does not (a fraction where an integer belongs, `"glyph": 1.5`) the field and place
///   of the number, found by decoding again (``unfitNumber(_:in:firstLine:)``).
///
/// Threading: stateless; call from any thread. Decoding recurses once per nesting level, which
/// ``nestingLimit`` bounds.
package enum JSONReader {
  /// The deepest nesting of arrays and objects read; the tools' documents nest at most seven levels.
  package static let nestingLimit = 64

  /// Decodes a document.
  ///
  /// - Parameters:
  ///   - type: The document's type.
  ///   - bytes: The JSON text.
  ///   - firstLine: The line number of the text's first line, for positions in messages (a line of a
  ///     JSON Lines file reports its own line).
  /// - Returns: The document.
  /// - Throws: ``JSONReadError``: ``JSONReadError/notJSON(_:)`` when the bytes are not JSON text,
  ///   ``JSONReadError/field(_:_:)`` when the JSON is not a `Document`.
  package static func decode<Document: Decodable>(
    _ type: Document.Type, from bytes: [UInt8], firstLine: Int = 1
  ) throws(JSONReadError) -> Document {
    try checkText(bytes, firstLine: firstLine)
    do {
      return try JSONDecoder().decode(Checked<Document>.self, from: Data(bytes)).document
    } catch let failure as DocumentFailure {
      let error = field(failure.error)
      // The decoder names no field for a number its field cannot take: find it.
      if case .field(nil, _) = error,
        let located = unfitNumber(Document.self, in: bytes, firstLine: firstLine)
      {
        throw located
      }
      throw error
    } catch {
      // Thrown before `Checked` ran: the decoder's own reading of the text failed.
      throw .notJSON(.unlocated)
    }
  }

  /// The document, with its own failures told apart from the decoder's syntax errors.
  struct Checked<Value: Decodable>: Decodable {
    var document: Value

    init(from decoder: any Decoder) throws {
      do {
        document = try decoder.singleValueContainer().decode(Value.self)
      } catch {
        throw DocumentFailure(error: error)
      }
    }
  }

  /// A failure of the document's own decoding, kept apart from the decoder's syntax errors.
  struct DocumentFailure: Error {
    var error: any Error
  }

  /// A decoding failure as the field it concerns and what is wrong with it.
  static func field(_ error: any Error) -> JSONReadError {
    guard let error = error as? DecodingError else { return .field(nil, .unknownValue) }
    switch error {
    case .keyNotFound(let key, let context):
      return .field(fieldName(context.codingPath + [key]), .missing)
    case .valueNotFound(_, let context):
      return .field(fieldName(context.codingPath), .missing)
    case .typeMismatch(_, let context):
      return .field(fieldName(context.codingPath), .wrongType)
    case .dataCorrupted(let context):
      return .field(fieldName(context.codingPath), .unknownValue)
    @unknown default:
      return .field(nil, .unknownValue)
    }
  }

  /// A coding path as `sizes[2].size`.
  static func fieldName(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text
  }
}

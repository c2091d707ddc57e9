// MARK: - Every value

extension JSONReader {
  /// Reads every value of a document through the decoder and keeps none of them.
  ///
  /// `JSONDecoder` unescapes a string and converts a number only when a type asks for it, so a
  /// lone surrogate in a field the document does not declare would pass unseen. Reading each
  /// value once makes the whole text count, whatever the document reads.
  ///
  /// Threading: a plain value; decoding recurses once per nesting level.
  struct EveryValue: Decodable {
    init(from decoder: any Decoder) throws {
      let value = try decoder.singleValueContainer()
      if value.decodeNil() { return }
      // Numbers first: most values of the tools' documents are numbers. A type mismatch means
      // "not this kind of value"; any other failure is the value's own.
      do {
        _ = try value.decode(Double.self)
        return
      } catch DecodingError.typeMismatch {
      } catch {
        // The text check took its grammar and range: only the decoder's own gaps are left.
        throw JSONReadError.beyondLimits(.unreadableNumber(field: JSONReader.fieldName(decoder.codingPath)))
      }
      do {
        _ = try value.decode(String.self)
        return
      } catch DecodingError.typeMismatch {
      } catch {
        throw JSONReadError.notJSON(.badString(field: JSONReader.fieldName(decoder.codingPath)))
      }
      if (try? value.decode(Bool.self)) != nil { return }
      if var array = try? decoder.unkeyedContainer() {
        while !array.isAtEnd { _ = try array.decode(EveryValue.self) }
        return
      }
      let object: KeyedDecodingContainer<AnyKey>
      do {
        object = try decoder.container(keyedBy: AnyKey.self)
      } catch {
        // Keys are unescaped when the object is opened.
        throw JSONReadError.notJSON(.badString(field: JSONReader.fieldName(decoder.codingPath)))
      }
      for key in object.allKeys { _ = try object.decode(EveryValue.self, forKey: key) }
    }
  }

  /// Any key of an object.
  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

/// Why ``JSONReader`` could not read a document: the bytes are not JSON, the JSON is past the
/// reader's limits, or it is not the document the caller asked for.
///
/// ``description`` is one line without the file's name, such as `not valid JSON: a comma before
/// '}' at line 4, column 17` or `it lacks 'sizes[2].size'`; callers put the file in front.
package enum JSONReadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The bytes are not JSON text.
  case notJSON(Syntax)
  /// The text may be JSON, but it is past a limit of this reader (RFC 8259, section 9, lets a
  /// reader set them).
  case beyondLimits(Limit)
  /// The text is JSON, but a field of the document is missing, of another type, or holds a value
  /// the document cannot have. The field is written as `sizes[2].size`, empty for the top level,
  /// and `nil` when neither the decoder nor the reader can say (the decoder names no field for
  /// a number that does not fit an integer field, such as `1.5` or `1e30`; the reader finds such
  /// a number itself, ``FieldProblem/unfitNumber(_:_:)``).
  case field(String?, FieldProblem)

  /// What makes bytes unreadable as JSON, with where it is when that is known.
  package enum Syntax: Sendable, Equatable {
    /// A byte sequence that is not UTF-8, at this byte offset (from 0).
    case notUTF8(offset: Int)
    /// Nothing but white space.
    case empty
    /// The text stops inside a string or with arrays or objects still open: a cut-short file.
    case endsEarly(openContainers: Int, insideString: Bool)
    /// A control character (U+0000...U+001F) outside the white space JSON allows.
    case controlCharacter(Unicode.Scalar, Position)
    /// A character JSON does not allow outside strings, such as a byte order mark.
    case unexpectedCharacter(Unicode.Scalar, Position)
    /// A bare word that is neither a JSON number nor `true`, `false` or `null` (`01`, `NaN`,
    /// `+1`, `tru`); shown shortened.
    case notAValue(String, Position)
    /// A comma right before `}` or `]`; the position is the comma's.
    case trailingComma(closer: Character, Position)
    /// A `}` or `]` that closes nothing or closes the other kind of bracket.
    case unbalanced(closer: Character, Position)
    /// A backslash escape JSON does not have (`\x`, `\u12G4`), at its backslash.
    case badEscape(Position)
    /// A `\u` escape of a surrogate that is not half of a high-low pair (`"\uD800\u0041"`).
    case loneSurrogate(Position)
    /// Any other syntax error (a missing comma or colon, a value where a key belongs); Foundation's
    /// `JSONDecoder` finds these and does not say where.
    case unlocated
  }

  /// A limit of this reader.
  package enum Limit: Sendable, Equatable {
    /// Arrays and objects nested deeper than ``JSONReader/nestingLimit``.
    case tooDeep(limit: Int, Position)
    /// A number too large or too small for a `Double` (`1e999`, `1e-400`); shown shortened.
    case numberOutOfRange(String, Position)
    /// A valid number that `JSONDecoder` does not read: swift-foundation 6.3 refuses `0e1` to
    /// `0e9` as a `Double`.
    case unreadableNumber(String, Position)
  }

  /// A line and column, both from 1; columns count Unicode scalars.
  package struct Position: Sendable, Equatable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    /// Creates a position.
    package init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    package var description: String { "line \(line), column \(column)" }
  }

  /// What is wrong with a field.
  package enum FieldProblem: Sendable, Equatable {
    /// The key is missing, or its value is `null`.
    case missing
    /// The value is of another JSON type.
    case wrongType
    /// The value is not one the document allows (an unknown hinting mode, say).
    case unknownValue
    /// The number, as written, where it is: one its field cannot take (a fraction, or a whole
    /// number out of range, where an integer belongs).
    case unfitNumber(String, Position)
  }

  /// Whether the problem is the text (not JSON, or past a limit) rather than a field of the
  /// document.
  package var isAboutTheText: Bool {
    if case .field = self { return false }
    return true
  }

  package var description: String {
    switch self {
    case .notJSON(let syntax): return "not valid JSON: \(syntax.reason)"
    case .beyondLimits(let limit): return "not JSON this tool reads: \(limit.reason)"
    case .field(nil, _):
      return
        "a value does not fit its field, such as a fraction where a whole number belongs (JSONDecoder does not say which field)"
    case .field("", .missing): return "its top level is null"
    case .field(let field?, .missing): return "it lacks \(Self.named(field))"
    case .field(let field?, .wrongType): return "\(Self.named(field)) has the wrong type"
    case .field(let field?, .unknownValue): return "\(Self.named(field)) has a value it cannot have"
    case .field(let field?, .unfitNumber(let number, let position)):
      return
        "\(Self.named(field)) is \(TerminalText.printable(number)) at \(position), not a whole number that fits it"
    }
  }

  /// A field as messages show it: quoted, or `its top level`.
  package static func named(_ field: String) -> String {
    field.isEmpty ? "its top level" : "'\(TerminalText.printable(field))'"
  }
}

// MARK: - Reasons

extension JSONReadError.Syntax {
  /// The problem in words, for the text after `not valid JSON: `.
  package var reason: String {
    switch self {
    case .notUTF8(let offset):
      return "it is not UTF-8 text (byte \(offset))"
    case .empty:
      return "it is empty"
    case .endsEarly(let open, let insideString):
      if insideString { return "it ends inside a string" }
      return "it ends with \(open) array\(open == 1 ? "" : "s") or object\(open == 1 ? "" : "s") still open"
    case .controlCharacter(let scalar, let position):
      return "a control character \(Self.codePoint(scalar)) at \(position)"
    case .unexpectedCharacter(let scalar, let position):
      return "a character \(Self.codePoint(scalar)) outside any string at \(position)"
    case .notAValue(let word, let position):
      return "'\(TerminalText.printable(word))' at \(position) is not a JSON number, true, false or null"
    case .trailingComma(let closer, let position):
      return "a comma before '\(closer)' at \(position)"
    case .unbalanced(let closer, let position):
      return "a '\(closer)' that closes no \(closer == "}" ? "object" : "array") at \(position)"
    case .badEscape(let position):
      return "an escape JSON does not have at \(position)"
    case .loneSurrogate(let position):
      return "a lone surrogate escape at \(position)"
    case .unlocated:
      return "a syntax error (a missing or extra comma, colon or bracket; JSONDecoder does not say where)"
    }
  }

  /// `U+00A0` notation.
  private static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

extension JSONReadError.Limit {
  /// The limit in words, for the text after `not JSON this tool reads: `.
  package var reason: String {
    switch self {
    case .tooDeep(let limit, let position):
      return "arrays and objects nested deeper than \(limit) levels at \(position)"
    case .numberOutOfRange(let number, let position):
      return "the number \(TerminalText.printable(number)) at \(position) is outside the range of a Double"
    case .unreadableNumber(let number, let position):
      return "Foundation's JSONDecoder does not read the number \(number) at \(position) (write 0)"
    }
  }
}

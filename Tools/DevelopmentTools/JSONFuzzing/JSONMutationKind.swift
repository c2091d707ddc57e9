/// The ways the JSON campaign damages a file, from blind byte damage to edits whose effect on
/// validity is known in advance.
///
/// The known ones check the oracle itself: ``StrictJSON`` must agree with what the edit makes
/// (a lone surrogate is never JSON, a number swapped for another valid number always is).
enum JSONMutationKind: String, Sendable, CaseIterable {
  /// Flips 1 to 4 bits anywhere.
  case bitFlip = "bit-flip"
  /// Sets one byte to a value that matters to JSON (a quote, a bracket, a comma, a digit, NUL,
  /// a byte that is never UTF-8).
  case byteSet = "byte-set"
  /// Deletes a run of bytes.
  case deleteRun = "delete-run"
  /// Copies a run of bytes to another place.
  case duplicateRun = "duplicate-run"
  /// Inserts a piece of text JSON readers trip on (`01`, `NaN`, `\uD800`, `,]`, a byte order
  /// mark, ...).
  case insertToken = "insert-token"
  /// Cuts a document before its closing brace: never JSON.
  case truncate = "truncate"
  /// Puts a lone surrogate escape into a string: never JSON.
  case loneSurrogate = "lone-surrogate"
  /// Gives a number a leading zero: never JSON.
  case leadingZero = "leading-zero"
  /// Puts a comma before a closing bracket: never JSON.
  case trailingComma = "trailing-comma"
  /// Puts a byte sequence that is not UTF-8 into a string: never JSON.
  case nonUTF8 = "non-utf8"
  /// Wraps a value, or the whole document, in arrays, up to a few hundred deep.
  case deepNest = "deep-nest"
  /// Replaces a number with another valid JSON number: still JSON.
  case numberSwap = "number-swap"
  /// Inserts valid escapes into a string: still JSON.
  case stringEscape = "string-escape"
  /// Inserts white space after a structural character: still JSON.
  case whitespace = "whitespace"
  /// JSON Lines only: joins, repeats, blanks or drops lines, or removes the last newline.
  case lineSplice = "line-splice"
  /// JSON Lines only: cuts the file inside its last line, as a killed run leaves it.
  case tornLine = "torn-line"

  /// Whether the kind applies to a JSON Lines file only.
  var isLinesOnly: Bool { self == .lineSplice || self == .tornLine }
}

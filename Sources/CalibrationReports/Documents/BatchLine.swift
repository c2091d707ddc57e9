import CalibrateSupport

/// A batch record with its line as written, and whether that line reads back as a record.
///
/// The writer writes a number that is not finite as `null`, which the reader refuses; a report
/// drawn from records in memory (`batch --report`) reads such a record from its line instead, so
/// that it is refused as the file would refuse it. A fit makes no such number.
///
/// Threading: a plain value; `Sendable`.
package struct BatchLine: Sendable {
  /// The record.
  package let record: BatchRecord
  /// The line, without its newline.
  package let text: String
  /// Whether every number of the record is finite, so that the line reads back.
  let readsBack: Bool

  /// The line of a record.
  package init(_ record: BatchRecord) {
    let json = JSONValue.encoding(record)
    self.record = record
    text = json.serialized(compact: true)
    readsBack = !json.containsNonFiniteNumber
  }
}

/// A stored result or observations file the tool cannot use.
///
/// ``description`` is the one line the tool prints.
public enum ReportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file is not JSON at all.
  case notJSON(file: String, reason: String)
  /// The JSON is not a calibration result: a key is missing, or a value has the wrong type.
  case notAResult(file: String, field: String, problem: Problem)
  /// The result was written with another schema version.
  case schemaVersion(file: String, found: Double?)
  /// A line of an observations file is malformed or inconsistent.
  case observations(location: String, problem: String)

  /// What is wrong with a field of a result.
  public enum Problem: Sendable, Equatable {
    /// The key is missing or `null`.
    case missing
    /// The value is of another JSON type.
    case wrongType
    /// The value is not one the schema allows (an unknown hinting mode, say).
    case unknownValue
  }

  public var description: String {
    switch self {
    case .notJSON(let file, let reason):
      return "'\(file)' is not valid JSON: \(reason)"
    case .notAResult(let file, let field, let problem):
      switch problem {
      case .missing: return "'\(file)' is not a calibrate result: it lacks '\(field)'"
      case .wrongType: return "'\(file)' is not a calibrate result: '\(field)' has the wrong type"
      case .unknownValue: return "'\(file)' is not a calibrate result: '\(field)' has a value it cannot have"
      }
    case .schemaVersion(let file, let found):
      let version = found.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : "\($0)" } ?? "none"
      return
        "'\(file)' has schema version \(version); this tool reads version \(ResultDocument.currentSchemaVersion)"
    case .observations(let location, let problem):
      return "\(location): \(problem)"
    }
  }
}

import CalibrateSupport
import FontCalibration
import PlaceholderTitle
import TextMetrics

/// The JSON of `calibrate qa`: the settings, the overall verdict, every face with its findings,
/// and the files that could not be checked.
///
/// Threading: a plain value; `Sendable`.
package struct QADocument: Codable, Sendable, Equatable {
  /// What the hinting and width checks measured against.
  package struct Settings: Codable, Sendable, Equatable {
    /// The pixel sizes of the hinting check, as `8...120`.
    package var ppems: String
    package var hinting: [HintingMode]
    /// The pixel sizes that count as common UI text.
    package var commonPPEMs: [Int]
    /// Deviations up to this many font units pass.
    package var toleranceUnits: Double
    /// Deviations beyond this fraction of the em warn.
    package var toleranceEm: Double
    /// The pixel size messages give pixels at.
    package var referencePPEM: Int
  }

  /// An instance of a variable font.
  package struct InstanceRecord: Codable, Sendable, Equatable {
    package var name: String
    /// Whether it is the font's default.
    package var isDefault: Bool
    package var variations: VariationSettings
  }

  /// A space kerned against a letter or digit.
  package struct JunctionRecord: Codable, Sendable, Equatable {
    /// The pair in text order, such as `" T"`.
    package var text: String
    package var space: String
    package var neighbour: String
    /// How far the second glyph moves, in font units.
    package var shift: Int
    /// How much wider the pair is than its two glyphs' own advances, in font units.
    package var widthChange: Int
  }

  /// One finding.
  package struct FindingRecord: Codable, Sendable, Equatable {
    package var check: String
    package var severity: String
    /// The character as `U+2009`, or `null`.
    @ExplicitNull package var codePoint: String?
    package var message: String
    /// The width found, in font units (width findings).
    package var units: Int?
    /// The width expected, in font units (width findings).
    package var expectedUnits: Double?
    /// The pixel sizes it holds at (hinting findings).
    package var ppems: [Int]?
    /// The kerned pairs (kerning findings).
    package var junctions: [JunctionRecord]?
  }

  /// How many findings a face has of each severity.
  package struct Counts: Codable, Sendable, Equatable {
    package var fail: Int
    package var warn: Int
    package var info: Int
    package var pass: Int

    /// The counts of an audit.
    init(_ audit: FaceAudit) {
      fail = audit.count(.fail)
      warn = audit.count(.warn)
      info = audit.count(.info)
      pass = audit.count(.pass)
    }

    private enum CodingKeys: String, CodingKey {
      case fail = "FAIL"
      case warn = "WARN"
      case info = "INFO"
      case pass = "PASS"
    }
  }

  /// One face (or instance).
  package struct FaceRecord: Codable, Sendable, Equatable {
    package var font: FontRecord
    package var instance: InstanceRecord?
    package var verdict: String
    package var counts: Counts
    package var findings: [FindingRecord]
  }

  /// A file that could not be checked.
  package struct FailureRecord: Codable, Sendable, Equatable {
    package var path: String
    package var error: String
  }

  /// The tool and its version.
  package var tool: String
  package var settings: Settings
  /// The most severe finding of any face.
  package var verdict: String
  package var faces: [FaceRecord]
  package var errors: [FailureRecord]

  /// The document of a report.
  package init(_ report: QAReport) {
    tool = "calibrate \(PackageVersion.current)"
    settings = Settings(
      ppems: "\(report.settings.ppems.lowerBound)...\(report.settings.ppems.upperBound)",
      hinting: report.settings.hintingModes, commonPPEMs: QASettings.commonPPEMs.sorted(),
      toleranceUnits: QASettings.unitsTolerance, toleranceEm: QASettings.emTolerance,
      referencePPEM: QASettings.referencePPEM)
    verdict = report.verdict.rawValue
    faces = report.audits.map(Self.face)
    errors = report.failures.map { FailureRecord(path: $0.path, error: $0.error) }
  }

  private static func face(_ audit: FaceAudit) -> FaceRecord {
    FaceRecord(
      font: FontRecord(audit.font),
      instance: audit.instance.map {
        InstanceRecord(name: $0.name, isDefault: $0.isDefault, variations: VariationSettings($0.variations))
      },
      verdict: audit.verdict.rawValue,
      counts: Counts(audit), findings: audit.findings.map(FindingRecord.init))
  }
}

extension QADocument.FindingRecord {
  /// The record of a finding.
  init(_ finding: QAFinding) {
    self.init(
      check: finding.check.rawValue, severity: finding.severity.rawValue,
      codePoint: finding.scalar.map(ScalarNotation.format), message: finding.message, units: finding.units,
      expectedUnits: finding.expectedUnits, ppems: finding.ppems.isEmpty ? nil : finding.ppems,
      junctions: finding.junctions.isEmpty
        ? nil
        : finding.junctions.map { junction in
          let space = String(Character(junction.space))
          let letter = String(Character(junction.neighbour))
          return QADocument.JunctionRecord(
            text: junction.spaceFirst ? space + letter : letter + space,
            space: ScalarNotation.format(junction.space),
            neighbour: ScalarNotation.format(junction.neighbour), shift: junction.shift,
            widthChange: junction.widthChange)
        })
  }
}

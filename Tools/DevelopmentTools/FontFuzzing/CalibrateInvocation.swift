/// One command line of `calibrate` that every case runs, with the font path left open.
struct CalibrateInvocation: Sendable, Equatable {
  /// A short name for reports (`survey`, `measure-full`).
  package var name: String
  /// The arguments, with ``fontPlaceholder`` where the font path goes.
  var template: [String]
  /// The exit statuses of a finished run with its result on standard output: 0, and 2 for
  /// `calibrate qa`, whose verdict FAIL is a result too.
  var resultStatuses: Set<Int32> = [0]
  /// Whether a run that fails may first write what it could do on standard output, as
  /// `calibrate qa` writes the report of the faces of a collection it could check.
  var reportsBeforeFailing = false
  /// How many times the campaign's time limit the command may take: `calibrate qa` renders every
  /// space at many hinted sizes, and a corrupted `maxp` makes each size's setup slow (a second in a
  /// release build, several under the sanitizers), which is slow work, not a hang.
  var timeLimitFactor = 1.0

  /// The token in ``template`` replaced by the font path.
  static let fontPlaceholder = "{font}"

  /// Creates an invocation.
  package init(
    name: String, template: [String], resultStatuses: Set<Int32> = [0], reportsBeforeFailing: Bool = false,
    timeLimitFactor: Double = 1
  ) {
    self.name = name
    self.template = template
    self.resultStatuses = resultStatuses
    self.reportsBeforeFailing = reportsBeforeFailing
    self.timeLimitFactor = timeLimitFactor
  }

  /// The arguments for one font file.
  package func arguments(font: String) -> [String] {
    template.map { $0 == Self.fontPlaceholder ? font : $0 }
  }

  /// The five commands every case runs: the survey, hinted and unhinted measuring (table and
  /// JSON output), the main fit command, and the whitespace QA (JSON).
  ///
  /// - Parameter sizes: The `--sizes` list, such as `8...40`.
  static func standard(sizes: String) -> [CalibrateInvocation] {
    let font = fontPlaceholder
    return [
      CalibrateInvocation(name: "survey", template: ["survey", "--font", font]),
      CalibrateInvocation(
        name: "measure-full", template: ["measure", "--font", font, "--sizes", sizes, "--hinting", "full"]),
      CalibrateInvocation(
        name: "measure-json",
        template: ["measure", "--font", font, "--sizes", sizes, "--hinting", "none", "--format", "json"]),
      CalibrateInvocation(name: "fit", template: ["--font", font, "--sizes", sizes]),
      // The QA at fewer pixel sizes than by default (its hinting check is most of its work).
      CalibrateInvocation(
        name: "qa", template: ["qa", font, "--format", "json", "--ppem", "8...40"], resultStatuses: [0, 2],
        reportsBeforeFailing: true, timeLimitFactor: 3),
    ]
  }

  /// A command line a shell runs as written: each argument quoted when it needs to be.
  ///
  /// - Parameters:
  ///   - executable: The program.
  ///   - font: The font path.
  func shellCommand(executable: String, font: String) -> String {
    ([executable] + arguments(font: font)).map(Self.shellQuoted).joined(separator: " ")
  }

  /// Quotes an argument for a POSIX shell, leaving plain words (paths, ranges) as they are.
  static func shellQuoted(_ argument: String) -> String {
    let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./,:=+@%")
    if !argument.isEmpty && argument.allSatisfy({ plain.contains($0) }) { return argument }
    return "'" + argument.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
      + "'"
  }
}

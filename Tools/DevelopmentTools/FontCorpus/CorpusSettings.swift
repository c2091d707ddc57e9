/// What every shard of a corpus check runs and with which tools.
///
/// Threading: a plain value; `Sendable`.
struct CorpusSettings: Sendable, Equatable {
  /// The `calibrate` executable.
  package var calibrate: String
  /// The `hb-shape` executable.
  var hbShape: String
  /// The fontconfig pattern whose faces are measured (`:` is every installed face).
  package var pattern: String
  /// The `--sizes` list, of whole sizes.
  package var sizes: String
  /// The device scale, a whole number so every pixel size is whole.
  package var scale: Int
  /// How many shards the faces are split into.
  var shards: Int
  /// How many shards run at once.
  package var jobs: Int
  /// Seconds each child process may run.
  var timeout: Double

  /// Creates settings.
  package init(
    calibrate: String, hbShape: String, pattern: String, sizes: String, scale: Int, shards: Int, jobs: Int,
    timeout: Double
  ) {
    self.calibrate = calibrate
    self.hbShape = hbShape
    self.pattern = pattern
    self.sizes = sizes
    self.scale = scale
    self.shards = shards
    self.jobs = jobs
    self.timeout = timeout
  }

  /// The hinting modes measured, as `calibrate` spells them.
  static let hintingModes = ["none", "light", "full"]
}

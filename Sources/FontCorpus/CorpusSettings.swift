/// What every shard of a corpus check runs and with which tools.
///
/// Threading: a plain value; `Sendable`.
public struct CorpusSettings: Sendable, Equatable {
  /// The `calibrate` executable.
  public var calibrate: String
  /// The `hb-shape` executable.
  public var hbShape: String
  /// The fontconfig pattern whose faces are measured (`:` is every installed face).
  public var pattern: String
  /// The `--sizes` list, of whole sizes.
  public var sizes: String
  /// The device scale, a whole number so every pixel size is whole.
  public var scale: Int
  /// How many shards the faces are split into.
  public var shards: Int
  /// How many shards run at once.
  public var jobs: Int
  /// Seconds each child process may run.
  public var timeout: Double

  /// Creates settings.
  public init(
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

/// What a fit minimizes.
///
/// The error of a target width W is `e(W) = R(N(W)) - W`: positive when the button is wider than
/// the picture (the pattern image repeats: a seam), negative when the picture is clipped.
package enum FitObjective: String, Sendable, Hashable, CaseIterable, Codable {
  /// The largest |e| over all targets (and sizes).
  case minimax
  /// The root mean square of e.
  case rms
  /// The largest e, subject to e ≥ 0 everywhere: the picture is never clipped.
  case neverClip = "never-clip"
  /// The largest |e|, subject to e ≤ 0 everywhere: no seam is ever visible.
  case neverSeam = "never-seam"

  /// The allowed range of e for a tolerance E: [-E, E], [0, E] or [-E, 0].
  func errorBand(_ tolerance: Double) -> (low: Double, high: Double) {
    switch self {
    case .minimax, .rms: return (-tolerance, tolerance)
    case .neverClip: return (0, tolerance)
    case .neverSeam: return (-tolerance, 0)
    }
  }
}

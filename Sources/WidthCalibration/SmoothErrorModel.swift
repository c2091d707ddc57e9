/// The sum of squared errors with every count's rounding replaced by its average: a quadratic in
/// (u, v) = (shiftFactor, shiftFactor × minimumWidth) that shows where the RMS optimum lies.
///
/// At size s the app's count is `n = ⌊z⌋` with `z = (u·W - v) / w_s`, so `n = z - φ` with
/// φ in [0, 1). With run widths `width(n) = n·step + offset` (offset 0 for uniform runs; a
/// table is taken at its mean step), the error is `k_s·(u·W - v) + P - W + offset - step·φ`
/// with `k_s = step / w_s`: affine in (u, v) apart from the rounding term (a clamped model is
/// taken along the line through its rising part). Taking φ at its mean
/// 1/2 leaves a linear least-squares problem with a closed-form minimum, and averaging the
/// rounding over φ uniform adds step²/12 per pair. The model is not a bound (the rounding is
/// not random; it depends on (u, v)), so the search uses it only to decide where to look: its
/// minimum, and the ellipse where it stays within a given fraction of that minimum. Its Hessian
/// has one stiff direction (v at fixed u: moving every error together) and one soft one, the
/// valley `v = v₀ + (u - u₀)·W̄` that turns the error line about the weighted mean target W̄.
struct SmoothErrorModel {
  /// The shift factor u at the model's minimum.
  var shiftFactor: Double
  /// v = shiftFactor × minimumWidth at the model's minimum.
  var scaledMinimumWidth: Double
  /// The model's value at its minimum, rounding variance included.
  var minimum: Double
  /// The slope of the valley: the best v moves by this much per unit of u (the mean target).
  var valleySlope: Double
  /// The curvature across the valley: the model grows by this × (v - v*(u))².
  var stiffCurvature: Double
  /// The curvature along the valley: the model grows by this × (u - u₀)² at the best v.
  var softCurvature: Double

  /// Fits the model to a problem's samples, or returns nil when it is degenerate (fewer than
  /// two distinct targets) or its minimum has no positive shift factor.
  init?(problem: CalibrationProblem, samples: [SizeSample]) {
    var huu = 0.0
    var huv = 0.0
    var hvv = 0.0
    var gu = 0.0
    var gv = 0.0
    var rounding = 0.0
    var constant = 0.0
    for sample in samples {
      let (step, offset) = Self.linearization(sample.runWidths)
      let k = step / sample.symbolWidth
      let k2 = k * k
      let reach = Self.reachable(sample.runWidths, padding: problem.padding)
      var reachableTargets = 0
      for width in problem.targets where reach.contains(width) {
        reachableTargets += 1
        // error ≈ k·W·u - k·v + c
        let c = problem.padding - width + offset - step / 2
        huu += k2 * width * width
        huv -= k2 * width
        hvv += k2
        gu += k * width * c
        gv -= k * c
        constant += c * c
      }
      rounding += Double(reachableTargets) * step * step / 12
    }
    let determinant = huu * hvv - huv * huv
    guard hvv > 0, determinant > 1e-12 * huu * hvv else { return nil }
    let u = (-gu * hvv + gv * huv) / determinant
    let v = (-gv * huu + gu * huv) / determinant
    guard u > ConstantRegion.minimumShiftFactor, u.isFinite, v.isFinite else { return nil }
    shiftFactor = u
    scaledMinimumWidth = v
    // f(x) = xᵀHx + 2gᵀx + constant; at the minimum x* = -H⁻¹g it is constant + gᵀx*.
    minimum = max(0, constant + gu * u + gv * v) + rounding
    valleySlope = -huv / hvv
    stiffCurvature = hvv
    softCurvature = determinant / hvv
  }

  /// The best v at a shift factor.
  func valley(at u: Double) -> Double {
    scaledMinimumWidth + (u - shiftFactor) * valleySlope
  }

  /// The targets whose error the line describes: all of them, or for a clamped model those
  /// within its rising part (a target beyond the clamp has the same error at every count past
  /// it, which a line would turn into a pull on the constants that the counts cannot follow).
  static func reachable(_ runWidths: RunWidthModel, padding: Double) -> ClosedRange<Double> {
    guard case .clamped(let widths) = runWidths else { return -Double.infinity...Double.infinity }
    return padding + widths[0]...padding + widths[widths.count - 1]
  }

  /// The step and offset of the straight line through a run's widths (`width(n) ≈ n·step + offset`).
  static func linearization(_ runWidths: RunWidthModel) -> (step: Double, offset: Double) {
    switch runWidths {
    case .affine(let first, let step): return (step, first - step)
    case .table: return (runWidths.typicalStep, 0)
    case .clamped(let widths):
      // The line through the rising part: from the last count still at the floor to the end.
      let floorEnd = widths.lastIndex { $0 == widths[0] } ?? 0
      let last = widths.count - 1
      guard last > floorEnd else { return (runWidths.typicalStep, widths[0]) }
      let step = (widths[last] - widths[floorEnd]) / Double(last - floorEnd)
      return (step, widths[floorEnd] - step * Double(floorEnd))
    }
  }
}

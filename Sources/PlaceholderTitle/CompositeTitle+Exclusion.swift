// MARK: - Characters left out

extension CompositeTitle {
  /// A candidate a measuring title maker left out, and why.
  ///
  /// Threading: a plain value; `Sendable`.
  public struct Exclusion: Sendable, Hashable, CustomStringConvertible {
    /// The character left out.
    public var character: Unicode.Scalar
    /// Why.
    public var reason: Reason

    /// Creates an exclusion.
    package init(character: Unicode.Scalar, reason: Reason) {
      self.character = character
      self.reason = reason
    }

    /// Why a candidate is left out. Widths are the app's engine's, in points.
    ///
    /// Not `@frozen`: a later version may add reasons, so a `switch` over them needs an
    /// `@unknown default` case.
    public enum Reason: Sendable, Hashable {
      /// It is the guard character, which must have no width.
      case guardCharacter
      /// It was listed before.
      case repeated
      /// The maker's measuring plan left no room for it: it measures runs and pairs of the first
      /// characters, as many as one check per button leaves calls for, and this one came later
      /// (or there was not even room to measure one run of it).
      case measuringBudget
      /// A run of it measures as wide as a run of an earlier candidate (within the measurement
      /// tolerance): it would add nothing that one does not.
      case sameWidth(as: Unicode.Scalar)
      /// A guard the maker tried on its own (``CompositeTitle/guardCandidates``) measures this
      /// width, not 0: the font may draw it.
      case guardHasWidth(Double)
      /// The engine gave a width that is NaN, infinite or negative for a run of `copies`.
      case badMeasurement(copies: Int, width: Double)
      /// Each copy adds less than the measurement tolerance (1/32 device pixel): no width.
      case zeroWidth(step: Double)
      /// A run of `copies` measures `measured`, not the `expected` of its other runs: its copies
      /// do not add up.
      case run(copies: Int, measured: Double, expected: Double)
      /// The ordered pair measures `measured`, not the `expected` of the title's offset and both
      /// characters' once-offsets and steps: kerned across the junction.
      case pair(first: Unicode.Scalar, second: Unicode.Scalar, measured: Double, expected: Double)
    }

    /// The exclusion in words: `U+2008: 2 copies measure 8.2 pt, not 8.27 pt`.
    public var description: String {
      "\(Self.notation(character)): " + explanation
    }

    /// Why, in words.
    public var explanation: String {
      switch reason {
      case .guardCharacter: return "is the guard"
      case .repeated: return "is listed twice"
      case .measuringBudget:
        return "left out: the measuring plan has room for runs and pairs of fewer characters"
      case .sameWidth(let earlier): return "measures as wide as \(Self.notation(earlier))"
      case .guardHasWidth(let width): return "as a guard measures \(width) pt, not 0"
      case .badMeasurement(let copies, let width): return "\(copies) copies measure \(width)"
      case .zeroWidth(let step): return "adds \(step) pt per copy: no width"
      case .run(let copies, let measured, let expected):
        return "\(copies) copies measure \(measured) pt, not \(expected) pt"
      case .pair(let first, let second, let measured, let expected):
        return "\(Self.notation(first)) \(Self.notation(second)) measures \(measured) pt, not \(expected) pt"
      }
    }

    /// `U+200A`.
    static func notation(_ scalar: Unicode.Scalar) -> String {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
  }
}

/// Where a font comes from: a file path or a fontconfig pattern.
package enum FontSource: Sendable, Hashable, CustomStringConvertible {
  /// A font file, with the face to use inside a collection.
  case file(path: String, faceIndex: Int)
  /// A fontconfig pattern such as `Inter` or `DejaVu Sans:style=Bold`.
  case pattern(String)

  /// Interprets a `--font` argument: anything that looks like a path is a path.
  ///
  /// A value containing `/`, or ending in a font file extension, is a path; everything else is
  /// a fontconfig pattern.
  ///
  /// - Parameters:
  ///   - argument: The user's text.
  ///   - faceIndex: The face index to use when the argument is a path.
  package init(argument: String, faceIndex: Int = 0) {
    let lowered = argument.lowercased()
    let extensions = [".ttf", ".otf", ".ttc", ".otc", ".woff", ".woff2", ".pfb", ".pfa", ".t1", ".dfont"]
    if argument.contains("/") || extensions.contains(where: { lowered.hasSuffix($0) }) {
      self = .file(path: argument, faceIndex: faceIndex)
    } else {
      self = .pattern(argument)
    }
  }

  package var description: String {
    switch self {
    case .file(let path, let faceIndex): return faceIndex == 0 ? path : "\(path)#\(faceIndex)"
    case .pattern(let pattern): return pattern
    }
  }

  /// Families tried, in order, when the user names no font: the best UI fonts first.
  package static let defaultFamilies = ["Inter", "Roboto", "Noto Sans", "Open Sans", "DejaVu Sans"]
}

internal import CFontEngine
import CalibrateSupport

/// Resolves fontconfig patterns such as `Inter` or `DejaVu Sans:style=Bold` to installed files.
///
/// Threading: fontconfig's default configuration is process-global, so every call goes through
/// one lock; only plain values leave it.
package enum FontLocator {
  /// A font file fontconfig chose for a pattern.
  package struct Match: Sendable, Hashable {
    /// The resolved file.
    package var path: String
    /// The face within the file.
    package var faceIndex: Int
    /// The family names fontconfig reports for the match.
    package var families: [String]
    /// The style fontconfig reports for the match.
    package var style: String?
    /// Every style name fontconfig reports for the face (a face may have several, such as a
    /// localized one).
    package var styles: [String] = []
  }

  /// Serializes fontconfig, and records whether anything initialized it: a run that names its
  /// fonts by path never touches fontconfig, not even to free it at exit.
  private static let lock = Locked(false)

  /// Finds the installed font that best matches a pattern, insisting that the family exists.
  ///
  /// fontconfig always answers with *some* font; a request for a family that is not installed
  /// would silently measure a fallback. This refuses such matches.
  ///
  /// - Parameter pattern: A fontconfig pattern (`family[-size][:property=value...]`).
  /// - Returns: The matched file and face.
  /// - Throws: ``MetricsError/unknownFamily(pattern:closestMatch:)`` when the family is not
  ///   installed, ``MetricsError/fontconfigFailure(pattern:reason:)`` when fontconfig fails.
  package static func match(_ pattern: String) throws(MetricsError) -> Match {
    let result: Result<Match, MetricsError> = lock.withLock { initialized in
      initialized = true
      return Result { () throws(MetricsError) -> Match in try unlockedMatch(pattern) }
    }
    return try result.get()
  }

  /// Finds the first installed family of a preference list, as fontconfig resolves them.
  ///
  /// - Parameter families: Family names, most preferred first.
  /// - Returns: The match for the first family that is installed, or `nil` if none is.
  package static func firstInstalled(_ families: [String]) -> Match? {
    for family in families {
      if let match = try? self.match(family) { return match }
    }
    return nil
  }

  /// Lists every installed face that matches a pattern (for example `:lang=en` or `Noto Sans`).
  ///
  /// - Parameter pattern: A fontconfig pattern; `:` lists everything.
  /// - Returns: The faces, sorted by path and face index.
  /// - Throws: ``MetricsError/fontconfigFailure(pattern:reason:)`` when the pattern does not parse.
  package static func list(_ pattern: String) throws(MetricsError) -> [Match] {
    let result: Result<[Match], MetricsError> = lock.withLock { initialized in
      initialized = true
      return Result { () throws(MetricsError) -> [Match] in try unlockedList(pattern) }
    }
    return try result.get()
  }

  /// The families and styles a pattern asks for, as fontconfig parses it (`DejaVu Sans:style=Bold`
  /// asks for the family `DejaVu Sans` and the style `Bold`).
  ///
  /// - Parameter pattern: A fontconfig pattern.
  /// - Returns: The requested families and styles, empty when the pattern names none or does not
  ///   parse.
  package static func requested(in pattern: String) -> (families: [String], styles: [String]) {
    lock.withLock { initialized in
      guard !pattern.isEmpty, !pattern.utf8.contains(0), FcInit() != 0, let parsed = FcNameParse(pattern)
      else {
        return ([], [])
      }
      initialized = true
      defer { FcPatternDestroy(parsed) }
      return (strings(parsed, object: cfe_fc_family()), strings(parsed, object: cfe_fc_style()))
    }
  }

  /// Every installed family with the styles it has, each name as fontconfig gives it (a family
  /// may have several names, such as a localized one; each is listed).
  ///
  /// - Returns: The styles of each family name, sorted by name.
  package static func installedFamilies() -> [(family: String, styles: [String])] {
    // Every named instance of a variable font too: each has a style of its own.
    let result: Result<[Match], MetricsError> = lock.withLock { initialized in
      initialized = true
      return Result { () throws(MetricsError) -> [Match] in try unlockedFaces(":") }
    }
    let faces = (try? result.get()) ?? []
    var styles: [String: [String]] = [:]
    for face in faces {
      for family in face.families {
        var known = styles[family] ?? []
        for style in face.styles where !known.contains(style) { known.append(style) }
        styles[family] = known
      }
    }
    return styles.keys.sorted().map { ($0, styles[$0] ?? []) }
  }

  /// Frees fontconfig's caches at process end, so leak checkers see a clean exit.
  ///
  /// Call it only when no other thread can still look fonts up; a later lookup initializes
  /// fontconfig again.
  package static func shutdown() {
    lock.withLock { initialized in
      guard initialized else { return }
      FcFini()
      initialized = false
    }
  }

  private static func unlockedList(_ pattern: String) throws(MetricsError) -> [Match] {
    // Named instances of variable fonts share a face; list each face once.
    var seen: Set<String> = []
    return try unlockedFaces(pattern).sorted { ($0.path, $0.faceIndex) < ($1.path, $1.faceIndex) }.filter {
      seen.insert("\($0.path)#\($0.faceIndex)").inserted
    }
  }

  /// Every face and named instance fontconfig lists for a pattern, in its order.
  private static func unlockedFaces(_ pattern: String) throws(MetricsError) -> [Match] {
    guard !pattern.utf8.contains(0) else {
      throw .fontconfigFailure(pattern: pattern, reason: "the pattern contains NUL")
    }
    guard FcInit() != 0 else {
      throw .fontconfigFailure(pattern: pattern, reason: "fontconfig failed to initialize")
    }
    guard let parsed = FcNameParse(pattern.isEmpty ? ":" : pattern) else {
      throw .fontconfigFailure(pattern: pattern, reason: "the pattern does not parse")
    }
    defer { FcPatternDestroy(parsed) }
    guard let objects = FcObjectSetCreate() else {
      throw .fontconfigFailure(pattern: pattern, reason: "out of memory")
    }
    defer { FcObjectSetDestroy(objects) }
    for object in [cfe_fc_file(), cfe_fc_index(), cfe_fc_family(), cfe_fc_style()] {
      _ = FcObjectSetAdd(objects, object)
    }
    guard let set = FcFontList(nil, parsed, objects) else { return [] }
    defer { FcFontSetDestroy(set) }
    var matches: [Match] = []
    let count = Int(set.pointee.nfont)
    for index in 0..<count {
      guard let font = set.pointee.fonts[index] else { continue }
      guard let path = strings(font, object: cfe_fc_file()).first else { continue }
      var faceIndex: Int32 = 0
      if FcPatternGetInteger(font, cfe_fc_index(), 0, &faceIndex) != FcResultMatch { faceIndex = 0 }
      let styles = strings(font, object: cfe_fc_style())
      matches.append(
        Match(
          path: path, faceIndex: Int(faceIndex & 0xFFFF), families: strings(font, object: cfe_fc_family()),
          style: styles.first, styles: styles))
    }
    return matches
  }

  private static func unlockedMatch(_ pattern: String) throws(MetricsError) -> Match {
    guard !pattern.isEmpty, !pattern.utf8.contains(0) else {
      throw .fontconfigFailure(pattern: pattern, reason: "the pattern is empty")
    }
    guard FcInit() != 0 else {
      throw .fontconfigFailure(pattern: pattern, reason: "fontconfig failed to initialize")
    }
    guard let parsed = FcNameParse(pattern) else {
      throw .fontconfigFailure(pattern: pattern, reason: "the pattern does not parse")
    }
    defer { FcPatternDestroy(parsed) }
    let requestedFamilies = strings(parsed, object: cfe_fc_family())
    guard FcConfigSubstitute(nil, parsed, FcMatchPattern) != 0 else {
      throw .fontconfigFailure(pattern: pattern, reason: "substitution failed")
    }
    FcDefaultSubstitute(parsed)
    var result = FcResultNoMatch
    guard let matched = FcFontMatch(nil, parsed, &result) else {
      throw .unknownFamily(pattern: pattern, closestMatch: nil)
    }
    defer { FcPatternDestroy(matched) }
    let families = strings(matched, object: cfe_fc_family())
    let styles = strings(matched, object: cfe_fc_style())
    guard let path = strings(matched, object: cfe_fc_file()).first else {
      throw .fontconfigFailure(pattern: pattern, reason: "the match has no file")
    }
    if !requestedFamilies.isEmpty {
      let wanted = Set(requestedFamilies.map { normalized($0) })
      let generic: Set<String> = ["sans-serif", "sans", "serif", "monospace", "mono", "system-ui"]
      let isGeneric = !wanted.isDisjoint(with: generic)
      if !isGeneric && wanted.isDisjoint(with: families.map { normalized($0) }) {
        throw .unknownFamily(pattern: pattern, closestMatch: families.first)
      }
    }
    var index: Int32 = 0
    if FcPatternGetInteger(matched, cfe_fc_index(), 0, &index) != FcResultMatch { index = 0 }
    // The upper 16 bits select a named instance of a variable font; measurement uses the face.
    return Match(
      path: path, faceIndex: Int(index & 0xFFFF), families: families, style: styles.first, styles: styles)
  }

  private static func strings(_ pattern: OpaquePointer, object: UnsafePointer<CChar>) -> [String] {
    var values: [String] = []
    var position: Int32 = 0
    while true {
      var value: UnsafeMutablePointer<FcChar8>? = nil
      guard FcPatternGetString(pattern, object, position, &value) == FcResultMatch,
        let value
      else { break }
      values.append(String(cString: value))
      position += 1
    }
    return values
  }

  private static func normalized(_ family: String) -> String {
    String(family.lowercased().filter { !$0.isWhitespace })
  }
}

import TextMetrics

/// One face of a font file to audit, and for a variable font one of its instances.
///
/// Threading: a plain value; `Sendable`.
package struct AuditTarget: Sendable, Hashable {
  /// An instance of a variable font.
  package typealias Instance = NamedInstance

  /// The font file.
  package var path: String
  /// The face within the file.
  package var faceIndex: Int
  /// The instance, or `nil` for a static face.
  package var instance: Instance?

  /// The variations to open the face at: none for a static face and for the default instance.
  package var variations: [FontVariation] {
    guard let instance, !instance.isDefault else { return [] }
    return instance.variations
  }

  /// Opens the face at the target's variations.
  ///
  /// - Throws: `MetricsError` when the face cannot be opened.
  package func open() throws(MetricsError) -> Font {
    try Font(path: path, faceIndex: faceIndex, variations: variations)
  }

  /// Every face of a file, and of each variable face its default and every named instance: the
  /// default first (named after the named instance it equals, or `default`), then the others in
  /// the font's order.
  ///
  /// - Parameters:
  ///   - path: The font file.
  ///   - first: The file's first face, already open, so it is not read twice.
  /// - Returns: The targets, face by face.
  /// - Throws: `MetricsError` when a face of the file cannot be opened.
  package static func targets(of path: String, first: Font) throws(MetricsError) -> [AuditTarget] {
    var targets: [AuditTarget] = []
    for faceIndex in 0..<first.info.faceCount {
      let font = faceIndex == 0 ? first : try Font(path: path, faceIndex: faceIndex)
      let instances = try font.namedInstances()
      guard !font.info.axes.isEmpty else {
        targets.append(AuditTarget(path: path, faceIndex: faceIndex, instance: nil))
        continue
      }
      let defaultInstance =
        instances.first(where: \.isDefault)
        ?? NamedInstance(
          name: "default",
          variations: font.info.axes.map { FontVariation(tag: $0.tag, value: $0.defaultValue) },
          isDefault: true)
      targets.append(AuditTarget(path: path, faceIndex: faceIndex, instance: defaultInstance))
      for instance in instances where !instance.isDefault {
        targets.append(AuditTarget(path: path, faceIndex: faceIndex, instance: instance))
      }
    }
    return targets
  }
}

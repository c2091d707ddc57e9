internal import CFontEngine

/// Loads the font libraries, which the tool does not link, when they are first needed.
///
/// FreeType and HarfBuzz are loaded together, by whatever makes the first object of either
/// (``FreeTypeLibrary``, ``HarfBuzzFace``, ``HarfBuzzBuffer``, and ``FontEngine``'s versions);
/// fontconfig is loaded by ``FontLocator`` before its first lookup, so a run that names its fonts
/// by path never loads it. Every other C call is made on an object one of those made, so no call
/// can reach a library before it is loaded. Each library is opened by its SONAME
/// (``freeTypeSOName`` and the others), the one the headers were compiled against.
///
/// Threading: thread-safe. The C loader runs once per process, whichever thread asks first;
/// every caller sees the same outcome.
enum FontLibraries {
  /// The SONAME FreeType is loaded by, such as `libfreetype.so.6`.
  static let freeTypeSOName = CFE_FREETYPE_SONAME
  /// The SONAME HarfBuzz is loaded by, such as `libharfbuzz.so.0`.
  static let harfBuzzSOName = CFE_HARFBUZZ_SONAME
  /// The SONAME fontconfig is loaded by, such as `libfontconfig.so.1`.
  static let fontconfigSOName = CFE_FONTCONFIG_SONAME

  /// Loads FreeType and HarfBuzz, unless an earlier call did.
  ///
  /// - Throws: ``MetricsError/fontLibraryUnavailable(library:reason:)`` naming the library that
  ///   could not be loaded, on this call and every later one.
  static func loadFreeTypeAndHarfBuzz() throws(MetricsError) {
    if let failure = cfe_load_freetype_harfbuzz() { throw error(failure.pointee) }
  }

  /// Loads fontconfig, unless an earlier call did.
  ///
  /// - Throws: ``MetricsError/fontLibraryUnavailable(library:reason:)`` for fontconfig, on this
  ///   call and every later one.
  static func loadFontconfig() throws(MetricsError) {
    if let failure = cfe_load_fontconfig() { throw error(failure.pointee) }
  }

  /// Opens a library by SONAME and resolves one function as the loaders do, then closes it,
  /// leaving the loaded libraries alone: how a missing library or function is reported.
  ///
  /// - Parameters:
  ///   - soname: The library, such as `libharfbuzz.so.0`.
  ///   - function: A function it must provide.
  /// - Throws: ``MetricsError/fontLibraryUnavailable(library:reason:)`` with the dynamic linker's
  ///   message when the library cannot be opened or lacks the function.
  static func probe(_ soname: String, function: String) throws(MetricsError) {
    var reason = [CChar](repeating: 0, count: 512)
    guard cfe_probe_library(soname, function, &reason, reason.count) != 0 else { return }
    let bytes = reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    throw .fontLibraryUnavailable(library: soname, reason: String(decoding: bytes, as: UTF8.self))
  }

  private static func error(_ failure: cfe_load_failure) -> MetricsError {
    .fontLibraryUnavailable(
      library: String(cString: failure.library), reason: String(cString: failure.reason))
  }
}

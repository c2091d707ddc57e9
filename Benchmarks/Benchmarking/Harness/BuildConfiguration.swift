/// Whether this binary was built for debugging, where timings mean nothing.
package enum BuildConfiguration {
  /// True in a debug build (`swift build` without `-c release`).
  ///
  /// Checks both the `DEBUG` compilation condition SwiftPM sets for debug builds and the
  /// standard library's assert configuration, so a release build with assertions forced on is
  /// flagged too.
  package static var isDebug: Bool {
    #if DEBUG
      return true
    #else
      return _isDebugAssertConfiguration()
    #endif
  }
}

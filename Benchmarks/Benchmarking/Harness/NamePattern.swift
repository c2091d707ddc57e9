import CalibrateSupport

/// A POSIX extended regular expression (`regcomp` with `REG_EXTENDED`) that benchmark names are
/// searched with, as `--filter` takes it.
///
/// The C library's matcher rather than the standard library's `Regex`, which needs macOS 13: the
/// package's floor is the runtime's, macOS 12. Extended syntax covers what filters use
/// (`^emptyTitle/(library|seed)$`, `solver/.*rms`); Perl classes such as `\d` are not part of it.
///
/// Threading: `regexec` only reads the compiled expression, so one pattern may be searched from
/// several threads; `@unchecked Sendable` because the compiler cannot see that through the C type.
final class NamePattern: @unchecked Sendable {
  private let expression: UnsafeMutablePointer<regex_t>

  /// Compiles a pattern.
  ///
  /// - Parameter pattern: A POSIX extended regular expression.
  /// - Returns: `nil` when the pattern is not a valid expression.
  init?(_ pattern: String) {
    let compiled = UnsafeMutablePointer<regex_t>.allocate(capacity: 1)
    compiled.initialize(to: regex_t())
    guard regcomp(compiled, pattern, REG_EXTENDED | REG_NOSUB) == 0 else {
      // Freed here, before `expression` is set, so that deinit (which frees a compiled
      // expression) does not run for a pattern that never compiled.
      compiled.deinitialize(count: 1)
      compiled.deallocate()
      return nil
    }
    expression = compiled
  }

  deinit {
    regfree(expression)
    expression.deinitialize(count: 1)
    expression.deallocate()
  }

  /// Whether some part of `name` matches.
  func matches(_ name: String) -> Bool {
    regexec(expression, name, 0, nil, 0) == 0
  }
}

/// What `posix_spawn` needs that differs between the C libraries, decided here with the module
/// itself (`Exports.swift`) so the child-process runner has no branch of its own.
///
/// Darwin declares the spawn attribute and file-action types as opaque pointers that start out
/// `nil`; glibc and musl declare structs. Changing the child's folder is
/// `posix_spawn_file_actions_addchdir_np` everywhere (glibc 2.29, musl 1.1.24, macOS 10.15), but
/// Swift's Glibc and Musl modules do not import it, so there it is looked up once by name.
///
/// Threading: stateless apart from the one-time lookup, which Swift's lazy globals make safe.
package enum ProcessSpawning {
  #if canImport(Darwin)
    /// File actions as a variable holds them.
    typealias FileActions = posix_spawn_file_actions_t?
    /// Spawn attributes as a variable holds them.
    package typealias Attributes = posix_spawnattr_t?
  #else
    /// File actions as a variable holds them.
    package typealias FileActions = posix_spawn_file_actions_t
    /// Spawn attributes as a variable holds them.
    package typealias Attributes = posix_spawnattr_t
  #endif

  /// Storage for file actions, to pass to `posix_spawn_file_actions_init`.
  package static func fileActions() -> FileActions {
    #if canImport(Darwin)
      return nil
    #else
      return FileActions()
    #endif
  }

  /// Storage for attributes, to pass to `posix_spawnattr_init`.
  package static func attributes() -> Attributes {
    #if canImport(Darwin)
      return nil
    #else
      return Attributes()
    #endif
  }

  /// The process's environment, as `posix_spawn` takes it.
  package static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
    #if canImport(Darwin)
      return _NSGetEnviron().pointee!
    #else
      return environ
    #endif
  }

  /// Adds a change of the child's working folder to file actions.
  ///
  /// - Returns: 0, or an `errno` value (`ENOSYS` where the C library lacks the action).
  package static func addChangeDirectory(_ actions: inout FileActions, to path: String) -> Int32 {
    #if canImport(Darwin)
      guard #available(macOS 10.15, *) else { return ENOSYS }
      return posix_spawn_file_actions_addchdir_np(&actions, path)
    #else
      guard let addChangeDirectory = changeDirectoryAction else { return ENOSYS }
      return addChangeDirectory(&actions, path)
    #endif
  }

  #if !canImport(Darwin)
    private typealias ChangeDirectoryAction =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?) -> Int32

    /// `posix_spawn_file_actions_addchdir_np`, found in the C library by name.
    private static let changeDirectoryAction: ChangeDirectoryAction? = dlsym(
      nil, "posix_spawn_file_actions_addchdir_np"
    ).map { unsafeBitCast($0, to: ChangeDirectoryAction.self) }
  #endif
}

/// A value that threads share, reached only while holding its lock.
///
/// What `Synchronization.Mutex` gives, without its floor of macOS 15 and iOS 18: the package
/// declares the runtime's floor (macOS 12) for every target, so the tool's own targets lock with
/// a POSIX mutex, which every platform Swift runs on has. The value goes in and comes out as
/// `sending`, so the compiler checks that no unprotected reference to a non-Sendable value is
/// kept on either side, as it does for `Mutex`.
///
/// Threading: `@unchecked Sendable` because the mutex, not the compiler, guards `value`: it is
/// read and written only inside ``withLock(_:)``, between `pthread_mutex_lock` and
/// `pthread_mutex_unlock` of the mutex this instance owns, and the mutex lives (at a fixed
/// address, as POSIX requires) exactly as long as the instance.
package final class Locked<Value: ~Copyable>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  /// Puts a value behind a new lock.
  package init(_ value: consuming sending Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    // A default (non-recursive, non-robust) mutex: initialization cannot fail but for lack of
    // memory, which pthread_mutex_init reports only on systems that allocate for it.
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the value while holding the lock, and returns what it returns.
  ///
  /// - Parameter body: Reads or changes the value; it must not call `withLock` on the same
  ///   instance (the mutex is not recursive).
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws, after the lock is released.
  package func withLock<Result: ~Copyable, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}

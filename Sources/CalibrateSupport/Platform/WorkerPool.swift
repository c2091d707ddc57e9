/// Numbered work on a fixed number of threads: the one worker pool of the package, for the batch,
/// both fuzzers, the corpus check and the report's parallel map.
///
/// Each thread takes the next number, runs the work for it, and takes another, until none are
/// left or a piece of work has thrown; numbers are handed out in order, so the work is the same
/// whatever the number of threads. The threads are POSIX threads of their own, not tasks of a
/// shared pool: the fuzzers' and the corpus check's work blocks in `waitpid`, and `jobs` threads
/// run `jobs` pieces at once whatever else the process or the machine is doing.
///
/// Threading: ``run(count:jobs:stackSize:_:)`` blocks the calling thread until every worker is
/// done; the work runs on the workers, at most `jobs` at once, and shares with its caller only
/// what it captures (which must be `Sendable`).
package enum WorkerPool {
  /// The threads a default run uses: the processors online, at least one.
  package static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// Runs `work(0)`, `work(1)`... `work(count - 1)` on `jobs` threads and waits for them.
  ///
  /// - Parameters:
  ///   - count: How many pieces of work.
  ///   - jobs: How many threads (at least one, at most `count`).
  ///   - stackSize: Each thread's stack in bytes (at least the system's minimum).
  ///   - work: One piece of work, given its number.
  /// - Throws: The first error a piece of work threw; the others stop taking numbers once it has,
  ///   and the pieces already running finish.
  package static func run<Failure: Error>(
    count: Int, jobs: Int, stackSize: Int = 1 << 20, _ work: @escaping @Sendable (Int) throws(Failure) -> Void
  ) throws(Failure) {
    guard count > 0 else { return }
    let shared = Shared<Failure>(count: count, work: work)
    let threads = max(1, min(jobs, count))
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, max(stackSize, Int(PTHREAD_STACK_MIN)))
    var started: [Thread] = []
    for _ in 0..<threads {
      var thread = Thread()
      let context = Unmanaged.passRetained(shared).toOpaque()
      if pthread_create(&thread, &attributes, workerEntry, context) == 0 {
        started.append(thread)
      } else {
        // No thread for it: the work still gets done, by the threads that started or by the caller.
        Unmanaged<AnyObject>.fromOpaque(context).release()
      }
    }
    if started.isEmpty { shared.work() }
    for thread in started { join(thread) }
    if let failure = shared.failure { throw failure }
  }
}

/// What the workers of one run share: the next number, the first failure, the work.
///
/// `@unchecked Sendable`: `next` and `firstFailure` are read and written only under `state`'s lock,
/// and the rest is immutable.
private final class Shared<Failure: Error>: @unchecked Sendable, WorkerContext {
  let count: Int
  let body: @Sendable (Int) throws(Failure) -> Void
  let state = Locked((next: 0, failure: Failure?.none))

  init(count: Int, work: @escaping @Sendable (Int) throws(Failure) -> Void) {
    self.count = count
    body = work
  }

  var failure: Failure? { state.withLock { $0.failure } }

  /// Takes numbers until none are left or a piece has failed.
  func work() {
    while true {
      let number: Int? = state.withLock { state in
        guard state.failure == nil, state.next < count else { return nil }
        defer { state.next += 1 }
        return state.next
      }
      guard let number else { return }
      do throws(Failure) {
        try body(number)
      } catch {
        state.withLock { state in
          if state.failure == nil { state.failure = error }
        }
        return
      }
    }
  }
}

/// The one thing a worker thread does with its context, whatever its failure type.
private protocol WorkerContext: AnyObject {
  func work()
}

// MARK: - What differs between the C libraries

#if canImport(Darwin)
  /// A thread's handle as `pthread_create` fills it in: Darwin's is an optional pointer.
  private typealias Thread = pthread_t?
  private func join(_ thread: Thread) {
    if let thread { pthread_join(thread, nil) }
  }
#else
  /// A thread's handle as `pthread_create` fills it in.
  private typealias Thread = pthread_t
  private func join(_ thread: Thread) {
    pthread_join(thread, nil)
  }
#endif

/// The threads' entry point: the context is retained once per thread and released here.
#if canImport(Darwin)
  private func workerEntry(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    (Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue() as? any WorkerContext)?.work()
    return nil
  }
#else
  private func workerEntry(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    (Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue() as? any WorkerContext)?.work()
    return nil
  }
#endif

import Testing

@testable import CalibrateSupport

/// The one worker pool: every number once, on as many threads as asked, and the first failure
/// stops it.
@Suite("WorkerPool")
struct WorkerPoolTests {
  struct Stop: Error, Equatable {
    var at: Int
  }

  @Test("every number runs exactly once, whatever the number of threads", arguments: [1, 2, 3, 8, 500])
  func everyNumberOnce(jobs: Int) throws {
    let seen = Locked([Int](repeating: 0, count: 300))
    try WorkerPool.run(count: 300, jobs: jobs) { (number: Int) throws(Stop) in
      seen.withLock { $0[number] += 1 }
    }
    #expect(seen.withLock { $0 } == [Int](repeating: 1, count: 300))
  }

  @Test("no work: nothing runs and nothing throws")
  func empty() throws {
    let runs = Locked(0)
    try WorkerPool.run(count: 0, jobs: 4) { (_: Int) throws(Stop) in runs.withLock { $0 += 1 } }
    #expect(runs.withLock { $0 } == 0)
  }

  @Test("the first failure is thrown, and no number after it is taken")
  func firstFailureStops() {
    let taken = Locked(Set<Int>())
    #expect(throws: Stop(at: 5)) {
      try WorkerPool.run(count: 1000, jobs: 1) { (number: Int) throws(Stop) in
        taken.withLock { _ = $0.insert(number) }
        if number == 5 { throw Stop(at: 5) }
      }
    }
    #expect(taken.withLock { $0 } == Set(0...5))
  }

  @Test("two jobs run two pieces at once, on threads of their own")
  func runsInParallel() throws {
    // Each piece waits until the other has started, so one thread alone would never finish.
    let started = Locked(0)
    let threads = Locked(Set<UInt64>())
    try WorkerPool.run(count: 2, jobs: 2) { (_: Int) throws(Stop) in
      started.withLock { $0 += 1 }
      threads.withLock { _ = $0.insert(UInt64(pthread_self())) }
      let deadline = MonotonicClock.nanoseconds() + 10_000_000_000
      while started.withLock({ $0 }) < 2 && MonotonicClock.nanoseconds() < deadline { usleep(100) }
      guard started.withLock({ $0 }) == 2 else { throw Stop(at: -1) }
    }
    #expect(threads.withLock { $0.count } == 2)
  }
}

/// The lock and the clock the pool stands on.
@Suite("Locked and MonotonicClock")
struct LockedClockTests {
  @Test("a counter incremented from four threads under the lock loses nothing")
  func lockedCounter() throws {
    let counter = Locked(0)
    try WorkerPool.run(count: 4, jobs: 4) { (_: Int) throws(WorkerPoolTests.Stop) in
      for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
    }
    #expect(counter.withLock { $0 } == 40_000)
  }

  @Test("the clock never goes back, and seconds(since:) of a later reading is 0")
  func clock() {
    let first = MonotonicClock.nanoseconds()
    let second = MonotonicClock.nanoseconds()
    #expect(second >= first)
    #expect(MonotonicClock.seconds(since: first) >= 0)
    #expect(MonotonicClock.seconds(since: second + 1_000_000_000) == 0)
  }
}

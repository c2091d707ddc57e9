import CalibrateSupport

// MARK: - Mapping on all cores

extension Array where Element: Sendable {
  /// `map(transform)`, in chunks on the package's worker pool (one thread per core), the results
  /// in order.
  ///
  /// The batch report reads, recomputes and draws each face and configuration on its own, so it
  /// spreads them over the cores as `calibrate batch` spreads faces.
  ///
  /// - Parameter transform: A function of one element, safe to call from any thread.
  func concurrentMap<Mapped: Sendable>(_ transform: @escaping @Sendable (Element) -> Mapped) -> [Mapped] {
    let chunkCount = Swift.max(1, Swift.min(count / 8, 64))
    let chunks = Locked<[Int: [Mapped]]>([:])
    let elements = self
    WorkerPool.run(count: chunkCount, jobs: WorkerPool.processorCount) { chunk in
      let range = (elements.count * chunk / chunkCount)..<(elements.count * (chunk + 1) / chunkCount)
      let mapped = elements[range].map(transform)
      chunks.withLock { $0[chunk] = mapped }
    }
    return chunks.withLock { chunks in (0..<chunkCount).flatMap { chunks[$0] ?? [] } }
  }
}

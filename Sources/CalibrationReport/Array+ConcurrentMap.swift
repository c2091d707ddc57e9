import Dispatch
import Platform

// MARK: - Mapping on all cores

extension Array where Element: Sendable {
  /// `map(transform)`, in chunks on all cores, the results in order.
  ///
  /// The batch report reads, recomputes and draws each face and configuration on its own, so it
  /// spreads them over the cores as `calibrate batch` spreads faces.
  ///
  /// - Parameter transform: A function of one element, safe to call from any thread.
  func concurrentMap<Mapped: Sendable>(_ transform: @Sendable (Element) -> Mapped) -> [Mapped] {
    let chunkCount = Swift.max(1, Swift.min(count / 8, 64))
    let chunks = Locked<[Int: [Mapped]]>([:])
    DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
      let range = (count * chunk / chunkCount)..<(count * (chunk + 1) / chunkCount)
      let mapped = self[range].map(transform)
      chunks.withLock { $0[chunk] = mapped }
    }
    return chunks.withLock { chunks in (0..<chunkCount).flatMap { chunks[$0] ?? [] } }
  }
}

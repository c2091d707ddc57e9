import Synchronization

/// The shared, immutable table of placeholder titles for one character.
///
/// Built once per character on first use (``shared(for:)`` takes a lock only then and when a
/// `PlaceholderTitle` is created); lookups afterwards read an immutable array, so they are
/// lock-free and return a string that shares the table's storage.
///
/// Threading: immutable after `init`; `Sendable`.
@usableFromInline
final class TitleStore: Sendable {
  @usableFromInline let titles: [String]
  @usableFromInline let placeholder: Unicode.Scalar

  private static let stores = Mutex<[UInt32: TitleStore]>([:])

  private init(placeholder: Unicode.Scalar, cachedCount: Int) {
    self.placeholder = placeholder
    let character = String(placeholder)
    titles = (0...cachedCount).map { String(repeating: character, count: $0) }
  }

  /// The store for a character, built on first request.
  static func shared(for placeholder: Unicode.Scalar) -> TitleStore {
    stores.withLock { stores in
      if let store = stores[placeholder.value] { return store }
      let store = TitleStore(placeholder: placeholder, cachedCount: PlaceholderTitle.cachedCount)
      stores[placeholder.value] = store
      return store
    }
  }

  /// The title of `count` placeholders; cached counts do not allocate.
  @inlinable
  func title(count: Int) -> String {
    if count < titles.count { return titles[count] }
    return String(repeating: String(placeholder), count: count)
  }
}

import Synchronization

/// The shared, immutable table of placeholder titles for one character.
///
/// Built once per character on first use (``shared(for:)`` takes a lock only then and when a
/// `PlaceholderTitle` is created); lookups afterwards read an immutable array, so they are
/// lock-free and return a string that shares the table's storage.
///
/// The titles also sit in a plain buffer that ``PlaceholderTitle`` keeps a pointer to, so the
/// hot path reaches a title with one load and no bounds check it has not already made.
///
/// Threading: immutable after `init`; `@unchecked Sendable` because the buffer is written only
/// in `init`, before the store is published under the lock of ``shared(for:)``, and only read
/// afterwards.
@usableFromInline
final class TitleStore: @unchecked Sendable {
  /// The cached titles: index N holds N placeholders.
  let titles: [String]
  @usableFromInline let placeholder: Unicode.Scalar
  /// `titles` again, for lookups without the array's indirection; lives as long as the store.
  @usableFromInline let buffer: UnsafeMutablePointer<String>

  private static let stores = Mutex<[UInt32: TitleStore]>([:])

  private init(placeholder: Unicode.Scalar, cachedCount: Int) {
    self.placeholder = placeholder
    let character = String(placeholder)
    titles = (0...cachedCount).map { String(repeating: character, count: $0) }
    buffer = UnsafeMutablePointer<String>.allocate(capacity: titles.count)
    buffer.initialize(from: titles, count: titles.count)
  }

  deinit {
    buffer.deinitialize(count: titles.count)
    buffer.deallocate()
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

  /// A title too long for the table, built on each call.
  @usableFromInline
  @inline(never)
  func uncachedTitle(count: Int) -> String {
    String(repeating: String(placeholder), count: count)
  }
}

/// A read-only view of a ``TitleStore``'s buffer, carried by value in ``PlaceholderTitle``.
///
/// `@unchecked Sendable`: the buffer is immutable after the store's `init` and the store, which
/// owns it, is kept alive by the same `PlaceholderTitle` and never freed while shared.
@usableFromInline
struct TitleBuffer: @unchecked Sendable {
  @usableFromInline let base: UnsafePointer<String>

  @usableFromInline
  init(base: UnsafePointer<String>) {
    self.base = base
  }
}

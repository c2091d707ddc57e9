import Synchronization

/// The shared, immutable table of placeholder titles for one character and guard.
///
/// Built once per (character, guard) on first use (``shared(for:guard:)`` takes a lock only
/// then and when a `PlaceholderTitle` is created); lookups afterwards read an immutable array,
/// so they are lock-free and return a string that shares the table's storage. Title N holds N
/// placeholders, between two guard characters when there is a guard; title 0 is always empty.
///
/// The titles also sit in a plain buffer that ``PlaceholderTitle`` keeps a pointer to, so the
/// hot path reaches a title with one load and no bounds check it has not already made.
///
/// Threading: immutable after `init`; `@unchecked Sendable` because the buffer is written only
/// in `init`, before the store is published under the lock of ``shared(for:guard:)``, and only read
/// afterwards.
@usableFromInline
final class TitleStore: @unchecked Sendable {
  /// The cached titles: index N holds N placeholders (and the guards, for N ≥ 1).
  let titles: [String]
  @usableFromInline let placeholder: Unicode.Scalar
  /// The character around every non-empty title, if any.
  @usableFromInline let guardCharacter: Unicode.Scalar?
  /// `titles` again, for lookups without the array's indirection; lives as long as the store.
  @usableFromInline let buffer: UnsafeMutablePointer<String>

  /// What a store is shared by.
  private struct Key: Hashable {
    var placeholder: Unicode.Scalar
    var guardCharacter: Unicode.Scalar?
  }

  private static let stores = Mutex<[Key: TitleStore]>([:])

  private init(placeholder: Unicode.Scalar, guardCharacter: Unicode.Scalar?, cachedCount: Int) {
    self.placeholder = placeholder
    self.guardCharacter = guardCharacter
    titles = (0...cachedCount).map {
      Self.title(placeholder: placeholder, guardCharacter: guardCharacter, count: $0)
    }
    buffer = UnsafeMutablePointer<String>.allocate(capacity: titles.count)
    buffer.initialize(from: titles, count: titles.count)
  }

  /// `count` placeholders, between guards when there is a guard and the count is not 0.
  private static func title(
    placeholder: Unicode.Scalar, guardCharacter: Unicode.Scalar?, count: Int
  ) -> String {
    let run = String(repeating: String(placeholder), count: count)
    guard let guardCharacter, count > 0 else { return run }
    let guardString = String(guardCharacter)
    return guardString + run + guardString
  }

  deinit {
    buffer.deinitialize(count: titles.count)
    buffer.deallocate()
  }

  /// The store for a character and guard, built on first request.
  static func shared(
    for placeholder: Unicode.Scalar, guard guardCharacter: Unicode.Scalar? = nil
  ) -> TitleStore {
    let key = Key(placeholder: placeholder, guardCharacter: guardCharacter)
    return stores.withLock { stores in
      if let store = stores[key] { return store }
      let store = TitleStore(
        placeholder: placeholder, guardCharacter: guardCharacter, cachedCount: PlaceholderTitle.cachedCount)
      stores[key] = store
      return store
    }
  }

  /// A title too long for the table, built on each call.
  @usableFromInline
  @inline(never)
  func uncachedTitle(count: Int) -> String {
    Self.title(placeholder: placeholder, guardCharacter: guardCharacter, count: count)
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

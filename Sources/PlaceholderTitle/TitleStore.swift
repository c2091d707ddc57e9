/// The immutable table of placeholder titles for one character and guard.
///
/// The tables of U+200A HAIR SPACE, with and without a U+200B guard, are `static let`s: built
/// once on first use (Swift initializes a global lazily and thread-safely), then shared by every
/// `RepeatedTitle` using them. Any other character and guard gets a table of its own, built
/// when the title maker is created and shared by its copies (``CalibratedRepeatedTitle`` builds
/// one for all its sizes). No lock is taken anywhere, so the runtime needs nothing newer than the
/// standard library of iOS 15 and macOS 12. Lookups read an immutable array and return a string
/// that shares the table's storage. Title N holds N placeholders, between two guard characters
/// when there is a guard; title 0 is always empty.
///
/// The titles also sit in a plain buffer that ``RepeatedTitle`` keeps a pointer to, so the
/// hot path reaches a title with one load and no bounds check it has not already made.
///
/// Threading: immutable after `init`; `@unchecked Sendable` because the buffer is written only
/// in `init`, before the store can be shared, and only read afterwards.
@usableFromInline
final class TitleStore: @unchecked Sendable {
  /// The cached titles: index N holds N placeholders (and the guards, for N ≥ 1).
  let titles: [String]
  @usableFromInline let placeholder: Unicode.Scalar
  /// The character around every non-empty title, if any.
  @usableFromInline let guardCharacter: Unicode.Scalar?
  /// `titles` again, for lookups without the array's indirection; lives as long as the store.
  @usableFromInline let buffer: UnsafeMutablePointer<String>

  /// The hair space's table, without a guard.
  private static let hairSpace = TitleStore(
    placeholder: "\u{200A}", guardCharacter: nil, cachedCount: RepeatedTitle.cachedCount)
  /// The hair space's table between U+200B guards.
  private static let guardedHairSpace = TitleStore(
    placeholder: "\u{200A}", guardCharacter: "\u{200B}", cachedCount: RepeatedTitle.cachedCount)

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

  /// The store for a character and guard: the shared one of the hair space, or a new one.
  static func shared(
    for placeholder: Unicode.Scalar, guard guardCharacter: Unicode.Scalar? = nil
  ) -> TitleStore {
    switch (placeholder, guardCharacter) {
    case ("\u{200A}", nil): return hairSpace
    case ("\u{200A}", "\u{200B}"?): return guardedHairSpace
    default:
      return TitleStore(
        placeholder: placeholder, guardCharacter: guardCharacter, cachedCount: RepeatedTitle.cachedCount)
    }
  }

  /// A title too long for the table, built on each call.
  @usableFromInline
  @inline(never)
  func uncachedTitle(count: Int) -> String {
    Self.title(placeholder: placeholder, guardCharacter: guardCharacter, count: count)
  }
}

/// A read-only view of a ``TitleStore``'s buffer, carried by value in ``RepeatedTitle``.
///
/// `@unchecked Sendable`: the buffer is immutable after the store's `init` and the store, which
/// owns it, is kept alive by the same `RepeatedTitle` and never freed while shared.
@usableFromInline
struct TitleBuffer: @unchecked Sendable {
  @usableFromInline let base: UnsafePointer<String>

  @usableFromInline
  init(base: UnsafePointer<String>) {
    self.base = base
  }
}

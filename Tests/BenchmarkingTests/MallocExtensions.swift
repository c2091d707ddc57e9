import CalibrateSupport

/// glibc's `<malloc.h>` functions, which the Glibc module does not import, looked up by name.
///
/// `dlsym` with the default handle finds the first definition in the process, which is the
/// interposer's when it is linked in, exactly as a C caller would. The lookups happen once, on
/// first use, so they never fall inside a counted region after ``resolve()``.
enum MallocExtensions {
  typealias Memalign = @convention(c) (Int, Int) -> UnsafeMutableRawPointer?
  typealias Pvalloc = @convention(c) (Int) -> UnsafeMutableRawPointer?
  typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int

  private static let memalignFunction = dlsym(nil, "memalign").map { unsafeBitCast($0, to: Memalign.self) }
  private static let pvallocFunction = dlsym(nil, "pvalloc").map { unsafeBitCast($0, to: Pvalloc.self) }
  private static let usableSizeFunction = dlsym(nil, "malloc_usable_size").map {
    unsafeBitCast($0, to: UsableSize.self)
  }

  /// Looks every function up; true when all were found.
  static func resolve() -> Bool {
    memalignFunction != nil && pvallocFunction != nil && usableSizeFunction != nil
  }

  static func memalign(_ alignment: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    memalignFunction?(alignment, size)
  }

  static func pvalloc(_ size: Int) -> UnsafeMutableRawPointer? {
    pvallocFunction?(size)
  }

  static func usableSize(_ pointer: UnsafeMutableRawPointer?) -> Int {
    usableSizeFunction?(pointer) ?? 0
  }
}

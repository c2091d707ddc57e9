/// The `searchRange`, `entrySelector` and `rangeShift` triple that sfnt binary-search headers carry.
///
/// The table directory, `cmap` format 4 and `kern` format 0 all describe their arrays this way,
/// so the arithmetic lives in one place.
struct BinarySearchParameters {
  /// The size in bytes of the largest power-of-two run of records that fits.
  let searchRange: Int

  /// The base-2 logarithm of that power of two.
  let entrySelector: Int

  /// The size in bytes of the records beyond that power of two.
  let rangeShift: Int

  /// Computes the triple for `count` records of `recordSize` bytes each.
  init(count: Int, recordSize: Int) {
    guard count > 0 else {
      searchRange = 0
      entrySelector = 0
      rangeShift = 0
      return
    }
    var power = 1
    var exponent = 0
    while power * 2 <= count {
      power *= 2
      exponent += 1
    }
    searchRange = power * recordSize
    entrySelector = exponent
    rangeShift = count * recordSize - searchRange
  }
}

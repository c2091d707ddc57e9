import Foundation

/// The pixels of a PNG file, decoded here so tests can read what a renderer drew without a
/// library: 8-bit RGB or RGBA, not interlaced (what `rsvg-convert` writes).
package struct PNGImage: Sendable {
  /// Why a file could not be decoded.
  struct Failure: Error, CustomStringConvertible {
    package var description: String
  }

  /// One pixel's colour.
  package struct Color: Sendable, Equatable, CustomStringConvertible {
    package var red: Int
    package var green: Int
    var blue: Int

    package init(red: Int, green: Int, blue: Int) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// A colour written `#rrggbb`.
    package init(hex: String) {
      let value = Int(hex.dropFirst(), radix: 16) ?? 0
      self.init(red: value >> 16 & 0xFF, green: value >> 8 & 0xFF, blue: value & 0xFF)
    }

    /// The squared distance to another colour.
    package func distance(to other: Color) -> Int {
      let (r, g, b) = (red - other.red, green - other.green, blue - other.blue)
      return r * r + g * g + b * b
    }

    package var description: String { "rgb(\(red), \(green), \(blue))" }
  }

  package let width: Int
  package let height: Int
  /// Red, green and blue of every pixel, row by row.
  private let samples: [UInt8]

  /// Decodes a PNG file.
  package init(contentsOf url: URL) throws {
    try self.init(bytes: [UInt8](try Data(contentsOf: url)))
  }

  /// Decodes PNG bytes.
  package init(bytes: [UInt8]) throws {
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw Failure(description: "not a PNG file")
    }
    var position = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    func word(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    while position + 8 <= bytes.count {
      let length = word(position)
      let kind = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
      let body = Array(bytes[(position + 8)..<min(bytes.count, position + 8 + length)])
      position += 12 + length
      if kind == "IHDR" { header = body }
      if kind == "IDAT" { compressed += body }
      if kind == "IEND" { break }
    }
    guard header.count == 13 else { throw Failure(description: "no IHDR chunk") }
    let width = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
    let height = Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7])
    guard header[8] == 8, header[12] == 0, header[9] == 2 || header[9] == 6 else {
      throw Failure(description: "only 8-bit RGB or RGBA without interlacing is decoded")
    }
    let channels = header[9] == 2 ? 3 : 4
    guard compressed.count > 2 else { throw Failure(description: "no image data") }
    var inflater = Inflater(Array(compressed.dropFirst(2)))
    let raw = try inflater.inflate()
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else { throw Failure(description: "the image data is short") }
    var samples = [UInt8](repeating: 0, count: width * height * 3)
    var previous = [UInt8](repeating: 0, count: stride)
    var line = [UInt8](repeating: 0, count: stride)
    for y in 0..<height {
      let start = y * (stride + 1)
      let filter = raw[start]
      for x in 0..<stride {
        let value = Int(raw[start + 1 + x])
        let left = x >= channels ? Int(line[x - channels]) : 0
        let up = Int(previous[x])
        let upLeft = x >= channels ? Int(previous[x - channels]) : 0
        let predictor: Int
        switch filter {
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let estimate = left + up - upLeft
          let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
          predictor = a <= b && a <= c ? left : (b <= c ? up : upLeft)
        default: predictor = 0
        }
        line[x] = UInt8((value + predictor) & 0xFF)
      }
      for x in 0..<width {
        for channel in 0..<3 { samples[(y * width + x) * 3 + channel] = line[x * channels + channel] }
      }
      swap(&previous, &line)
    }
    self.width = width
    self.height = height
    self.samples = samples
  }

  /// The colour at a pixel (0-based, from the top left).
  package func color(x: Int, y: Int) -> Color {
    let index = (y * width + x) * 3
    return Color(red: Int(samples[index]), green: Int(samples[index + 1]), blue: Int(samples[index + 2]))
  }
}

/// A DEFLATE decoder (RFC 1951), after puff.c: enough for image data, not fast.
private struct Inflater {
  private let bytes: [UInt8]
  private var position = 0
  private var bitBuffer = 0
  private var bitCount = 0
  private var output: [UInt8] = []

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
  private struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
    227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
    4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]

  mutating func inflate() throws -> [UInt8] {
    var last = 0
    while last == 0 {
      last = try bits(1)
      switch try bits(2) {
      case 0: try stored()
      case 1:
        let lengths =
          [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
          + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
        try codes(Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
      case 2: try dynamic()
      default: throw PNGImage.Failure(description: "invalid DEFLATE block type")
      }
    }
    return output
  }

  private mutating func bits(_ count: Int) throws -> Int {
    while bitCount < count {
      guard position < bytes.count else { throw PNGImage.Failure(description: "DEFLATE data ends early") }
      bitBuffer |= Int(bytes[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << count) - 1)
    bitBuffer >>= count
    bitCount -= count
    return value
  }

  private mutating func stored() throws {
    bitBuffer = 0
    bitCount = 0
    guard position + 4 <= bytes.count else { throw PNGImage.Failure(description: "stored block ends early") }
    let length = Int(bytes[position]) | Int(bytes[position + 1]) << 8
    position += 4
    guard position + length <= bytes.count else {
      throw PNGImage.Failure(description: "stored block ends early")
    }
    output += bytes[position..<(position + length)]
    position += length
  }

  private mutating func decode(_ huffman: Huffman) throws -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1...15 {
      code |= try bits(1)
      let count = huffman.counts[length]
      if code - count < first { return huffman.symbols[index + (code - first)] }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw PNGImage.Failure(description: "invalid Huffman code")
  }

  private mutating func codes(_ lengths: Huffman, _ distances: Huffman) throws {
    while true {
      let symbol = try decode(lengths)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < 29 else { throw PNGImage.Failure(description: "invalid length symbol") }
        let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
        let distanceSymbol = try decode(distances)
        guard distanceSymbol < 30 else { throw PNGImage.Failure(description: "invalid distance symbol") }
        let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
        guard distance <= output.count else { throw PNGImage.Failure(description: "distance too far back") }
        let start = output.count - distance
        for offset in 0..<length { output.append(output[start + offset]) }
      }
    }
  }

  private mutating func dynamic() throws {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeCount = try bits(4) + 4
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    var codeLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
    let lengthCode = Huffman(lengths: codeLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(lengthCode)
      switch symbol {
      case 0..<16: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else {
          throw PNGImage.Failure(description: "repeat with no length")
        }
        lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
      case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
      default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
      }
    }
    try codes(
      Huffman(lengths: Array(lengths[0..<literalCount])),
      Huffman(lengths: Array(lengths[literalCount..<(literalCount + distanceCount)])))
  }
}

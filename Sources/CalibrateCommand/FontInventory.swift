import CalibrateSupport
import TextMetrics

/// Finds the font files a batch calibrates: from folders, a list file or a fontconfig pattern.
enum FontInventory {
  /// File name endings treated as fonts when searching folders: TrueType, OpenType and their
  /// collections, WOFF and WOFF2, and Type 1 (`.pfb`, `.pfa`, `.t1`).
  static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2", "pfb", "pfa", "t1"]

  /// One file to calibrate, with the faces to take from it (`nil`: every face).
  struct Item: Hashable {
    var path: String
    var faceIndex: Int?
  }

  /// Collects the files the options name, sorted and without duplicates.
  ///
  /// - Throws: ``CommandError`` for a missing path or list, a bad pattern, or no font at all.
  static func items(_ options: BatchOptions) throws(CommandError) -> [Item] {
    var items: [Item] = []
    for path in options.fontPaths {
      items += try search(path)
    }
    if let list = options.fontList {
      let text = try CommandError.filing { () throws(FileError) in try TextFile.read(list) }
      for line in text.split(whereSeparator: \.isNewline) {
        let entry = line.trimmingSpaces()
        guard !entry.isEmpty, !entry.hasPrefix("#") else { continue }
        items.append(Item(path: entry, faceIndex: nil))
      }
    }
    if let pattern = options.fontPattern {
      items += try CommandError.measuring { () throws(MetricsError) in
        try FontLocator.list(pattern).map { Item(path: $0.path, faceIndex: $0.faceIndex) }
      }
    }
    var seen: Set<Item> = []
    let unique = items.filter { seen.insert($0).inserted }.sorted {
      ($0.path, $0.faceIndex ?? -1) < ($1.path, $1.faceIndex ?? -1)
    }
    // A run over no font at all is a mistake (an empty folder, a pattern that matches nothing),
    // not a library that calibrated; a shard that gets none of a library's files is not.
    guard !unique.isEmpty else { throw .noFonts(sources(options)) }
    guard let shard = options.shard else { return unique }
    return unique.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
  }

  /// Where the options look for fonts, in words for the error when they find none: `--fonts
  /// 'empty' holds no file named .ttf, .otf, ...`, `--pattern 'X' matches no installed face`.
  static func sources(_ options: BatchOptions) -> String {
    var places: [String] = []
    let endings = extensions.sorted().map { "." + $0 }.joined(separator: ", ")
    for path in options.fontPaths {
      places.append("--fonts '\(TerminalText.printable(path))' holds no file named \(endings)")
    }
    if let list = options.fontList {
      places.append(
        "--list '\(TerminalText.printable(list))' names no font (one path a line, # for comments)")
    }
    if let pattern = options.fontPattern {
      places.append(
        "--pattern '\(TerminalText.printable(pattern))' matches no installed face (fc-list lists them)")
    }
    return places.joined(separator: ", ")
  }

  /// A file, or every font file below a folder.
  static func search(_ path: String) throws(CommandError) -> [Item] {
    var status = stat()
    guard stat(path, &status) == 0 else { throw .fontPathMissing(path: path) }
    guard status.st_mode & S_IFMT == S_IFDIR else { return [Item(path: path, faceIndex: nil)] }
    guard let files = Folder.files(below: path) else { throw .cannotListFolder(path: path) }
    var items: [Item] = []
    let base = path.hasSuffix("/") ? String(path.dropLast()) : path
    for relative in files {
      let name = relative.split(separator: "/").last.map(String.init) ?? relative
      guard let dot = name.lastIndex(of: "."),
        extensions.contains(name[name.index(after: dot)...].lowercased())
      else {
        continue
      }
      items.append(Item(path: base + "/" + relative, faceIndex: nil))
    }
    return items
  }
}

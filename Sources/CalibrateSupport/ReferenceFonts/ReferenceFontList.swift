/// The project's reference fonts, read from the one list every part of the project uses:
/// `fonts/reference-fonts.txt` (the Makefile and `.ci/install-packages` read it too).
///
/// Threading: a plain value; `Sendable`.
package struct ReferenceFontList: Sendable {
  /// The list's path inside the package.
  package static let relativePath = "fonts/reference-fonts.txt"

  /// The fonts, in the list's order.
  package var fonts: [ReferenceFont]
  /// The package root the list was read from (`.` when it is the working directory), against
  /// which relative font paths are resolved.
  var root: String

  /// Creates a list of fonts.
  package init(fonts: [ReferenceFont], root: String) {
    self.fonts = fonts
    self.root = root
  }

  /// Parses the list's text.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - root: The package root, for relative paths.
  /// - Throws: ``FileError`` naming the line that does not have four columns or has an unknown
  ///   role.
  package init(parsing text: String, root: String) throws(FileError) {
    var fonts: [ReferenceFont] = []
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let trimmed = line.drop { $0 == " " }
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
      let columns = trimmed.split(separator: " ").map(String.init)
      let location = "\(Self.relativePath):\(lineNumber)"
      guard columns.count == 4 else {
        throw FileError(.read, path: location, reason: "expected slug, package, path and roles")
      }
      var roles: Set<ReferenceFont.Role> = []
      for name in columns[3].split(separator: ",") {
        guard let role = ReferenceFont.Role(rawValue: String(name)) else {
          throw FileError(.read, path: location, reason: "unknown role '\(name)'")
        }
        roles.insert(role)
      }
      fonts.append(
        ReferenceFont(
          slug: columns[0], package: columns[1] == "-" ? nil : columns[1], path: columns[2], roles: roles))
    }
    self.fonts = fonts
    self.root = root
  }

  /// Reads the list of a package checkout.
  ///
  /// - Parameter root: The package root; the default looks in the working directory (where
  ///   `make` runs the tools) and then in the checkout this file was compiled from.
  /// - Throws: ``FileError`` when the list cannot be read or parsed.
  package static func load(root: String? = nil) throws(FileError) -> ReferenceFontList {
    let chosen = root ?? (TextFile.exists(relativePath) ? "." : sourceRoot)
    let text = try TextFile.read(chosen == "." ? relativePath : chosen + "/" + relativePath)
    return try ReferenceFontList(parsing: text, root: chosen)
  }

  /// The package root of the checkout this file was compiled from.
  package static var sourceRoot: String {
    var path = #filePath
    for _ in 0..<4 {
      guard let slash = path.lastIndex(of: "/") else { return "." }
      path = String(path[..<slash])
    }
    return path.isEmpty ? "/" : path
  }

  /// The fonts that have a role, in the list's order.
  package func fonts(_ role: ReferenceFont.Role) -> [ReferenceFont] {
    fonts.filter { $0.roles.contains(role) }
  }

  /// The font with a slug, if listed.
  package func font(_ slug: String) -> ReferenceFont? {
    fonts.first { $0.slug == slug }
  }

  /// A font's file: its path as listed when absolute or when the root is the working directory,
  /// else resolved against the root.
  package func resolvedPath(of font: ReferenceFont) -> String {
    font.path.hasPrefix("/") || root == "." ? font.path : root + "/" + font.path
  }
}

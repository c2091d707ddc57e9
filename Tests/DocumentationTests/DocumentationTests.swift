import CalibrateTestSupport
import CalibrationReports
import FontCalibration
import Foundation
import PlaceholderTitle
import Testing

/// The documents a newcomer reads: the README stays short, and every relative link in the
/// README, CONTRIBUTING.md, SECURITY.md and docs/ leads to a file that exists and, with a
/// `#fragment`, to a heading it has.
@Suite("Documentation")
struct DocumentationTests {
  /// The pages checked, relative to the package root.
  static func pages() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: PackageRoot.url.appendingPathComponent("docs").path
    ).filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return ["README.md", "CONTRIBUTING.md", "SECURITY.md", "CHANGELOG.md", "results/README.md"] + docs
  }

  /// The text of a page.
  static func text(_ page: String) throws -> String {
    try String(contentsOf: PackageRoot.url.appendingPathComponent(page), encoding: .utf8)
  }

  /// The targets of a page's Markdown links `[text](target)` and images, outside code blocks.
  static func links(in text: String) -> [String] {
    var targets: [String] = []
    var inCode = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inCode.toggle() }
      if inCode || line.hasPrefix("    ") { continue }
      var rest = Substring(line)
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        targets.append(String(after[..<close]))
        rest = after[close...]
      }
    }
    return targets
  }

  /// GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens.
  static func anchor(_ heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        return character.isLetter || character.isNumber || character == "-" || character == "_"
          ? character : nil
      })
  }

  @Test("every relative link leads to a file, and every fragment to a heading")
  func links() throws {
    var checked = 0
    for page in try Self.pages() {
      let folder = URL(fileURLWithPath: page).deletingLastPathComponent().relativePath
      for target in Self.links(in: try Self.text(page)) where !target.contains("://") {
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = parts[0].isEmpty ? page : (folder == "." ? "" : folder + "/") + parts[0]
        let url = PackageRoot.url.appendingPathComponent(file).standardizedFileURL
        #expect(FileManager.default.fileExists(atPath: url.path), "\(page) links to \(target): no such file")
        if parts.count == 2, file.hasSuffix(".md"), let linked = try? String(contentsOf: url, encoding: .utf8)
        {
          let anchors = linked.split(separator: "\n").filter { $0.hasPrefix("#") }.map {
            Self.anchor($0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces))
          }
          #expect(anchors.contains(String(parts[1])), "\(page) links to \(target): no such heading")
        }
        checked += 1
      }
    }
    #expect(checked > 40)
  }

  @Test("the README stays short and points at every page of docs/")
  func readme() throws {
    let readme = try Self.text("README.md")
    #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
    for page in try Self.pages() where page.hasPrefix("docs/") {
      #expect(readme.contains("](\(page))"), "README.md does not link \(page)")
    }
    #expect(FileManager.default.fileExists(atPath: PackageRoot.url.appendingPathComponent("LICENSE").path))
    #expect(try Self.text("LICENSE").contains("Apache License\n                           Version 2.0"))
  }

  @Test(
    "CHANGELOG.md's newest section is the package's version, and every section is a version with the date it landed"
  )
  func changelog() throws {
    let headings = try Self.text("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## ") }
      .map { String($0.dropFirst(3)) }
    // `## 0.4.0 - 2026-12-07`: the version, then the date it landed, newest first.
    let sections = headings.map { heading -> (version: String, date: String) in
      let parts = heading.components(separatedBy: " - ")
      return (parts[0], parts.count == 2 ? parts[1] : "")
    }
    #expect(sections.first?.version == PackageVersion.current)
    #expect(sections.contains { $0.version == "0.1.0" })
    for section in sections {
      let parts = section.version.split(separator: ".")
      #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(section.version)")
      let date = section.date.split(separator: "-")
      #expect(
        date.count == 3 && date.map(\.count) == [4, 2, 2] && date.allSatisfy { Int($0) != nil },
        "\(section.version) has no date: \(section.date)")
    }
    let dates = sections.map(\.date)
    #expect(dates == dates.sorted(by: >), "sections are not newest first: \(dates)")
  }

  @Test("the README's example output is what calibrate --hinting full prints for Inter now")
  func readmeExample() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    var settings = CalibrationSettings()
    settings.font = TestFonts.inter
    settings.hinting = .full
    let printed = FitReport(run: try CalibrationRun.perform(settings)).rendered(.table)
      .split(separator: "\n").map(String.init)
    let lines = try Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    let heading = try #require(lines.firstIndex(of: "### What it prints"))
    let start = try #require(lines[heading...].firstIndex(of: "```"))
    let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
    let excerpt = lines[(start + 1)..<end].filter { !$0.isEmpty }
    #expect(excerpt.count >= 10)
    // Each quoted line is printed now (the font's path aside), after the one quoted before it.
    var next = printed.startIndex
    for line in excerpt {
      let found = printed[next...].firstIndex {
        $0 == line || (line.hasPrefix("Inter Regular (") && $0.hasPrefix("Inter Regular ("))
      }
      #expect(found != nil, "README.md quotes a line calibrate no longer prints: \(line)")
      next = found.map { $0 + 1 } ?? next
    }
  }
}

import CalibrateTestSupport
import Foundation
import Testing

/// CONTRIBUTING.md's architecture is the package's: its tables give every target of
/// Package.swift one line with its job, and its dependency graph is the targets' direct
/// dependencies, each module after what it depends on.
@Suite("Architecture in CONTRIBUTING.md")
struct ArchitectureTests {
  /// The architecture section of CONTRIBUTING.md: from `## Architecture` to the next `## `.
  static func section() throws -> [Substring] {
    let text = try String(
      contentsOf: PackageRoot.url.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "## Architecture") else { return [] }
    let rest = lines[(start + 1)...]
    let end = rest.firstIndex { $0.hasPrefix("## ") } ?? rest.endIndex
    return Array(rest[..<end])
  }

  /// The table rows of the section whose first cell is one module in backticks, as
  /// (module, job).
  static func rows(_ section: [Substring]) -> [(module: String, job: String)] {
    section.compactMap { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 4, cells[1].hasPrefix("`"), cells[1].hasSuffix("`"), cells[1].count > 2 else {
        return nil
      }
      return (String(cells[1].dropFirst().dropLast()), cells[2])
    }
  }

  /// The lines `Module → A, B` (or `Module → nothing`) of the fenced block after the
  /// `### Dependency graph` heading, in order.
  static func graph(_ section: [Substring]) -> [(module: String, dependencies: [String])] {
    guard let heading = section.firstIndex(of: "### Dependency graph"),
      let open = section[heading...].firstIndex(where: { $0.hasPrefix("```") })
    else { return [] }
    var lines: [(String, [String])] = []
    for line in section[(open + 1)...] {
      if line.hasPrefix("```") { break }
      let parts = line.split(separator: "→", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2 else { continue }
      let dependencies =
        parts[1] == "nothing"
        ? [] : parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      lines.append((parts[0], dependencies))
    }
    return lines
  }

  @Test("every target of Package.swift has one line with its job, and no line names another")
  func everyTargetHasItsLine() throws {
    let package = try PackageGraph.describe()
    let rows = Self.rows(try Self.section())
    let listed = rows.map(\.module)
    #expect(Set(listed).count == listed.count, "a module has two lines: \(listed)")
    let targets = Set(package.targets.map(\.name))
    #expect(
      targets.subtracting(listed).sorted() == [], "targets of Package.swift missing from CONTRIBUTING.md")
    #expect(Set(listed).subtracting(targets).sorted() == [], "lines of CONTRIBUTING.md that name no target")
    for row in rows {
      #expect(row.job.count >= 20, "\(row.module): its job is '\(row.job)'")
    }
  }

  @Test("the dependency graph is the targets' direct dependencies, each after what it needs")
  func dependencyGraph() throws {
    let package = try PackageGraph.describe()
    let graph = Self.graph(try Self.section())
    let modules = package.targets.filter { $0.type != "test" }
    #expect(
      Set(graph.map(\.module)) == Set(modules.map(\.name)),
      "the graph's modules differ: \(Set(modules.map(\.name)).symmetricDifference(graph.map(\.module)).sorted())"
    )
    var seen: Set<String> = []
    for (module, dependencies) in graph {
      let target = try #require(modules.first { $0.name == module }, "\(module) is not a module")
      #expect(
        Set(dependencies) == Set(target.targetDependencies ?? []),
        "\(module): the graph says \(dependencies.sorted()), Package.swift \((target.targetDependencies ?? []).sorted())"
      )
      #expect(dependencies.allSatisfy(seen.contains), "\(module) comes before one of \(dependencies)")
      seen.insert(module)
    }
  }
}

import CalibrateTestSupport
import Foundation
import Testing

/// CONTRIBUTING.md's architecture is the package's: every target that is not a test has one line
/// with its job and the folders inside it; the dependency graph is the targets' direct
/// dependencies, each after what it needs; each test target is named after the module it tests;
/// only the products are in Sources/; and `public` appears only in the runtime.
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

  /// The table rows of the section whose first cell is one module in backticks, as (module,
  /// job, the folders its last cell names).
  static func rows(_ section: [Substring]) -> [(module: String, job: String, folders: [String])] {
    section.compactMap { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 5, cells[1].hasPrefix("`"), cells[1].hasSuffix("`"), cells[1].count > 2 else {
        return nil
      }
      let folders = cells[3].split(separator: "`").map(String.init).filter { $0.hasSuffix("/") }
        .map { String($0.dropLast()) }
      return (String(cells[1].dropFirst().dropLast()), cells[2], folders)
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

  /// The folders directly inside a folder of the package.
  static func subfolders(_ path: String) throws -> Set<String> {
    let url = PackageRoot.url.appendingPathComponent(path)
    return Set(
      try FileManager.default.contentsOfDirectory(atPath: url.path).filter { name in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(
          atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
          && isFolder.boolValue
      })
  }

  @Test("every target but the tests has one line with its job and the folders inside it")
  func everyTargetHasItsLine() throws {
    let package = try PackageGraph.describe()
    let rows = Self.rows(try Self.section())
    let listed = rows.map(\.module)
    #expect(Set(listed).count == listed.count, "a module has two lines: \(listed)")
    let modules = package.targets.filter { $0.type != "test" }
    let names = Set(modules.map(\.name))
    #expect(names.subtracting(listed).sorted() == [], "targets of Package.swift missing from CONTRIBUTING.md")
    #expect(Set(listed).subtracting(names).sorted() == [], "lines of CONTRIBUTING.md that name no target")
    for row in rows {
      #expect(row.job.count >= 20, "\(row.module): its job is '\(row.job)'")
      guard let target = modules.first(where: { $0.name == row.module }), target.moduleType == "SwiftTarget"
      else { continue }
      // A module's folders are its jobs: the line names every one, and only those.
      #expect(try Self.subfolders(target.path) == Set(row.folders), "\(row.module)'s folders")
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

  @Test("each test target is named after the module it tests, and nothing else is in Tests/")
  func testTargets() throws {
    let package = try PackageGraph.describe()
    let modules = Set(package.targets.filter { $0.type != "test" }.map(\.name))
    let tests = package.targets.filter { $0.type == "test" }
    let outside = ["RuntimeCrossCheckTests", "DocumentationTests"]
    for test in tests where !outside.contains(test.name) {
      #expect(
        test.name.hasSuffix("Tests") && modules.contains(String(test.name.dropLast("Tests".count))),
        "\(test.name) names no module")
    }
    #expect(
      try Self.subfolders("Tests") == Set(tests.map(\.name) + ["CalibrateTestSupport"]),
      "Tests/ holds a folder that is no test target")
  }

  @Test("Sources/ holds only what ships: the runtime, the tool and the modules they are made of")
  func sourcesShip() throws {
    let package = try PackageGraph.describe()
    let products = try PackageGraph.declaredProducts()
    #expect(Set(products.map(\.name)) == ["PlaceholderTitle", "calibrate"])
    // What the products are built from, following every dependency.
    var shipped: Set<String> = []
    var next = products.flatMap(\.targets)
    while let name = next.popLast() {
      guard shipped.insert(name).inserted, let target = package.targets.first(where: { $0.name == name })
      else { continue }
      next += target.targetDependencies ?? []
    }
    let inSources = Set(package.targets.filter { $0.path.hasPrefix("Sources/") }.map(\.name))
    #expect(inSources == shipped, "in Sources/ but not shipped: \(inSources.subtracting(shipped).sorted())")
    #expect(try Self.subfolders("Sources") == inSources)
  }

  /// Whether a line starts with a declaration whose access is `public`, after any attributes.
  static func declaresPublic(_ line: Substring) -> Bool {
    var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
    while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
    return words.first == "public" || words.first?.hasPrefix("public(") == true
  }

  @Test("public only in the runtime")
  func publicOnlyInTheRuntime() throws {
    let root = PackageRoot.url
    var found: [String] = []
    for folder in ["Sources", "Tools", "Benchmarks", "Tests"] {
      let base = root.appendingPathComponent(folder)
      let files = try #require(FileManager.default.enumerator(atPath: base.path)).compactMap { $0 as? String }
        .filter { $0.hasSuffix(".swift") }
      for file in files {
        let path = folder + "/" + file
        // The runtime is the product; the framework stubs the samples typecheck against are
        // Apple's API, not the package's.
        if path.hasPrefix("Sources/PlaceholderTitle/")
          || path.hasPrefix("Tests/RuntimeCrossCheckTests/Samples/")
          || path.hasPrefix("Tests/RuntimeCrossCheckTests/Distribution/")
        {
          continue
        }
        let lines = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8).split(
          separator: "\n")
        for (index, line) in lines.enumerated() where Self.declaresPublic(line) {
          found.append("\(path):\(index + 1)")
        }
      }
    }
    #expect(found == [])
  }
}

import CalibrateTestSupport
import Foundation
import Testing

/// The runtime's public API, listed from its symbol graph and compared with the listing checked in
/// at `docs/api/PlaceholderTitle.txt`, so every change an app sees shows in review.
///
/// After a deliberate change, regenerate the listing with
/// `CALIBRATE_UPDATE_API=1 swift test --filter PublicAPITests` (or `make api`), review its diff,
/// and say what changed in CHANGELOG.md.
@Suite("The runtime's public API")
struct PublicAPITests {
  static let listingPath = "docs/api/PlaceholderTitle.txt"
  static var updating: Bool { ProcessInfo.processInfo.environment["CALIBRATE_UPDATE_API"] == "1" }

  /// The listing: a header, then one line per public declaration (`kind path: declaration`) and
  /// per conformance of a public type, sorted by path. Members the compiler synthesizes
  /// (`==`, `hash(into:)`) come from the conformances and are not listed on their own.
  static func listing(_ graph: RuntimeModule.SymbolGraph) -> (text: String, declarations: Int) {
    let own = graph.symbols.filter { !$0.identifier.precise.contains("::SYNTHESIZED::") }
    let paths = Dictionary(own.map { ($0.identifier.precise, $0.pathComponents.joined(separator: ".")) }) {
      a, _ in a
    }
    var lines = own.map { symbol in
      let kind = symbol.kind.identifier.replacingOccurrences(of: "swift.", with: "")
      let declaration = symbol.declarationFragments.map(\.spelling).joined()
      return "\(symbol.pathComponents.joined(separator: ".")) [\(kind)]: \(declaration)"
    }
    for relationship in graph.relationships where relationship.kind == "conformsTo" {
      guard let path = paths[relationship.source] else { continue }
      let protocolName = relationship.targetFallback ?? relationship.target
      lines.append("\(path) [conformance]: \(protocolName)")
    }
    let header = [
      "# The public API of the PlaceholderTitle runtime, one line per declaration and conformance.",
      "# Generated from its symbol graph by PublicAPITests; regenerate with `make api` and review the",
      "# diff: every line here is something an app may call. \(own.count) declarations.",
      "",
    ]
    return ((header + lines.sorted()).joined(separator: "\n") + "\n", own.count)
  }

  @Test("the checked-in listing is the runtime's public API")
  func listingMatches() throws {
    let (text, declarations) = Self.listing(try RuntimeModule.publicSymbolGraph())
    let url = PackageRoot.url.appendingPathComponent(Self.listingPath)
    if Self.updating {
      try text.write(to: url, atomically: true, encoding: .utf8)
      Issue.record(
        "wrote \(Self.listingPath) because CALIBRATE_UPDATE_API=1: review the diff, then run without it")
      return
    }
    let stored = try String(contentsOf: url, encoding: .utf8)
    #expect(
      stored == text,
      "the public API changed: run `make api`, review docs/api/PlaceholderTitle.txt and say it in CHANGELOG.md"
    )
    print("PlaceholderTitle: \(declarations) public declarations")
  }

  @Test("what only the tool's targets share is not public, and no type is named like the module")
  func noInternals() throws {
    let graph = try RuntimeModule.publicSymbolGraph()
    let types = Set(graph.symbols.filter { $0.pathComponents.count == 1 }.map { $0.pathComponents[0] })
    #expect(
      types == [
        "ButtonModel", "CalibratedRepeatedTitle", "CompositeTitle", "CompositionObjective", "DeviceCheck",
        "PlaceholderConstants", "RepeatedTitle", "SizingError", "SpaceFill", "UIKitSwipeButton",
      ])
    #expect(!types.contains("PlaceholderTitle"))
    let paths = graph.symbols.map { $0.pathComponents.joined(separator: ".") }
    for hidden in ["ButtonComposer", "PlaceholderComposer", "PairConflicts", "LabelWidth", "EngineAdvances"] {
      #expect(!paths.contains { $0.hasPrefix(hidden) }, "\(hidden) is public")
    }
  }

  @Test("CompositeTitle has one initializer per way of giving advances, each UIKit's by default")
  func initializers() throws {
    let graph = try RuntimeModule.publicSymbolGraph()
    let makers = graph.symbols.filter {
      $0.pathComponents.first == "CompositeTitle" && $0.kind.identifier == "swift.init"
    }
    .filter { $0.pathComponents.count == 2 }
    #expect(
      Set(makers.map { $0.pathComponents[1] }) == [
        "init(measuring:candidates:model:scale:objective:guard:widestTarget:)",
        "init(placeholders:model:scale:objective:guard:widestTarget:)",
        "init(placeholders:unit:model:scale:objective:guard:widestTarget:)",
      ])
    for maker in makers {
      let declaration = maker.declarationFragments.map(\.spelling).joined()
      // The shortest call, CompositeTitle(measuring: measure, scale: scale), is UIKit's swipe button
      // with the guard it needs; a scale of 0, or nothing to size with, throws why rather than
      // build a maker whose titles are all empty.
      #expect(declaration.hasPrefix("init("), "\(declaration)")
      #expect(declaration.hasSuffix(") throws(SizingError)"), "\(declaration)")
      #expect(declaration.contains("model: ButtonModel = .uikitSwipe(rounding: .pixels)"), "\(declaration)")
      #expect(declaration.contains("scale: Double,"), "\(declaration)")
      #expect(declaration.contains("guard titleGuard: Guard = .automatic"), "\(declaration)")
    }
  }

  @Test(
    "no public name or doc comment speaks of the project's history, and minimumWidth is only the formula's")
  func names() throws {
    let graph = try RuntimeModule.publicSymbolGraph()
    let paths = graph.symbols.map { $0.pathComponents.joined(separator: ".") }
    // The space filler's entry point, which outside code relies on: SpaceFill(measuring:scale:) and
    // padded(_:_:toWidth:).
    #expect(paths.contains("SpaceFill.init(measuring:candidates:scale:)"))
    // Every maker that takes a scale, a symbol width or an engine fails loudly, one way.
    for initializer in [
      "SpaceFill.init(measuring:candidates:scale:)",
      "RepeatedTitle.init(symbolWidth:minimumWidth:shiftFactor:placeholder:guard:)",
      "RepeatedTitle.init(symbolWidth:constants:placeholder:guard:)",
      "CalibratedRepeatedTitle.init(entries:fallback:placeholder:guard:)",
    ] {
      let symbol = try #require(
        graph.symbols.first { $0.pathComponents.joined(separator: ".") == initializer })
      #expect(
        symbol.declarationFragments.map(\.spelling).joined().hasSuffix("throws(SizingError)"),
        "\(initializer)")
    }
    #expect(paths.contains("SpaceFill.padded(_:_:toWidth:)"))
    let listing = try String(
      contentsOf: PackageRoot.url.appendingPathComponent(Self.listingPath), encoding: .utf8)
    #expect(listing.range(of: "seed", options: .caseInsensitive) == nil)
    // One name per meaning of a width: the formula's offset is minimumWidth, UIKit's buttons and
    // the maker's widest target have their own names.
    #expect(
      Set(paths.filter { $0.hasSuffix(".minimumWidth") || $0.hasSuffix(".maximumWidth") }) == [
        "PlaceholderConstants.minimumWidth", "RepeatedTitle.minimumWidth",
      ])
    // The runtime's sources and catalog, which the documentation is built from.
    let folder = PackageRoot.url.appendingPathComponent("Sources/PlaceholderTitle")
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift") || $0.hasSuffix(".md")
    }
    #expect(files.count >= 25)
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") where line.range(of: "seed", options: .caseInsensitive) != nil {
        // The one package alias the tool's code still calls is no doc comment an app reads.
        #expect(line.contains("package static var seed"), "\(file): \(line)")
      }
    }
  }
}

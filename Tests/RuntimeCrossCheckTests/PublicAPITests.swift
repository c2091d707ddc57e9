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
        "ButtonModel", "CalibratedRepeatedTitle", "CompositeTitle", "CompositionObjective",
        "PlaceholderConstants",
        "RepeatedTitle", "SpaceFill", "UIKitSwipeButton",
      ])
    #expect(!types.contains("PlaceholderTitle"))
    let paths = graph.symbols.map { $0.pathComponents.joined(separator: ".") }
    for hidden in ["ButtonComposer", "PlaceholderComposer", "PairConflicts", "LabelWidth", "EngineAdvances"] {
      #expect(!paths.contains { $0.hasPrefix(hidden) }, "\(hidden) is public")
    }
    // The recommended call is among the first an autocomplete offers for the maker.
    #expect(paths.contains("CompositeTitle.init(measuring:candidates:model:scale:objective:maximumWidth:)"))
    // The space filler's entry point, which outside code relies on: SpaceFill(measuring:scale:) and
    // padded(_:_:toWidth:).
    #expect(paths.contains("SpaceFill.init(measuring:candidates:scale:)"))
    #expect(paths.contains("SpaceFill.padded(_:_:toWidth:)"))
  }
}

import Foundation

/// The runtime's Swift samples in the documents an app developer reads: every ```swift block that
/// imports PlaceholderTitle in the README, docs/runtime.md and the DocC catalog's articles.
///
/// `SampleTests` typechecks them on Linux against the framework stubs in `Samples/`; `make
/// apple-check` compiles the same ones for an Apple floor (`AppleCheckTool` writes them out). This
/// file imports nothing but Foundation, so the tool compiles it as it is.
enum DocumentSamples {
  /// One sample.
  struct Sample: Equatable {
    /// The document it is in, relative to the package root.
    var document: String
    /// The document's file name without `.md`, a dash and the sample's index there (`README-0`).
    var name: String
    /// The line of the document where its source starts (the line after ```swift), from 1.
    var line: Int
    /// Its source.
    var source: String

    /// The Apple platform its framework runs on, as SwiftPM names platforms: `macos` for a sample
    /// that imports AppKit, `ios` for the others (UIKit, SwiftUI).
    var platform: String {
      source.split(separator: "\n").contains("import AppKit") ? "macos" : "ios"
    }

    /// The test framework a sample imports (`Testing`, `XCTest`), which only Apple's SDK has for
    /// an Apple target: `make apple-check` cannot compile such a sample, `SampleTests` typechecks it.
    var testFramework: String? {
      let imports = Set(source.split(separator: "\n").filter { $0.hasPrefix("import ") })
      return ["Testing", "XCTest"].first { imports.contains("import \($0)") }
    }
  }

  /// The stub modules of `Samples/` (`Samples/UIKit.swift` is the module UIKit), each after
  /// those it imports.
  static let stubModules = ["CoreGraphics", "UIKit", "AppKit", "SwiftUI"]

  /// The DocC catalog, whose articles are among the documents.
  static let catalog = "Sources/PlaceholderTitle/PlaceholderTitle.docc"

  /// The documents whose samples are checked, relative to the package root: the README,
  /// docs/runtime.md, then the catalog's articles by name.
  static func documents(root: URL) throws -> [String] {
    let articles = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent(catalog).path
    ).filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    return ["README.md", "docs/runtime.md"] + articles
  }

  /// The ```swift blocks of a Markdown text that import the runtime, in order, each with the
  /// line where its source starts.
  static func samples(in text: String) -> [(line: Int, source: String)] {
    var samples: [(line: Int, source: String)] = []
    var current: [Substring]?
    var start = 0
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if current == nil, line == "```swift" {
        current = []
        start = index + 2
      } else if let block = current, line == "```" {
        if block.contains(where: { $0 == "import PlaceholderTitle" }) {
          samples.append((start, block.joined(separator: "\n")))
        }
        current = nil
      } else {
        current?.append(line)
      }
    }
    return samples
  }

  /// Every sample of every document, in the documents' order.
  static func all(root: URL) throws -> [Sample] {
    try documents(root: root).flatMap { document in
      let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
      let name = String(document.split(separator: "/").last ?? "").replacingOccurrences(of: ".md", with: "")
      return samples(in: text).enumerated().map { index, sample in
        Sample(document: document, name: "\(name)-\(index)", line: sample.line, source: sample.source)
      }
    }
  }
}

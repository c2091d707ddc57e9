import CalibrateTestSupport
import Foundation
import Testing

/// The runtime's Swift samples, in the README, docs/runtime.md and the DocC catalog, typechecked in
/// Swift 6 mode against the runtime and a stub of the UIKit and Foundation declarations they use,
/// with UIKit's main-actor isolation (`Samples/UIKit.swift`, `Samples/CoreGraphics.swift`), and the
/// same of AppKit and SwiftUI for the space-fill samples (`Samples/AppKit.swift`,
/// `Samples/SwiftUI.swift`).
///
/// A sample is a ```swift block that imports PlaceholderTitle (`DocumentSamples`, which `make
/// apple-check` shares); each is checked on its own.
@Suite("The docs' samples compile against the runtime and a UIKit stub")
struct SampleTests {
  /// A folder holding the stub modules and the runtime's module, compiled once for the suite.
  static let modules: Result<URL, any Error> = Result {
    let folder = try BuiltTool.temporaryFolder("sample-modules")
    let swiftc = try #require(SwiftProgram.swiftc)
    let stubs = PackageRoot.url.appendingPathComponent("Tests/RuntimeCrossCheckTests/Samples")
    for module in DocumentSamples.stubModules {
      let outcome = try BuiltTool(executable: swiftc).run(
        [
          "-parse-as-library", "-swift-version", "6", "-module-name", module, "-I", folder.path,
          "-emit-module",
          "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
          stubs.appendingPathComponent("\(module).swift").path,
        ], timeout: 600)
      try #require(outcome.status == 0, "the \(module) stub does not compile:\n\(outcome.standardError)")
    }
    try RuntimeModule.emit(into: folder)
    return folder
  }

  /// Typechecks one source file against the stubs and the runtime, in Swift 6 mode.
  ///
  /// - Returns: The compiler's error lines (empty when it typechecks).
  static func typecheck(_ source: String, name: String) throws -> [String] {
    let folder = try modules.get()
    let file = folder.appendingPathComponent("\(name).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let swiftc = try #require(SwiftProgram.swiftc)
    let outcome = try BuiltTool(executable: swiftc).run(
      ["-typecheck", "-swift-version", "6", "-I", folder.path, file.path], timeout: 600)
    let errors = outcome.standardError.split(separator: "\n").filter {
      $0.hasPrefix(file.path) && $0.contains(": error:")
    }
    #expect((outcome.status == 0) == errors.isEmpty, "\(outcome.standardError)")
    return errors.map { String($0.dropFirst(file.path.count)) }
  }

  @Test("every sample typechecks in Swift 6 mode with UIKit's isolation")
  func samplesTypecheck() throws {
    var checked: [String: Int] = [:]
    for sample in try DocumentSamples.all(root: PackageRoot.url) {
      let errors = try Self.typecheck(sample.source, name: sample.name)
      #expect(errors.isEmpty, "\(sample.document), \(sample.name):\n\(errors.joined(separator: "\n"))")
      // UIApplication.shared is unavailable in app extensions: a sample reads a view's traits.
      #expect(
        !sample.source.contains("UIApplication.shared"),
        "\(sample.document), \(sample.name) reads UIApplication.shared")
      // A SwiftUI view measures at its own Dynamic Type size, not the app's body font.
      if sample.source.contains("import SwiftUI") {
        #expect(
          sample.source.contains("dynamicTypeSize"),
          "\(sample.document), \(sample.name) ignores dynamicTypeSize")
      }
      let name = sample.name.split(separator: "-").dropLast().joined(separator: "-")
      checked[name, default: 0] += 1
    }
    print("typechecked \(checked.values.reduce(0, +)) samples: \(checked.sorted { $0.key < $1.key })")
    // The iOS samples an app developer copies are all among them.
    for document in [
      "README", "runtime", "PlaceholderTitle", "SizingASwipeAction", "DynamicType", "Accessibility",
      "FillingGaps", "CheckingOnADevice",
    ] {
      #expect(checked[document, default: 0] >= 1, "no sample checked in \(document)")
    }
  }

  /// The README's sample before it was fixed (in the current API): a nonisolated class that reads UIApplication,
  /// captures `self` in a Sendable closure and makes a UIContextualAction from nonisolated code.
  static let nonisolatedSample = #"""
    import PlaceholderTitle
    import UIKit

    final class SwipeTitles {
      private(set) var maker: CompositeTitle?
      private var observer: NSObjectProtocol?

      init(scale: CGFloat) {
        maker = Self.makeMaker(scale: scale)
        observer = NotificationCenter.default.addObserver(
          forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in self?.maker = Self.makeMaker(scale: scale) }
      }

      static func makeMaker(scale: CGFloat) -> CompositeTitle? {
        let category = UIKitSwipeButton.ContentSizeCategory(
          rawValue: UIApplication.shared.preferredContentSizeCategory.rawValue)
        let size = UIKitSwipeButton.titleFontSize(for: category ?? .large)
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: size, weight: .medium)]
        return try? CompositeTitle(
          measuring: { ($0 as NSString).size(withAttributes: attributes).width },
          model: .uikitSwipe(rounding: .pixels), scale: scale, guard: "\u{200B}")
      }
    }

    func action(named name: String, picture: UIImage, titles: SwipeTitles) -> UIContextualAction {
      let action = UIContextualAction(
        style: .normal, title: titles.maker?.emptyTitle(for: picture.size.width) ?? ""
      ) { _, _, done in done(true) }
      action.backgroundColor = UIColor(patternImage: picture)
      action.accessibilityLabel = name
      return action
    }
    """#

  @Test("the stub enforces UIKit's isolation: the sample before its fix fails with its six errors")
  func stubCatchesIsolation() throws {
    let errors = try Self.typecheck(Self.nonisolatedSample, name: "nonisolated")
    let expected = [
      "capture of 'self' with non-Sendable type 'SwipeTitles?' in a '@Sendable' closure",
      "main actor-isolated class property 'shared' can not be referenced from a nonisolated context",
      "main actor-isolated property 'preferredContentSizeCategory' can not be referenced from a nonisolated context",
      "call to main actor-isolated initializer 'init(style:title:handler:)' in a synchronous nonisolated context",
      "main actor-isolated property 'backgroundColor' can not be mutated from a nonisolated context",
      "main actor-isolated property 'accessibilityLabel' can not be mutated from a nonisolated context",
    ]
    #expect(errors.count == expected.count, "\(errors)")
    for message in expected {
      #expect(errors.contains { $0.contains(message) }, "missing: \(message)\n\(errors)")
    }
  }

  /// Space-fill code that breaks the rules the samples keep: an NSMenuItem made off the main actor,
  /// a filler captured by a `@Sendable` closure (it keeps the app's engine, so it is not
  /// `Sendable`), and a SwiftUI view's body read off the main actor.
  static let unisolatedFillSamples = [
    #"""
    import AppKit
    import PlaceholderTitle

    func menuItem(_ filler: SpaceFill) -> NSMenuItem {
      NSMenuItem(title: filler.padded("✓ GPT-4o", "1x", toWidth: 240), action: nil, keyEquivalent: "")
    }

    func share(_ filler: SpaceFill) -> @Sendable () -> String {
      { filler.padded("✓ GPT-4o", "1x", toWidth: 240) }
    }
    """#,
    #"""
    import PlaceholderTitle
    import SwiftUI

    func label(_ filler: SpaceFill) -> Never {
      Text(filler.padding("⌘K", "Search", gap: 12).text).body
    }
    """#,
  ]

  @Test("the AppKit and SwiftUI stubs enforce their isolation, and a filler is not Sendable")
  func fillStubsCatchIsolation() throws {
    let appKit = try Self.typecheck(Self.unisolatedFillSamples[0], name: "fill-appkit")
    let swiftUI = try Self.typecheck(Self.unisolatedFillSamples[1], name: "fill-swiftui")
    let expected = [
      (
        appKit,
        "call to main actor-isolated initializer 'init(title:action:keyEquivalent:)' in a synchronous nonisolated context"
      ),
      (appKit, "capture of 'filler' with non-Sendable type 'SpaceFill' in a '@Sendable' closure"),
      (swiftUI, "main actor-isolated property 'body' can not be referenced from a nonisolated context"),
    ]
    #expect(appKit.count == 2 && swiftUI.count == 1, "\(appKit) \(swiftUI)")
    for (errors, message) in expected {
      #expect(errors.contains { $0.contains(message) }, "missing: \(message)\n\(errors)")
    }
  }
}

import Foundation
import Testing

@testable import CalibrateSupport

/// Scratch folders: one new folder per call, however many callers ask at once.
@Suite("Folder.makeTemporary")
struct FolderTests {
  @Test("64 calls at once with one prefix get 64 different private folders")
  func uniquePerCall() throws {
    // An NSLock (a pthread mutex, which ThreadSanitizer sees) guards the results.
    final class Results: @unchecked Sendable {
      let lock = NSLock()
      var made: [Result<String, FileError>] = []
    }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 64) { _ in
      let made = Result { () throws(FileError) in try Folder.makeTemporary(prefix: "calibrate-tests-folder") }
      results.lock.withLock { results.made.append(made) }
    }
    let folders = try results.lock.withLock { results.made }.map { try $0.get() }
    defer { for folder in folders { try? FileManager.default.removeItem(atPath: folder) } }
    #expect(Set(folders).count == 64)
    for folder in folders {
      let name = URL(fileURLWithPath: folder).lastPathComponent
      #expect(name.hasPrefix("calibrate-tests-folder-") && name.count == "calibrate-tests-folder-".count + 6)
      let attributes = try FileManager.default.attributesOfItem(atPath: folder)
      #expect(attributes[.type] as? FileAttributeType == .typeDirectory)
      #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
  }

  @Test("a slash in the prefix stays in the name, as a dash")
  func slashInPrefix() throws {
    let folder = try Folder.makeTemporary(prefix: "calibrate-tests-a/b")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(URL(fileURLWithPath: folder).lastPathComponent.hasPrefix("calibrate-tests-a-b-"))
    #expect(
      URL(fileURLWithPath: folder).deletingLastPathComponent().standardizedFileURL
        == FileManager.default.temporaryDirectory.standardizedFileURL)
  }
}

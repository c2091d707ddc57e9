import CalibrateSupport
import Foundation

/// Saves and loads ``BenchmarkRun`` files.
///
/// A save writes the JSON to a temporary file beside the destination and renames it into place,
/// so a reader (or a crash) sees the old file or the new one, never half of one. Missing folders
/// on the way are created.
package enum RunFile {
  /// Writes a run to a path atomically.
  ///
  /// - Parameters:
  ///   - run: The run.
  ///   - path: The destination, such as `results/benchmarks/baseline.json`.
  /// - Throws: ``BenchmarkError`` naming the path and the reason.
  package static func save(_ run: BenchmarkRun, to path: String) throws(BenchmarkError) {
    let text = try run.json()
    let destination = URL(fileURLWithPath: path)
    let folder = destination.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw BenchmarkError("cannot create folder '\(folder.path)' for '\(path)': \(reason(error))")
    }
    do throws(FileError) {
      try AtomicFile.write(text, to: path)
    } catch {
      throw BenchmarkError(error.description)
    }
  }

  /// Reads a saved run.
  ///
  /// - Parameter path: A file written by ``save(_:to:)``.
  /// - Returns: The run.
  /// - Throws: ``BenchmarkError`` when the file is missing, unreadable or not a saved run.
  package static func load(_ path: String) throws(BenchmarkError) -> BenchmarkRun {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw BenchmarkError("cannot read '\(path)': \(reason(error))")
    }
    return try BenchmarkRun.decode(data, origin: "'\(path)'")
  }

  private static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }
}

import CalibrateSupport
import DevelopmentSupport
import Foundation

extension CorpusShard {
  /// Runs a program with its input and output in files, to completion or to the deadline.
  ///
  /// Files rather than pipes: `hb-shape --batch` answers thousands of lines, and a child writing
  /// into a file can never block on a reader that is busy writing its input.
  static func run(
    _ executable: String, arguments: [String], input: String? = nil, output: String, errors: String,
    timeout: Double
  ) throws(CorpusError) -> ChildProcess.Termination {
    do throws(ChildProcessError) {
      return try ChildProcess.run(
        executable, arguments: arguments, input: input, output: .file(output), errors: .file(errors),
        timeout: timeout
      ).termination
    } catch {
      throw CorpusError(error)
    }
  }

  /// Reads what a child wrote to a file, as UTF-8.
  static func contents(of path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path) else { return "" }
    return String(decoding: data, as: UTF8.self)
  }
}

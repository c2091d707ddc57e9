/// Folders: made with their parents, and walked for the files below them.
package enum Folder {
  /// Creates a folder and any missing parents (`mkdir -p`).
  ///
  /// - Throws: ``FileError`` naming the path and the system's reason.
  package static func create(_ path: String) throws(FileError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
        throw FileError(.write, path: path, code: errno)
      }
      var status = stat()
      guard stat(prefix, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
        throw FileError(.write, path: path, reason: "'\(prefix)' is not a folder")
      }
      prefix += "/"
    }
  }

  /// Creates a new private folder (mode 0700) in the temporary folder, `$TMPDIR` or else `/tmp`,
  /// named `PREFIX-` and six random characters: `mkdtemp`, so that no two calls, in one process
  /// or in many at once, get the same folder, and none gets one that already exists.
  ///
  /// A folder named after the process and a purpose, removed and made again by each caller,
  /// would be shared by two tests running at once, and the second one's copy into it would fail.
  /// Every tool and test that needs a scratch folder calls this.
  ///
  /// - Parameter prefix: The start of the folder's name, such as `fuzz-fonts` (a `/` in it
  ///   becomes `-`).
  /// - Returns: The folder's path.
  /// - Throws: ``FileError`` naming the temporary folder and the system's reason.
  package static func makeTemporary(prefix: String) throws(FileError) -> String {
    let base = temporaryBase
    let name = String(prefix.map { $0 == "/" ? "-" : $0 })
    var template = Array("\(base)/\(name)-XXXXXX".utf8CString)
    var code: Int32 = 0
    let created = template.withUnsafeMutableBufferPointer { buffer in
      let result = buffer.baseAddress.flatMap(mkdtemp)
      if result == nil { code = errno }
      return result != nil
    }
    guard created else { throw FileError(.write, path: base, code: code) }
    // mkdtemp wrote the name in place; the last element is the terminating NUL.
    return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The temporary folder: `$TMPDIR` when set (without a trailing `/`), else `/tmp`, as
  /// Foundation's `FileManager.temporaryDirectory` chooses it on Linux.
  static var temporaryBase: String {
    guard let value = getenv("TMPDIR").map({ String(cString: $0) }), !value.isEmpty else { return "/tmp" }
    var base = value
    while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
    return base
  }

  /// Every regular file below a folder, as paths relative to it, in no particular order.
  ///
  /// Links to files count as files; links to folders are not followed (a link cycle cannot make
  /// the walk endless), and subfolders that cannot be read are passed over.
  ///
  /// - Returns: The files, or `nil` when the folder itself cannot be read.
  package static func files(below path: String) -> [String]? {
    guard let top = opendir(path) else { return nil }
    closedir(top)
    var files: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? path : path + "/" + relative
      guard let directory = opendir(folder) else { continue }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        // The name ends at its NUL; the bytes after it in `d_name` are not written by the kernel,
        // so the name is read up to the NUL only (strlen), never as the whole array.
        let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
          pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
            String(cString: $0)
          }
        }
        guard name != ".", name != ".." else { continue }
        let child = relative.isEmpty ? name : relative + "/" + name
        var status = stat()
        guard lstat(folder + "/" + name, &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: pending.append(child)
        case S_IFREG: files.append(child)
        case S_IFLNK:
          var target = stat()
          if stat(folder + "/" + name, &target) == 0, target.st_mode & S_IFMT == S_IFREG {
            files.append(child)
          }
        default: continue
        }
      }
    }
    return files
  }
}

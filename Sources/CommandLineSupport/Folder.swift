import Platform

/// Folders: made with their parents, and walked for the files below them.
public enum Folder {
  /// Creates a folder and any missing parents (`mkdir -p`).
  ///
  /// - Throws: ``FileError`` naming the path and the system's reason.
  public static func create(_ path: String) throws(FileError) {
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

  /// Every regular file below a folder, as paths relative to it, in no particular order.
  ///
  /// Links to files count as files; links to folders are not followed (a link cycle cannot make
  /// the walk endless), and subfolders that cannot be read are passed over.
  ///
  /// - Returns: The files, or `nil` when the folder itself cannot be read.
  public static func files(below path: String) -> [String]? {
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

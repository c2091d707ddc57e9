import Foundation

/// A weakly linked symbol in the LLVM IR of a compile for an Apple floor, and the first function
/// that uses it.
///
/// The compiler links weakly what is newer than the deployment target: a symbol of the standard
/// library or the Swift runtime that the floor's OS does not have is then null there instead of
/// stopping the app at launch. Code that calls one unguarded fails on the floor when it runs. Swift
/// refuses most such code with an availability error, but not all of it: a stored property of a
/// typed-throws function type (`var f: () throws(E) -> Void`) compiles for iOS 15, and its field's
/// metadata accessor, which reflection calls (`Mirror`, `print` of the value, the debugger), calls
/// `swift_getExtendedFunctionTypeMetadata` (Swift 6.0's runtime: iOS 18, macOS 15) through a weak
/// reference, with no check for null. `make apple-check` therefore fails on every weak reference
/// of the runtime's IR and the samples', except the compatibility libraries' force-load symbols
/// and the symbols the standard library itself calls only inside `if #available`
/// (``guardedByAvailability(interface:)``). (Code of the project's that uses something newer
/// behind `if #available` would be listed too; the runtime has none.)
struct WeakReference: Equatable {
  /// The symbol, without LLVM's `@` and quotes (`swift_getExtendedFunctionTypeMetadata`).
  var symbol: String
  /// The first function defined in the IR that uses it (a mangled name), or the first global
  /// when only globals do, or nil.
  var user: String?

  /// The weak references of an LLVM IR module, in the order of their declarations, without the
  /// symbols in `allowed`.
  static func found(inIR ir: String, allowing allowed: Set<String>) -> [WeakReference] {
    let lines = ir.split(separator: "\n")
    var weak: [String] = []
    for line in lines {
      // `declare extern_weak ptr @name(...)`, or `@name = extern_weak global ...`.
      if line.hasPrefix("declare extern_weak ") || line.contains(" = extern_weak ") {
        if let name = symbolName(after: line.firstIndex(of: "@"), in: line), !allowed.contains(name) {
          weak.append(name)
        }
      }
    }
    guard !weak.isEmpty else { return [] }
    var users: [String: String] = [:]
    var globalUsers: [String: String] = [:]
    var function: String?
    for line in lines {
      if line.hasPrefix("define ") {
        function = symbolName(after: line.firstIndex(of: "@"), in: line)
      } else if line == "}" {
        function = nil
      }
      guard line.contains("@"), !line.hasPrefix("declare ") else { continue }
      for name in weak where users[name] == nil && references(line, name) {
        if let function {
          users[name] = function
        } else if line.hasPrefix("@"), globalUsers[name] == nil,
          let global = symbolName(after: line.startIndex, in: line), global != name
        {
          globalUsers[name] = global
        }
      }
    }
    return weak.map { WeakReference(symbol: $0, user: users[$0] ?? globalUsers[$0]) }
  }

  /// The symbols (`@_silgen_name`) of functions a standard-library interface calls only inside an
  /// `if #available(...)` block, such as `swift_willThrowTypedImpl`, which every typed `throw`
  /// reaches through the always-emitted `_willThrowTyped` on iOS 18 and later only.
  ///
  /// The interfaces are retargeted with availability checking off, and the compiler then folds
  /// their `#available` conditions to true: such a call shows in the IR unguarded, although an
  /// app's build, against the SDK's standard library, checks the OS version first. A symbol is
  /// guarded when the interface calls it at least once and every call is inside such a block.
  static func guardedByAvailability(interface: String) -> Set<String> {
    let lines = interface.split(separator: "\n", omittingEmptySubsequences: false)
    var symbols: [String: String] = [:]
    var pending: String?
    for line in lines {
      if let start = line.range(of: "@_silgen_name(\"") {
        let rest = line[start.upperBound...]
        pending = rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
      }
      if let symbol = pending, let function = line.range(of: "func ") {
        let name = line[function.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !name.isEmpty { symbols[String(name)] = symbol }
        pending = nil
      }
    }
    var guarded: [String: Bool] = [:]
    var blockIndent: Int?
    for line in lines {
      let indent = line.prefix { $0 == " " }.count
      let text = line.dropFirst(indent)
      if let open = blockIndent, indent <= open, !text.isEmpty { blockIndent = nil }
      if blockIndent == nil, text.hasPrefix("if #available(") { blockIndent = indent }
      guard !text.contains("func ") else { continue }
      for name in symbols.keys where references(text, call: name) {
        guarded[name] = (guarded[name] ?? true) && blockIndent != nil && !text.hasPrefix("if #available(")
      }
    }
    return Set(guarded.filter(\.value).compactMap { symbols[$0.key] })
  }

  /// Whether Swift source calls a function by name (`name(`, not a longer name).
  static func references(_ text: Substring, call name: String) -> Bool {
    var rest = text
    while let found = rest.range(of: name + "(") {
      let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
      if before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true { return true }
      rest = rest[found.upperBound...]
    }
    return false
  }

  /// Whether a line of IR names the symbol (`@name` or `@"name"`, not a longer name).
  static func references(_ line: Substring, _ name: String) -> Bool {
    if line.contains("@\"\(name)\"") { return true }
    var rest = line[...]
    while let found = rest.range(of: "@\(name)") {
      let next = rest[found.upperBound...].first
      if next.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == ".") }) ?? true {
        return true
      }
      rest = rest[found.upperBound...]
    }
    return false
  }

  /// The LLVM name that starts at `at` (an `@`): quoted or not, without the `@` and quotes.
  static func symbolName(after at: Substring.Index?, in line: Substring) -> String? {
    guard let at, line[at] == "@" else { return nil }
    let start = line.index(after: at)
    guard start < line.endIndex else { return nil }
    if line[start] == "\"" {
      let body = line[line.index(after: start)...]
      return body.firstIndex(of: "\"").map { String(body[..<$0]) }
    }
    let name = line[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == "." }
    return name.isEmpty ? nil : String(name)
  }
}

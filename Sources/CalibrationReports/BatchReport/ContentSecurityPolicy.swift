import TextMetrics

/// The batch report's Content-Security-Policy, set by a `<meta>` tag: nothing may load, and only
/// the page's own inline script and inline style element run or apply, each named by its SHA-256.
///
/// `default-src 'none'` refuses every fetch (images, fonts, frames, connections, scripts and
/// styles from anywhere); `script-src` and `style-src` then allow exactly one inline `<script>`
/// and one `<style>` by hash, so neither `'unsafe-inline'` is needed, and a script or style
/// attribute smuggled into the page by a font's name would be refused even if escaping failed.
/// `base-uri` and `form-action` do not fall back to `default-src`, so they are closed too. The
/// page uses no `style` attributes (SVG presentation attributes such as `fill` are not styles).
///
/// Threading: stateless; call from any thread.
enum ContentSecurityPolicy {
  /// The policy for a page with this inline script and style.
  ///
  /// - Parameters:
  ///   - script: The exact text between `<script>` and `</script>`.
  ///   - style: The exact text between `<style>` and `</style>`.
  static func policy(script: String, style: String) -> String {
    "default-src 'none'; script-src \(source(script)); style-src \(source(style)); base-uri 'none'; form-action 'none'"
  }

  /// The hash source of an inline text: `'sha256-BASE64'`.
  static func source(_ text: String) -> String {
    "'sha256-\(base64(SHA256.digest(of: Array(text.utf8))))'"
  }

  /// Base64 (RFC 4648, with padding).
  static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let first = UInt32(bytes[index])
      let second = index + 1 < bytes.count ? UInt32(bytes[index + 1]) : 0
      let third = index + 2 < bytes.count ? UInt32(bytes[index + 2]) : 0
      let group = first << 16 | second << 8 | third
      output.append(alphabet[Int(group >> 18 & 63)])
      output.append(alphabet[Int(group >> 12 & 63)])
      output.append(index + 1 < bytes.count ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
      output.append(index + 2 < bytes.count ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
      index += 3
    }
    return String(decoding: output, as: UTF8.self)
  }
}

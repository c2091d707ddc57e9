// The one place that decides which C library the platform has. Every other file of the package
// that calls POSIX or the C library imports `Platform` instead of naming Glibc, Musl or Darwin,
// as swift-system's `Internals/Exports.swift` does for its own files.
//
// Debian's glibc is the only one built and tested here; Musl (a static Linux SDK) and Darwin
// (macOS) are named so that the rest of the package needs no branch of its own there.

#if canImport(Darwin)
  @_exported import Darwin
#elseif canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#else
  #error("no C library module: calibrate builds on glibc or musl Linux, and on macOS")
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where this program is, for the commands a menu bar's lines run.
public enum ProgramPath {
  /// The `oshi` a menu line should run: the one beside this binary (`oshi` itself, or
  /// beside oshi-cli as built), else, installed, `../../bin/oshi` from
  /// `PREFIX/libexec/oshi`, else this binary (oshi-cli takes every command too).
  public static func oshi() -> String {
    let own = executable()
    guard let slash = own.lastIndex(of: "/") else { return own }
    let folder = String(own[..<slash])
    for candidate in [folder + "/oshi", folder + "/../../bin/oshi"]
    where access(candidate, X_OK) == 0 {
      return normalized(candidate)
    }
    return own
  }

  /// `path` made absolute from the working folder; unchanged when it already is, or
  /// when the folder cannot be read.
  public static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    guard let folder = getcwd(nil, 0) else { return path }
    defer { free(folder) }
    return String(cString: folder) + "/" + path
  }

  /// This binary's path.
  static func executable() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    #if canImport(Darwin)
    var size = UInt32(buffer.count)
    if _NSGetExecutablePath(&buffer, &size) == 0 {
      return String(cString: buffer)
    }
    #else
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if count > 0 {
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    #endif
    return CommandLine.arguments.first ?? "oshi"
  }

  /// `path` with `folder/../` steps taken out, so that a menu shows `/usr/bin/oshi`.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
    }
    return "/" + parts.joined(separator: "/")
  }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process environment.
///
/// Read from `environ` directly: the first use of Foundation's `ProcessInfo` costs about
/// as much as the rest of a status bar's call to `oshi render ID`. A name given twice
/// keeps its first value, as `getenv` does.
public func processEnvironment() -> [String: String] {
  var result: [String: String] = [:]
  #if canImport(Darwin)
  // No table at all is an empty environment.
  guard var entry = _NSGetEnviron().pointee else { return result }
  #else
  var entry = environ
  #endif
  while let pointer = entry.pointee {
    // Split at the first "=" as bytes: searching a String's Characters for it costs
    // more (docs/perf-history.md#callgrind-rounds).
    if let equals = strchr(pointer, Int32(UInt8(ascii: "="))) {
      let name = String(
        decoding: UnsafeRawBufferPointer(start: pointer, count: equals - pointer), as: UTF8.self)
      if result[name] == nil { result[name] = String(cString: equals + 1) }
    }
    entry += 1
  }
  return result
}

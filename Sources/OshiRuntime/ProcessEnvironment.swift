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
  #if canImport(Darwin)
  // No table at all is an empty environment.
  guard var entry = _NSGetEnviron().pointee else { return [:] }
  #else
  var entry = environ
  #endif
  // Sized once for every variable: growing a dictionary a variable at a time rehashed it
  // as often as it doubled.
  var count = 0
  while entry[count] != nil { count += 1 }
  var result = [String: String](minimumCapacity: count)
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

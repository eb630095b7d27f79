/// What every fuzz target shares: a failed property is a crash that libFuzzer reports
/// with the input that caused it.

/// Stops the run with `message` when `condition` does not hold.
///
/// `fatalError` rather than `assert`, so that the property is checked in every build.
@inline(__always)
public func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #file, line: UInt = #line
) {
  if !condition() { fatalError("property failed: \(message())", file: file, line: line) }
}

/// The input as bytes.
public func bytes(_ start: UnsafeRawPointer, _ count: Int) -> [UInt8] {
  Array(UnsafeRawBufferPointer(start: start, count: count))
}

/// Whether `text` has the shape the readers normalise dates to.
///
/// `YYYY-MM-DD` or `--MM-DD`, in ASCII digits. Whether it is a day is the app's to check, as `oshi add`
/// does, with the file's own text in its refusal.
public func isNormalisedDate(_ text: String) -> Bool {
  let scalars = Array(text.unicodeScalars)
  let digits = scalars.indices.filter { ("0"..."9").contains(scalars[$0]) }
  let hyphens = scalars.indices.filter { scalars[$0] == "-" }
  if scalars.count == 7 { return hyphens == [0, 1, 4] && digits.count == 4 }
  if scalars.count == 10 { return hyphens == [4, 7] && digits.count == 8 }
  return false
}

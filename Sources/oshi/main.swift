// `oshi` as status bars and prompts run it: `oshi render …` every few seconds.
//
// This binary links the render path alone (OshiRender, OshiStoreCore and the pure
// modules): no Foundation, GRDB or swift-argument-parser, whose start cost a status
// bar's call more than its widgets (docs/perf-history.md#lean-binary).
// It renders the arguments the fast path reads, the same way `oshi-cli` renders them;
// every other command, help, a mistake, or a store that needs migrating goes to
// `oshi-cli` beside it, with the same arguments and environment.

import OshiRender
import OshiRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `bytes` to standard output, all of them.
func standardOutput(_ bytes: [UInt8]) {
  bytes.withUnsafeBytes { buffer in
    guard let base = buffer.baseAddress else { return }
    var offset = 0
    while offset < buffer.count {
      let written = write(1, base + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }
}

/// Writes `text` to standard error.
func standardError(_ text: String) {
  var text = text
  text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// Replaces this process with `oshi-cli`, found beside this binary, with the same
/// arguments.
func runFullCommand() -> Never {
  let path = siblingPath("oshi-cli")
  let argv = CommandLine.arguments.map { strdup($0) } + [nil]
  execv(path, argv)
  standardError(
    "error: cannot run \(path): \(String(cString: strerror(errno))); install oshi-cli beside oshi\n"
  )
  exit(69)  // EX_UNAVAILABLE
}

/// The path of `name` in the folder this binary was started from.
func siblingPath(_ name: String) -> String {
  var buffer = [CChar](repeating: 0, count: 4096)
  #if canImport(Darwin)
  var size = UInt32(buffer.count)
  let found = _NSGetExecutablePath(&buffer, &size) == 0
  let own = found ? String(cString: buffer) : CommandLine.arguments[0]
  #else
  let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  let own =
    count > 0
    ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    : CommandLine.arguments[0]
  #endif
  guard let slash = own.lastIndex(of: "/") else { return name }
  return String(own[...slash]) + name
}

let arguments = CommandLine.arguments
if let invocation = RenderInvocation(fastArguments: arguments.dropFirst()) {
  let environment = processEnvironment()
  do {
    try invocation.runAndExit(
      environment: environment, clock: { Int64(time(nil)) }, upgrade: nil, write: standardOutput)
  } catch let error where error.storeNeedsUpgrade {
    // oshi-cli migrates the store, then renders.
  } catch {
    let language =
      error.language
      ?? ErrorLanguage.current(arguments: Array(arguments.dropFirst()), environment: environment)
    standardError(error.line(in: language) + "\n")
    exit(error.exitCode)
  }
}
// A timer's notify finds nothing due nearly every time: answered here, without starting
// oshi-cli; anything else goes to oshi-cli.
if let check = NotifyCheck(fastArguments: arguments.dropFirst()),
  check.answeredNothingDue(environment: processEnvironment(), clock: { Int64(time(nil)) })
{
  exit(0)
}
runFullCommand()

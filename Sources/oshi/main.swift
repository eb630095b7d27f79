// `oshi` as status bars and prompts run it: `oshi render …` every few seconds, and
// `oshi upcoming …` from prompts and timers.
//
// This binary links the render path and the upcoming list alone (OshiRender,
// OshiStoreCore and the pure modules): no Foundation, GRDB or swift-argument-parser,
// whose start cost a status bar's call more than its widgets
// (docs/perf-history.md#lean-binary, docs/perf-history.md#prompts-and-timers).
// It runs the arguments the fast paths read, the same way `oshi-cli` runs them; every
// other command, help, a mistake, or a store that needs migrating goes to `oshi-cli`
// beside it, with the same arguments and environment.

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

/// Replaces this process with `oshi-cli`, found beside this binary or, installed, in
/// `../libexec/oshi`, with the same arguments.
func runFullCommand() -> Never {
  // Beside `oshi`, as built; or, installed, in ../libexec/oshi, as git keeps its helpers.
  let beside = siblingPath("oshi-cli")
  let installed = siblingPath("../libexec/oshi/oshi-cli")
  let path = access(beside, X_OK) != 0 && access(installed, X_OK) == 0 ? installed : beside
  let argv = CommandLine.arguments.map { strdup($0) } + [nil]
  execv(path, argv)
  standardError(
    "error: cannot run \(path): \(String(cString: strerror(errno))); install oshi-cli beside oshi, or in ../libexec/oshi\n"
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

/// Whether i3blocks set `$BLOCK_BUTTON` for a click.
///
/// A function, not a closure at the top level: that would be checked for the main
/// actor, and the check alone links the concurrency runtime and libdispatch (1.3 MB).
func isBlockClick() -> Bool {
  guard let value = getenv("BLOCK_BUTTON") else { return false }
  return value.pointee != 0
}

/// Runs a command the fast path read, which ends the process.
///
/// Returns only when the store needs migrating, which oshi-cli does before it runs the
/// command again. Errors print as oshi-cli prints them: in the command's language once
/// its context knew it, else in the one the arguments and the environment ask for.
func runFast(
  _ run: (_ environment: [String: String]) throws(OshiError) -> Never
) {
  let environment = processEnvironment()
  do {
    try run(environment)
  } catch let error where error.storeNeedsUpgrade {
    // oshi-cli migrates the store, then runs the command.
  } catch {
    let language =
      error.language
      ?? ErrorLanguage.current(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)
    standardError(error.line(in: language) + "\n")
    exit(error.exitCode)
  }
}

let arguments = CommandLine.arguments
// A click on an i3blocks block runs its command with $BLOCK_BUTTON set: the click changes
// the store, which is oshi-cli's to do, before it renders.
if !isBlockClick(), let invocation = RenderInvocation(fastArguments: arguments.dropFirst()) {
  runFast { (environment) throws(OshiError) -> Never in
    try invocation.runAndExit(
      environment: environment, clock: { Int64(time(nil)) }, upgrade: nil, write: standardOutput)
  }
}
if let invocation = UpcomingInvocation(fastArguments: arguments.dropFirst()) {
  runFast { (environment) throws(OshiError) -> Never in
    try invocation.runAndExit(
      environment: environment, clock: { Int64(time(nil)) }, upgrade: nil, write: standardOutput)
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

import ArgumentParser
import FuzzSupport
import OshiRender

@testable import OshiCommands

/// The fast argument paths of `render`, `upcoming` and `notify`'s check.
///
/// What the status bar's `oshi` reads by hand, swift-argument-parser reads the same way,
/// into the same invocation. Anything else the fast path hands over (nil), which is
/// always allowed.
///
/// The input is the argument list after the program's name, its words separated by NUL
/// bytes (as the kernel passes them), so `render\0--all\0--format=json`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let arguments = bytes(start, count).split(separator: 0, omittingEmptySubsequences: false)
    .map { String(decoding: $0, as: UTF8.self) }
  if let fast = RenderInvocation(fastArguments: arguments[...]) {
    let render: RenderCommand = parsed(arguments, "render")
    require(
      render.invocation == fast,
      "\(arguments): the fast path read \(fast), the parser \(render.invocation)")
  }
  if let fast = UpcomingInvocation(fastArguments: arguments[...]) {
    let upcoming: UpcomingCommand = parsed(arguments, "upcoming")
    require(
      upcoming.invocation == fast,
      "\(arguments): the fast path read \(fast), the parser \(upcoming.invocation)")
  }
  if let check = NotifyCheck(fastArguments: arguments[...]) {
    let notify: NotifyCommand = parsed(arguments, "notify")
    require(
      notify.global.input == check.global,
      "\(arguments): the check read \(check.global), the parser \(notify.global.input)")
  }
  return 0
}

/// The command swift-argument-parser reads from `arguments`, which a fast path read as
/// `name`; a refusal, or another command, fails the property.
func parsed<Command: ParsableCommand>(_ arguments: [String], _ name: String) -> Command {
  let parsed = Result { try OshiCommand.parseAsRoot(arguments) }
  guard case .success(let command) = parsed, let command = command as? Command else {
    fatalError(
      "property failed: the fast path of \(name) read \(arguments), which the parser reads as \(parsed)"
    )
  }
  return command
}

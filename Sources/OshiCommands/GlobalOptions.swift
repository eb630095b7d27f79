import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiRuntime
import OshiWidgets
import OshiWords

/// The options every command accepts after its name.
struct GlobalOptions: ParsableArguments {
  @Option(
    name: .long,
    help: .localized(Words.Help.GlobalOptions.db),
    completion: .file())
  var db: String?

  @Option(
    name: .long,
    help:
      .localized(
        Words.Help.GlobalOptions.tz
      )
  )
  var tz: String?

  @Option(
    name: .long,
    help: .localized(
      Words.Help.GlobalOptions.lang))
  var lang: Language?

  var input: GlobalInput { GlobalInput(db: db, tz: tz, lang: lang) }

  /// The context of a command: store, zone, language and today (``Context/command(_:use:environment:clock:)``),
  /// after its warnings are printed.
  func context(use: StoreUse = .writes) throws -> Context {
    let context = try Context.command(
      input, use: use, environment: processEnvironment(), clock: clock)
    context.reportWarnings()
    return context
  }
}

/// The `oshi` that status bars, cron and the snippets of `integrate` should run: the one
/// beside this binary (oshi-cli) or, installed, in `PREFIX/bin`, which renders without
/// starting this one; this binary when it stands alone.
func oshiBinaryPath() -> String {
  guard let executable = Bundle.main.executablePath else { return CommandLine.arguments[0] }
  let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
  var candidates = [folder.appendingPathComponent("oshi")]
  // Installed, this binary lives in PREFIX/libexec/oshi and `oshi` in PREFIX/bin.
  if folder.lastPathComponent == "oshi",
    folder.deletingLastPathComponent().lastPathComponent == "libexec"
  {
    candidates.append(
      folder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("bin/oshi"))
  }
  let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  return found?.path ?? executable
}

/// The present instant in whole seconds: the only place that reads the clock.
func clock() -> Int64 {
  Int64(Date().timeIntervalSince1970.rounded(.down))
}

/// Writes to standard output without buffering surprises.
func emit(_ text: String) {
  FileHandle.standardOutput.write(Data(text.utf8))
}

/// Writes UTF-8 bytes to standard output, without copying them first.
func emit(_ bytes: [UInt8]) {
  bytes.withUnsafeBytes { buffer in
    guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
    FileHandle.standardOutput.write(
      Data(
        bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count,
        deallocator: .none))
  }
}

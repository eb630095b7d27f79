import ArgumentParser
import Foundation
import OshiApp
import OshiRender
import OshiStore
import OshiStoreCore
import OshiWidgets

/// The options every command accepts after its name.
struct GlobalOptions: ParsableArguments {
  @Option(
    name: .long, help: "The store file (default: $OSHI_DB, else $XDG_DATA_HOME/oshi/oshi.sqlite).",
    completion: .file())
  var db: String?

  @Option(
    name: .long,
    help:
      "The time zone that decides what today is: an IANA name, or a POSIX rule such as JST-9 (default: $TZ, the stored zone, the system's)."
  )
  var tz: String?

  @Option(
    name: .long,
    help: "The output language: ja or en (default: $OSHI_LANG, the stored setting, $LANG).")
  var lang: Language?

  var input: GlobalInput { GlobalInput(db: db, tz: tz, lang: lang) }

  /// The context of a command: store, zone, language and today.
  ///
  /// Only a command that changes the store creates it (and its folder) when it is
  /// missing. One that reads reports the missing path (exit 66), or, with
  /// `.readsOrEmpty`, reads an empty store and so prints the hint for a new user.
  func context(store: OshiStoreCore.Store? = nil, use: StoreUse = .writes) throws -> Context {
    var input = input
    input.createsStore = use == .writes
    do {
      return try resolveContext(input, store: store)
    } catch let error as OshiError where error.missingStore && use == .readsOrEmpty {
      return try resolveContext(input, store: OshiStoreCore.Store.inMemory())
    }
  }
}

/// What a command does with the store.
enum StoreUse {
  /// It changes it, and creates it when missing.
  case writes
  /// It only reads; a missing store is an error.
  case reads
  /// It only reads; a missing store reads as an empty one.
  case readsOrEmpty
}

/// The context of a command with these global options.
func resolveContext(_ input: GlobalInput, store: OshiStoreCore.Store? = nil) throws -> Context {
  let context = try Context.resolve(
    input, environment: processEnvironment(), clock: clock, store: store, upgrade: Store.migrate)
  context.reportWarnings()
  return context
}

/// The `oshi` that status bars, cron and the snippets of `integrate` should run: the one
/// beside this binary (oshi-cli), which renders without starting this one; this binary
/// when it stands alone.
func oshiBinaryPath() -> String {
  guard let executable = Bundle.main.executablePath else { return CommandLine.arguments[0] }
  let sibling = URL(fileURLWithPath: executable).deletingLastPathComponent()
    .appendingPathComponent("oshi").path
  return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : executable
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

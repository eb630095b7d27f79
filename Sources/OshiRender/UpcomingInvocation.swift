import OshiRuntime
import OshiStoreCore
import OshiWords

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of `oshi upcoming`, whoever parsed its arguments: the lean `oshi` (prompts and
/// timers run it) or oshi-cli, from the parsed options to the bytes on standard output.
public struct UpcomingInvocation: Sendable, Equatable {
  /// `--format`.
  public enum Format: String, Sendable, CaseIterable {
    /// Lines in columns: the date, the days left, the sentence.
    case text
    /// JSON Lines.
    case json
  }

  /// `--days N`.
  public var days = 30
  /// `--limit N`.
  public var limit: Int?
  /// `--oshi SLUG`.
  public var oshi: String?
  /// `--group SLUG`.
  public var group: String?
  /// `--format`.
  public var format = Format.text
  /// `--db`, `--tz`, `--lang`.
  public var global = GlobalInput()

  /// An invocation with the defaults: 30 days, every oshi, as text.
  public init() {}

  /// Lists and hands the output to `write`.
  ///
  /// - Parameters:
  ///   - environment: the process environment.
  ///   - clock: reads the real clock; used only when `OSHI_NOW` is not set.
  ///   - upgrade: migrates a store made by an older oshi; the lean `oshi` has none, and
  ///     hands such a store to oshi-cli.
  ///   - write: takes the output.
  /// - Throws: ``OshiError`` when the options, the environment or the store are refused.
  public func run(
    environment: [String: String], clock: () -> Int64, upgrade: Store.Upgrade?,
    write: ([UInt8]) -> Void
  ) throws(OshiError) {
    // It only reads: a missing store is an error, not a new empty one.
    var reading = global
    reading.createsStore = false
    reading.readsCopy = true
    let context = try Context.resolve(
      reading, environment: environment, clock: clock, upgrade: upgrade)
    context.reportWarnings()
    do {
      let list = UpcomingList(context)
      let listing = try list.listing(.init(days: days, limit: limit, oshi: oshi, group: group))
      write(format == .json ? list.jsonLines(listing) : list.text(listing))
    } catch {
      throw error.said(in: context.language)
    }
  }

  /// ``run(environment:clock:upgrade:write:)``, then ends the process with status 0.
  public func runAndExit(
    environment: [String: String], clock: () -> Int64, upgrade: Store.Upgrade?,
    write: ([UInt8]) -> Void
  ) throws(OshiError) -> Never {
    try run(environment: environment, clock: clock, upgrade: upgrade, write: write)
    exit(0)
  }
}

extension UpcomingInvocation {
  /// The arguments of the common calls of `oshi upcoming`, read by hand, as
  /// ``RenderInvocation/init(fastArguments:)`` reads render's: anything else (help, a
  /// mistake, an unusual form) returns nil and goes through swift-argument-parser, so
  /// messages stay the same; a test checks that both read every argument list alike.
  public init?(fastArguments arguments: ArraySlice<String>) {
    guard arguments.first == "upcoming" else { return nil }
    self.init()
    var rest = arguments.dropFirst()
    while let word = rest.popFirst() {
      // upcoming takes no arguments, only options.
      guard word.hasPrefix("--"), let (name, value) = FastOption.split(word, from: &rest) else {
        return nil
      }
      switch name {
      case "--days":
        guard let number = Int(value) else { return nil }
        days = number
      case "--limit":
        guard let number = Int(value) else { return nil }
        limit = number
      case "--oshi": oshi = value
      case "--group": group = value
      case "--format":
        guard let chosen = Format(rawValue: value) else { return nil }
        format = chosen
      default: guard global.take(name, value) else { return nil }
      }
    }
  }
}

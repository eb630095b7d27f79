import OshiCore
import OshiStoreCore
import OshiWidgets
import OshiWords

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The options every command accepts: `--db`, `--tz` and `--lang`.
public struct GlobalInput: Sendable, Equatable {
  /// `--db PATH`.
  public var db: String?
  /// `--tz ZONE`.
  public var tz: String?
  /// `--lang ja|en`.
  public var lang: Language?
  /// Whether a missing store is created: false for the commands that only read, which
  /// report it instead (``OshiStoreCore/StoreError/missing(path:)``).
  public var createsStore = true
  /// Whether the command reads the store's copy in the cache folder while it holds
  /// (``OshiStoreCore/StoreCopy``): `render` and `upcoming`, which only read.
  public var readsCopy = false

  /// Creates the options.
  public init(db: String? = nil, tz: String? = nil, lang: Language? = nil) {
    self.db = db
    self.tz = tz
    self.lang = lang
  }
}

/// Setting keys in the store.
public enum SettingKey {
  /// The IANA zone used when neither `--tz` nor `TZ` is given.
  public static let timeZone = "tz"
  /// The language used when neither `--lang` nor `OSHI_LANG` is given.
  public static let language = "lang"
  /// `on` to show dates in 和暦 in Japanese.
  public static let era = "era"
  /// The status-bar formats `refresh` writes for every slot, comma-separated.
  public static let formats = "formats"
  /// The terminal, with its options, that a right click opens a timeline in.
  public static let terminal = "terminal"
}

/// Where a command runs: its store, zone, language and today.
///
/// Everything that depends on the process (variables, the clock) is resolved here,
/// once, and passed down; the core and the formatter never look. Each use case takes
/// what it needs from it: `Catalog` changes the store, ``Renderer`` draws, `Refresher`
/// writes the bars' files, `Backups` exports and imports (those three in OshiApp).
public struct Context: Sendable {
  /// The open store.
  public let store: Store
  /// The effective time zone.
  public let zone: Zone
  /// The output language.
  public let language: Language
  /// The present instant, in seconds since 1970.
  public let now: Int64
  /// The civil date of `now` in `zone`.
  public let today: LocalDate
  /// Whether dates are shown in 和暦 when the language is Japanese (`--era`, or `era on`).
  public var era: Bool = false
  /// The settings stored when the context was resolved, read once with the schema.
  public var storedSettings: [String: String] = [:]
  /// What the command should say on standard error before it runs, such as a `TZ` it
  /// could not read: one line each, without `warning: `.
  public var warnings: [String] = []

  /// Creates a context from its parts.
  public init(store: Store, zone: Zone, language: Language, now: Int64) {
    self.store = store
    self.zone = zone
    self.language = language
    self.now = now
    self.today = zone.localDate(at: now)
  }

  /// Resolves the context of a command.
  ///
  /// - Parameters:
  ///   - input: the global options.
  ///   - environment: the process environment.
  ///   - clock: reads the real clock; used only when `OSHI_NOW` is not set.
  ///   - given: an already open store (the demo's), instead of the one at `--db`.
  ///   - upgrade: migrates a store made by an older oshi (GRDB's migrator, from OshiStore);
  ///     without it, such a store is refused (``OshiStoreCore/StoreError/needsUpgrade(path:)``).
  /// - Returns: the store, zone, language and time the command works with, and the
  ///   warnings it prints.
  /// - Throws: ``OshiError`` when an option or the environment is refused, or the store
  ///   cannot be opened or read.
  public static func resolve(
    _ input: GlobalInput, environment: [String: String], clock: () -> Int64,
    store given: Store? = nil, upgrade: Store.Upgrade?
  ) throws(OshiError) -> Context {
    let explicitLanguage = try language(input, environment: environment)
    let now = try Now.from(environment)
    let store: Store
    let settings: [String: String]
    if let given {
      store = given
      do {
        settings = try store.settings()
      } catch {
        throw OshiError(error)
      }
    } else {
      // Opening the store read its settings in the same transaction.
      store = try Context.open(input, environment: environment, upgrade: upgrade)
      settings = store.settingsAtOpen
    }
    let language =
      explicitLanguage
      ?? settings[SettingKey.language].flatMap(Language.init(rawValue:))
      ?? environment["LANG"].flatMap(Language.init(locale:))
      ?? .en
    // Errors from here on, and the warnings, are in the command's language.
    do {
      var warnings: [String] = []
      let zone = try zone(
        input, environment: environment, stored: settings[SettingKey.timeZone], language: language,
        warnings: &warnings)
      var context = Context(
        store: store, zone: zone, language: language, now: now?.instant(in: zone) ?? clock())
      context.era = settings[SettingKey.era] == "on"
      context.storedSettings = settings
      context.warnings = warnings
      return context
    } catch {
      // Refused after a missing store was made for it: a refused command creates nothing.
      store.creation?.undo()
      throw error.said(in: language)
    }
  }

  /// The language of a command's context, resolved again for an error the command gave
  /// after resolving it: `--lang`, `OSHI_LANG`, the store's `lang` setting (read, never
  /// created or migrated), `LANG`; nil when the context cannot be resolved.
  public static func language(
    of input: GlobalInput, environment: [String: String]
  ) -> Language? {
    var reading = input
    reading.createsStore = false
    return try? resolve(reading, environment: environment, clock: { 0 }, upgrade: nil).language
  }

  /// Opens the store named by `--db`, `OSHI_DB` or the XDG default.
  public static func open(
    _ input: GlobalInput, environment: [String: String], upgrade: Store.Upgrade?
  ) throws(OshiError) -> Store {
    let path = try storePath(input, environment: environment)
    let copy =
      input.readsCopy
      ? cacheFolder(environment: environment).map { $0 + "/" + StoreCopy.fileName(store: path) }
      : nil
    do {
      return try Store.open(
        path: path, creating: input.createsStore, upgrade: upgrade, copy: copy)
    } catch {
      throw OshiError(error)
    }
  }

  /// The store's path: `--db`, then `OSHI_DB`, then `$XDG_DATA_HOME/oshi/oshi.sqlite`,
  /// then `~/.local/share/oshi/oshi.sqlite`.
  public static func storePath(_ input: GlobalInput, environment: [String: String])
    throws(OshiError) -> String
  {
    if let db = input.db {
      guard !db.isEmpty else {
        throw .usage(Words.Runtime.emptyDB)
      }
      return db
    }
    if let db = environment["OSHI_DB"], !db.isEmpty { return db }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/oshi/oshi.sqlite"
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else {
      throw .usage(
        Words.Runtime.noHomeForStore)
    }
    return home + "/.local/share/oshi/oshi.sqlite"
  }

  /// oshi's cache folder: `$XDG_CACHE_HOME/oshi`, else `~/.cache/oshi`; nil without a home.
  public static func cacheFolder(environment: [String: String]) -> String? {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/oshi" }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/.cache/oshi"
  }

  /// `--lang`, then `OSHI_LANG`; nil when neither is given.
  package static func language(_ input: GlobalInput, environment: [String: String])
    throws(OshiError)
    -> Language?
  {
    if let lang = input.lang { return lang }
    if let lang = environment["OSHI_LANG"], !lang.isEmpty {
      guard let language = Language.parse(lang) else {
        throw .usage(
          Words.Runtime.unknownOshiLang(lang))
      }
      return language
    }
    return nil
  }

  /// `--tz`, then `TZ`, then the stored zone, then the system's.
  ///
  /// `--tz` and `TZ` may name an IANA zone or give a POSIX rule (`JST-9`). A `--tz`
  /// that is neither is an error; a `TZ` that is neither adds a warning and is passed
  /// over, so that a command that needs no zone (or `config set tz`, the fix) still runs.
  package static func zone(
    _ input: GlobalInput, environment: [String: String], stored: String?, language: Language,
    warnings: inout [String]
  ) throws(OshiError) -> Zone {
    if let tz = input.tz {
      switch Zone.reading(tz) {
      case .zone(let zone): return zone
      case .abbreviation(let name, let suggestion):
        throw .usage(
          Words.Runtime.zoneAbbreviation(name, suggestion))
      case .unknown:
        throw .usage(
          Words.Runtime.unknownZone(tz))
      }
    }
    if let tz = environment["TZ"], !tz.isEmpty {
      let problem: Said
      switch Zone.reading(tz) {
      case .zone(let zone): return zone
      case .abbreviation(let name, let suggestion):
        problem =
          Words.Runtime.tzAbbreviation(name, suggestion)
      case .unknown:
        problem =
          Words.Runtime.unknownTZ(tz)
      }
      if let stored, let zone = Zone(identifier: stored) {
        warnings.append(
          Words.Runtime.usingStoredZone(problem, zone.identifier)(language))
        return zone
      }
      // Not TimeZone.current, which reads TZ itself.
      let system = Zone(identifier: systemZoneIdentifier()) ?? .utc
      warnings.append(
        Words.Runtime.usingSystemZone(problem, system.identifier)(language))
      return system
    }
    if let stored, let zone = Zone(identifier: stored) { return zone }
    // Without TZ, as glibc does: the zone /etc/localtime names.
    return Zone(identifier: systemZoneIdentifier()) ?? .utc
  }
}

extension Context {
  /// Writes each of ``warnings`` to standard error as a `warning:` line.
  public func reportWarnings() {
    for warning in warnings {
      var line = "warning: \(warning)\n"
      line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }
  }
}

extension Context {
  /// A date as this context shows it: 和暦 when asked for in Japanese, else ISO.
  public func display(_ date: EventDate) -> String {
    Context.display(date, era: era, language: language)
  }

  /// A date as shown with `era` in `language`: 和暦 when asked for in Japanese (a date
  /// without a year as `4月6日`), else ISO.
  public static func display(_ date: EventDate, era: Bool, language: Language) -> String {
    guard era, language == .ja else { return date.iso }
    switch date {
    case .full(let full): return JapaneseEra.format(full) ?? date.iso
    case .yearless(let month, let day): return JapaneseEra.monthDay(month, day)
    }
  }
}

extension Context {
  /// The zone a process without TZ gets, as cron's jobs do: /etc/localtime's target,
  /// else /etc/timezone, else UTC.
  public static func systemZoneIdentifier() -> String {
    var target = [CChar](repeating: 0, count: 4096)
    let count = readlink("/etc/localtime", &target, target.count - 1)
    if count > 0,
      let name = Zone.afterZoneinfo(
        String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    {
      return name
    }
    if let bytes = SystemFile.bytes(at: "/etc/timezone", limit: 4096) {
      let name = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        .first.map(String.init)
      if let name, Zone(identifier: name) != nil { return name }
    }
    return "UTC"
  }
}

extension Now {
  /// `OSHI_NOW`, parsed; nil when it is not set.
  package static func from(_ environment: [String: String]) throws(OshiError) -> Now? {
    guard let text = environment["OSHI_NOW"], !text.isEmpty else { return nil }
    guard let now = Now(iso: text) else {
      throw .usage(Words.Runtime.badOshiNow(text))
    }
    return now
  }
}

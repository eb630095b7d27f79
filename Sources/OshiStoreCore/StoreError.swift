#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the store could not be opened or changed.
///
/// Each case reads as one line.
public enum StoreError: Error, Equatable, CustomStringConvertible {
  /// The file exists but is not an oshi store.
  case notAStore(path: String, reason: String)
  /// The file was written by a newer version of oshi.
  case newerSchema(path: String)
  /// The file was written by an older version of oshi, and this binary cannot migrate it
  /// (the status bar's, which hands such a store to the full one).
  case needsUpgrade(path: String)
  /// The file or its folder cannot be read.
  case unreadable(path: String, reason: String)
  /// There is no store at the path, and the command only reads.
  case missing(path: String)
  /// The file or its folder cannot be written.
  case unwritable(path: String, reason: WriteFailure)
  /// Another process held the store for too long.
  case busy(path: String)
  /// The file is an SQLite database whose pages are damaged (truncated or overwritten).
  case damaged(path: String)
  /// A row with the same key exists (another process may have added it meanwhile).
  case alreadyExists(path: String)
  /// A row it refers to was removed meanwhile.
  case missingReference(path: String)
  /// The row changed in another process between reading and writing; try again.
  case changedMeanwhile(path: String)
  /// Any other database failure.
  case failed(path: String, reason: String)

  /// Maps a failure of the store's connection on `path` to a case the user can act on.
  ///
  /// OshiStore maps GRDB's errors through ``init(path:code:message:)`` too.
  package init(path: String, _ error: any Error) {
    if let failure = error as? SQLiteFailure {
      self.init(path: path, code: failure.code, message: failure.message)
    } else {
      self = .failed(path: path, reason: String(describing: error))
    }
  }

  /// The case for SQLite's extended result `code` on `path`.
  package init(path: String, code: Int32, message: String?) {
    let primary = code & 0xFF
    switch code {
    case SQLITE_NOTADB:
      self = .notAStore(path: path, reason: "the file is not an SQLite database")
    case SQLITE_CORRUPT:
      self = .damaged(path: path)
    // SQLite's extended codes, which are macros Swift does not import.
    case SQLITE_CONSTRAINT | 8 << 8, SQLITE_CONSTRAINT | 6 << 8:  // UNIQUE, PRIMARYKEY
      self = .alreadyExists(path: path)
    case SQLITE_CONSTRAINT | 3 << 8:  // FOREIGNKEY
      self = .missingReference(path: path)
    case _ where primary == SQLITE_CORRUPT:
      self = .damaged(path: path)
    case _ where primary == SQLITE_BUSY || primary == SQLITE_LOCKED:
      self = .busy(path: path)
    case _ where primary == SQLITE_READONLY:
      self = .unwritable(path: path, reason: .readOnly)
    case _ where primary == SQLITE_CANTOPEN || primary == SQLITE_PERM || primary == SQLITE_AUTH:
      self = .unreadable(path: path, reason: "it cannot be opened")
    case _ where primary == SQLITE_IOERR || primary == SQLITE_FULL:
      self = .failed(path: path, reason: "input/output error (\(message ?? "disk"))")
    default:
      self = .failed(path: path, reason: message ?? String(cString: sqlite3_errstr(code)))
    }
  }

  /// What failed, in English and in Japanese.
  public var messages: (en: String, ja: String) {
    switch self {
    case .notAStore(let path, let reason):
      (
        "\(path) is not an oshi store: \(reason); it was left untouched",
        "\(path) は oshi のストアではありません。ファイルには触れていません"
      )
    case .needsUpgrade(let path):
      (
        "\(path) was written by an older version of oshi; run any other oshi command to upgrade it",
        "\(path) は古い oshi で書かれています。ほかの oshi のコマンドを一度実行すると更新されます"
      )
    case .newerSchema(let path):
      (
        "\(path) was written by a newer version of oshi; upgrade oshi to use it (the file was left untouched)",
        "\(path) は新しい oshi で書かれています。oshi を更新してください(ファイルには触れていません)"
      )
    case .unreadable(let path, let reason):
      (
        "cannot read the store \(path): \(reason)",
        "ストア \(path) を読めません"
      )
    case .missing(let path):
      (
        "no store at \(path); check --db or OSHI_DB, or add an oshi first with oshi add NAME",
        "\(path) にストアがありません。--db か OSHI_DB を確かめるか、oshi add 名前 で推しを追加してください"
      )
    case .unwritable(let path, let reason):
      (
        "cannot write the store \(path): \(reason.messages.en); keep it elsewhere with --db PATH or OSHI_DB=PATH",
        "ストア \(path) に書き込めません。\(reason.messages.ja)。--db パス か OSHI_DB=パス で別の場所に置けます"
      )
    case .busy(let path):
      (
        "the store \(path) stayed busy for \(Int(Store.busyTimeout)) seconds; try again",
        "ストア \(path) が使用中のままでした。もう一度お試しください"
      )
    case .damaged(let path):
      (
        "the store \(path) is damaged (SQLite finds malformed pages); it was left untouched: restore a backup with oshi import",
        "ストア \(path) が壊れています(ファイルには触れていません)。oshi import でバックアップから戻せます"
      )
    case .alreadyExists(let path):
      (
        "the store \(path) already holds that slug or id (added meanwhile?); choose another",
        "ストア \(path) にはそのスラッグか ID がもうあります。別のものにしてください"
      )
    case .missingReference(let path):
      (
        "the store \(path) no longer holds what this refers to (removed meanwhile?); check oshi list",
        "ストア \(path) にその参照先がもうありません。oshi list で確かめてください"
      )
    case .changedMeanwhile(let path):
      (
        "the store \(path) kept changing while this command ran; try again",
        "実行中にストア \(path) が変わり続けました。もう一度お試しください"
      )
    case .failed(let path, let reason):
      (
        "store \(path): \(reason)",
        "ストア \(path): \(reason)"
      )
    }
  }

  public var description: String { messages.en }
}

/// Why the store or a folder it needs cannot be written: what oshi tried, and the
/// system's reason, so that the user can act on it.
public enum WriteFailure: Sendable, Equatable {
  /// A part of the store's path is a file, not a folder.
  case notAFolder(String)
  /// `mkdir` refused the folder, with `errno`.
  case folder(String, errno: Int32)
  /// `open` refused to create the file, with `errno`.
  case file(errno: Int32)
  /// SQLite found the file or its folder read-only.
  case readOnly

  /// The reason, in English and in Japanese; the system's own words are quoted in both.
  public var messages: (en: String, ja: String) {
    switch self {
    case .notAFolder(let path):
      ("\(path) is a file, not a folder", "\(path) はフォルダーではなくファイルです")
    case .folder(let path, let code):
      (
        "cannot create the folder \(path) (\(WriteFailure.system(code)))",
        "フォルダー \(path) を作れません(\(WriteFailure.systemJapanese(code)))"
      )
    case .file(let code):
      (
        "cannot create the file (\(WriteFailure.system(code)))",
        "ファイルを作れません(\(WriteFailure.systemJapanese(code)))"
      )
    case .readOnly:
      ("the file or its folder is read-only", "ファイルかそのフォルダーが読み取り専用です")
    }
  }

  /// The C library's words for `code`, as `strerror` gives them.
  static func system(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// The same, with what it means in Japanese for the reasons a home gives.
  static func systemJapanese(_ code: Int32) -> String {
    let meaning: String? =
      switch code {
      case EACCES, EPERM: "書き込む権限がありません"
      case EROFS: "読み取り専用のファイルシステムです"
      case ENOSPC: "ディスクに空きがありません"
      case EDQUOT: "ディスクの割り当てを超えています"
      case ENOTDIR: "途中にフォルダーでないものがあります"
      default: nil
      }
    return meaning.map { "\($0): \(system(code))" } ?? system(code)
  }
}

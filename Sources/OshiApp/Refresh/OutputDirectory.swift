import Foundation
import OshiCommandWords
import OshiRender
import OshiRuntime
import OshiWords

/// What one refresh did to the output folder.
public struct RefreshReport: Sendable {
  /// Files written because their content changed or they were new.
  public var written: [String] = []
  /// Files left alone because their content was already right.
  public var kept: [String] = []
  /// Files of removed widgets and slots, deleted.
  public var removed: [String] = []
  /// What was done to the calendar vdir, when `vdir` is among the formats.
  public var calendar: CalendarFolderReport?

  /// Whether anything on disk changed.
  public var changed: Bool {
    !written.isEmpty || !removed.isEmpty || calendar?.changed == true
  }
}

/// The folder that status bars read: written atomically, file by file, under a lock.
///
/// Each file is written to a temporary file in the same folder and renamed over the
/// old one, so a reader sees the old content or the new, never a part. A file whose
/// content is already right is not touched, so its mtime stays. Only files that an
/// earlier refresh listed in `timeline.json` are ever deleted.
public struct OutputDirectory: Sendable {
  /// The folder.
  public let path: String

  /// The timeline's name, listing every file oshi owns here.
  public static let timelineName = RefreshFolder.timelineName
  static let lockName = ".oshi.lock"
  static let temporaryPrefix = ".oshi-tmp-"
  /// Present while files are being replaced: a refresh killed then left the folder
  /// partly new, and the next one must not trust the timeline's fingerprint.
  static let unfinishedName = RefreshFolder.unfinishedName

  /// An output folder at `path` (created 0700 when missing).
  public init(path: String) {
    self.path = path
  }

  /// Brings the folder to exactly `files` (name → content), plus a timeline.
  ///
  /// - Parameters:
  ///   - files: every text file the folder should hold, by name, with its content.
  ///   - pictures: every picture (`<slot>.png`) it should hold, by name, with its bytes.
  ///   - previous: the timeline in the folder, from ``timeline()``; only the files it
  ///     lists are ever deleted.
  ///   - timeline: builds the timeline from the file names; it is written only when
  ///     something else changed or `sameTimeline` says the previous one is out of date.
  ///   - sameTimeline: whether the previous timeline still says what a new one would.
  /// - Returns: which files were written, kept and removed.
  /// - Throws: ``OshiError`` when a file cannot be written or replaced; the files not yet
  ///   replaced keep their old content.
  ///
  /// Call it inside ``locked(_:)``.
  public func apply(
    _ files: [String: String], pictures: [String: [UInt8]] = [:], previous: Timeline?,
    timeline: ([String]) -> Timeline, sameTimeline: (Timeline, [String]) -> Bool
  ) throws(OshiError) -> RefreshReport {
    var report = RefreshReport()
    let names = (Array(files.keys) + pictures.keys.filter { files[$0] == nil }).sorted()
    // Check every target before replacing any, so that a failure leaves all old files.
    for name in names + [OutputDirectory.timelineName] {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: file(name), isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        throw OshiError(
          Words.Refresh.fileIsAFolder(file(name)), exitCode: 73)
      }
    }
    let owned = OutputDirectory.owned(by: previous)
    var staged: [(temporary: String, name: String)] = []
    do throws(OshiError) {
      for name in names {
        if let content = files[name] {
          if read(name) == content {
            report.kept.append(name)
            continue
          }
          staged.append((try stage(Array(content.utf8)), name))
        } else {
          let bytes = pictures[name] ?? []
          if FileManager.default.contents(atPath: file(name)).map(Array.init) == bytes {
            report.kept.append(name)
            continue
          }
          staged.append((try stage(bytes), name))
        }
        report.written.append(name)
      }
      let removed = owned.filter {
        files[$0] == nil && pictures[$0] == nil && $0 != OutputDirectory.timelineName
      }
      if !staged.isEmpty || !removed.isEmpty
        || !(previous.map { sameTimeline($0, names) } ?? false)
      {
        staged.append((try stage(Array(timeline(names).text.utf8)), OutputDirectory.timelineName))
        report.written.append(OutputDirectory.timelineName)
      } else {
        report.kept.append(OutputDirectory.timelineName)
      }
      if !staged.isEmpty || !removed.isEmpty {
        let marker = open(
          file(OutputDirectory.unfinishedName), O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)
        guard marker >= 0 else {
          throw cannotWrite(String(cString: strerror(errno)), exitCode: 73)
        }
        close(marker)
      }
      // The timeline was staged last; the removals go just before it, so that until it is
      // in place the old one still lists every file this refresh may not have finished.
      let replacements = staged
      for (index, (temporary, name)) in replacements.enumerated() {
        if name == OutputDirectory.timelineName {
          for name in removed where unlink(file(name)) == 0 || errno == ENOENT {
            report.removed.append(name)
          }
        }
        guard rename(temporary, file(name)) == 0 else {
          staged = Array(replacements[index...])
          let reason = String(cString: strerror(errno))
          throw OshiError(
            Words.Refresh.cannotReplace(file(name), reason), exitCode: 73)
        }
      }
      staged = []
      unlink(file(OutputDirectory.unfinishedName))
    } catch {
      for (temporary, _) in staged { unlink(temporary) }
      throw error
    }
    return report
  }

  /// Runs `body` holding the folder's lock, so that refreshes never interleave; a
  /// refresh killed earlier may have left temporaries, which are removed first.
  public func locked<T>(_ body: () throws(OshiError) -> T) throws(OshiError) -> T {
    try createFolder()
    let lock = try acquireLock()
    defer {
      flock(lock, LOCK_UN)
      close(lock)
    }
    removeStaleTemporaries()
    return try body()
  }

  /// Whether a refresh was stopped while it replaced files.
  public var isUnfinished: Bool { RefreshFolder.isUnfinished(path) }

  /// The timeline an earlier refresh wrote, parsed; nil when it is missing or unreadable.
  public func timeline() -> Timeline? {
    FileManager.default.contents(atPath: file(OutputDirectory.timelineName)).flatMap(
      Timeline.init(json:))
  }

  /// Whether every named file is in the folder.
  public func allExist(_ names: [String]) -> Bool {
    names.allSatisfy { access(file($0), F_OK) == 0 }
  }

  /// The full path of a file in the folder.
  public func file(_ name: String) -> String {
    RefreshFolder.file(name, in: path)
  }

  /// The current content of a file, or nil when it is missing or unreadable.
  public func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The files an earlier refresh wrote, from its timeline: the only ones it may delete.
  static func owned(by timeline: Timeline?) -> [String] {
    // Never follow a planted name out of the folder.
    (timeline?.files ?? []).filter { !$0.contains("/") && !$0.hasPrefix(".") && !$0.isEmpty }
  }

  /// A failure to write into the folder, with the system's reason, lowercase as every
  /// message is (`permission denied`).
  private func cannotWrite(_ reason: String, exitCode: Int32) -> OshiError {
    let reason = reason.prefix(1).lowercased() + reason.dropFirst()
    return OshiError(
      Words.Refresh.cannotWriteTo(path, reason),
      exitCode: exitCode)
  }

  /// Makes the folder (0700, with its parents) when it is missing.
  ///
  /// - Parameter noun: what the folder is, for the error: ``Words/Refresh/outputFolder``.
  /// - Throws: ``OshiError`` (exit 73) when the path is a file, or the folder cannot be
  ///   made.
  func createFolder(named noun: Said = Words.Refresh.outputFolder)
    throws(OshiError)
  {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw OshiError(
          Words.Refresh.notAFolder(path), exitCode: 73)
      }
      return
    }
    do {
      try FileManager.default.createDirectory(
        atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw OshiError(
        Words.Refresh.cannotCreate(noun, path),
        exitCode: 73)
    }
  }

  private func acquireLock() throws(OshiError) -> Int32 {
    let descriptor = open(file(OutputDirectory.lockName), O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw cannotWrite(String(cString: strerror(errno)), exitCode: 73)
    }
    // Another refresh holds the lock until it is done; wait for it.
    while flock(descriptor, LOCK_EX) != 0 {
      if errno != EINTR {
        close(descriptor)
        let reason = String(cString: strerror(errno))
        throw OshiError(
          Words.Refresh.cannotLock(path, reason), exitCode: 75)
      }
    }
    return descriptor
  }

  /// Writes `bytes` to a new owner-only temporary file in the folder (not synced: see
  /// below).
  func stage(_ bytes: [UInt8]) throws(OshiError) -> String {
    var template = Array(file(OutputDirectory.temporaryPrefix + "XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else {
      throw cannotWrite(String(cString: strerror(errno)), exitCode: 73)
    }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno))
        close(descriptor)
        unlink(temporary)
        throw cannotWrite(reason, exitCode: 74)
      }
      offset += written
    }
    // No fsync: these files are a cache that the next refresh rebuilds, and the rename
    // alone already keeps a reader (or a killed refresh) from seeing half a file.
    // Syncing each of thousands of files would make a refresh take seconds.
    guard close(descriptor) == 0 else {
      unlink(temporary)
      throw cannotWrite(String(cString: strerror(errno)), exitCode: 74)
    }
    return temporary
  }

  /// Temporaries left by a refresh that was killed; safe to delete under the lock.
  func removeStaleTemporaries() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    for name in names where name.hasPrefix(OutputDirectory.temporaryPrefix) {
      unlink(file(name))
    }
  }
}

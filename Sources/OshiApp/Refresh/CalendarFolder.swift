import Foundation
import OshiCommandWords
import OshiCore
import OshiRender
import OshiRuntime
import OshiStoreCore
import OshiText
import OshiWords

/// The `vdir.*` settings: where refresh writes the calendar vdir, and what goes in it.
public struct CalendarFolderSettings: Sendable, Equatable {
  /// The keys.
  public static let path = "vdir.calendar"
  public static let kinds = "vdir.kinds"
  public static let oshis = "vdir.oshis"
  public static let privacy = "vdir.private"

  /// The folder, when set; else `calendar/` in refresh's output folder.
  public var path: String?
  /// The kinds of widget whose days go in; nil for every kind.
  public var kinds: Set<WidgetKind>?
  /// The oshis and groups whose days go in (a group's members' too); nil for all.
  public var oshis: Set<String>?
  /// Whether private oshis and widgets go in (`vdir.private show`).
  public var includesPrivate = false

  /// The settings stored in `stored`; a value that no longer reads takes its default.
  public init(_ stored: [String: String] = [:]) {
    path = stored[Self.path]
    if let text = stored[Self.kinds], let kinds = try? Self.kindSet(text) { self.kinds = kinds }
    if let text = stored[Self.oshis], let slugs = try? Self.slugSet(text) { oshis = slugs }
    includesPrivate = stored[Self.privacy] == "show"
  }

  /// The folder to write: the setting, else `calendar` in `output`.
  public func folder(output: String) -> String {
    path ?? RefreshFolder.file("calendar", in: output)
  }

  /// Whether `widget` of `oshi` goes in the calendar; `group` is the oshi's group.
  func includes(_ widget: Widget, of oshi: Oshi, group: Oshi?) -> Bool {
    if let kinds, !kinds.contains(widget.kind) { return false }
    if let oshis, !oshis.contains(oshi.slug), !(group.map { oshis.contains($0.slug) } ?? false) {
      return false
    }
    return true
  }

  /// The value to store for `key`, checked.
  static func value(_ value: String, for key: String) throws(OshiError) -> String {
    switch key {
    case path:
      guard value.hasPrefix("/") else {
        throw .usage(Words.Refresh.vdirCalendarNotAbsolute(Sanitizer.clean(value)))
      }
      return value
    case kinds:
      let kinds = try kindSet(value)
      return WidgetKind.allCases.filter(kinds.contains).map(\.rawValue).joined(separator: ",")
    case oshis:
      return try slugSet(value).sorted().joined(separator: ",")
    case privacy:
      guard value == "show" || value == "hide" else {
        throw .usage(Words.Refresh.vdirPrivateInvalid(Sanitizer.clean(value)))
      }
      return value
    default:
      return value
    }
  }

  /// The kinds named in `text`, comma-separated.
  static func kindSet(_ text: String) throws(OshiError) -> Set<WidgetKind> {
    var kinds: Set<WidgetKind> = []
    for part in text.split(separator: ",").map({ String($0).trimmingSpaces }) where !part.isEmpty {
      guard let kind = WidgetKind(rawValue: part) else {
        let names = WidgetKind.allCases.map(\.rawValue).joined(separator: ",")
        throw .usage(
          Words.Refresh.unknownVdirKind(Sanitizer.clean(part), names))
      }
      kinds.insert(kind)
    }
    guard !kinds.isEmpty else {
      throw .usage(
        Words.Refresh.emptyVdirKinds)
    }
    return kinds
  }

  /// The slugs named in `text`, comma-separated.
  static func slugSet(_ text: String) throws(OshiError) -> Set<String> {
    var slugs: Set<String> = []
    for part in text.split(separator: ",").map({ String($0).trimmingSpaces }) where !part.isEmpty {
      slugs.insert(try Input.slug(part, field: "vdir.oshis"))
    }
    guard !slugs.isEmpty else {
      throw .usage(
        Words.Refresh.emptyVdirOshis)
    }
    return slugs
  }
}

/// What one refresh did to the calendar vdir.
public struct CalendarFolderReport: Sendable, Equatable {
  /// The folder.
  public var path: String
  /// Items written because they were new or their event changed.
  public var written: [String] = []
  /// Items left alone, in the order of the events.
  public var kept: [String] = []
  /// Items of events that are gone, deleted.
  public var removed: [String] = []
  /// The folder's ``CalendarFolder/stamp(of:)`` as it was before this refresh read it,
  /// for the next refresh to compare; nil when it was missing, or had changed too
  /// recently for its time to tell a later change apart.
  public var stamp: String?

  /// Whether anything in the folder changed.
  public var changed: Bool { !written.isEmpty || !removed.isEmpty }
}

/// The calendar as a vdir: a folder with one `.ics` file per event, named by its UID, as
/// vdirsyncer's `filesystem` storage keeps a CalDAV calendar (vdir's specification:
/// https://vdirsyncer.pimutils.org/en/stable/vdir.html).
///
/// vdirsyncer uploads an item whose file changed, so a file is written only when its
/// event changed: the content is compared without its `DTSTAMP` line, which says the day
/// the calendar was made. A file written over another counts the revision in `SEQUENCE`,
/// so that oshi's version written back over a phone's edit is uploaded
/// (``revised(_:over:)``). Each file is written to a temporary file in the folder (a name
/// without `.ics`, which vdirsyncer passes over) and renamed. Only files whose name ends in
/// `@oshi.ics` are oshi's: another item (an event added on the phone, which a sync brought
/// down) is never touched.
public struct CalendarFolder: Sendable {
  /// The folder.
  public let path: String

  /// The end of the name of every file oshi owns here.
  static let ownedSuffix = "@oshi.ics"

  /// A vdir at `path`.
  public init(path: String) {
    self.path = path
  }

  /// Brings the folder to exactly `items` (UID → the item's UTF-8) among oshi's files.
  ///
  /// - Throws: ``OshiError`` when the folder cannot be made or written; items already
  ///   replaced stay, the others keep their old content.
  public func apply(_ items: [(uid: String, bytes: [UInt8])]) throws(OshiError)
    -> CalendarFolderReport
  {
    // Taken before anything is read: a change that lands later moves the folder's time,
    // and the next refresh looks again.
    var report = CalendarFolderReport(path: path, stamp: Self.settledStamp(of: path))
    let folder = OutputDirectory(path: path)
    try folder.createFolder(named: Words.Refresh.calendarFolder)
    // A refresh killed while it wrote here left its temporary file; refresh holds the
    // output folder's lock, so no other refresh is writing one.
    let present = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    for name in present where name.hasPrefix(OutputDirectory.temporaryPrefix) {
      unlink(folder.file(name))
    }
    var names: Set<String> = []
    // Each item is read relative to the folder, from one buffer: a refresh reads
    // thousands (docs/perf-history.md#vdir).
    let directory = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    defer { if directory >= 0 { close(directory) } }
    var buffer = [UInt8](repeating: 0, count: 16384)
    for (uid, bytes) in items {
      // The UIDs are made of widget ids: a name that is not one stays out of the folder.
      let name = uid + ".ics"
      guard name.hasSuffix(Self.ownedSuffix), !name.utf8.contains(UInt8(ascii: "/")),
        !name.hasPrefix(".")
      else {
        continue
      }
      names.insert(name)
      let old = directory >= 0 ? Self.contents(name, in: directory, buffer: &buffer) : nil
      if let old, Self.sameButStamp(old, bytes) {
        report.kept.append(name)
        continue
      }
      let temporary = try folder.stage(old.map { Self.revised(bytes, over: $0) } ?? bytes)
      guard rename(temporary, folder.file(name)) == 0 else {
        let reason = String(cString: strerror(errno))
        unlink(temporary)
        throw OshiError(
          Words.Refresh.cannotWrite(folder.file(name), reason), exitCode: 73)
      }
      report.written.append(name)
    }
    // Only oshi's files that no event makes go; the listing is the folder as it was
    // before this refresh, which wrote only files of `names`.
    let gone = present.filter {
      $0.hasSuffix(Self.ownedSuffix) && !names.contains($0) && !$0.hasPrefix(".")
    }
    for name in gone.sorted() where unlink(folder.file(name)) == 0 {
      report.removed.append(name)
    }
    report.written.sort()
    return report
  }

  /// The folder's identity and the time of its last change (device, inode, modification
  /// and status change times, to the nanosecond); nil when it is not a folder.
  ///
  /// A file added, deleted or renamed over another in the folder (as vdirsyncer and most
  /// editors write, and as a phone's deletion reaches it) moves the folder's time, so a
  /// refresh that finds the stamp it recorded knows that no item was replaced or lost,
  /// with one `stat` and no file read. A file rewritten in place leaves it alone.
  public static func stamp(of path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
    let (modified, changed) = (status.st_mtim, status.st_ctim)
    return "\(status.st_dev):\(status.st_ino):\(modified.tv_sec).\(modified.tv_nsec):"
      + "\(changed.tv_sec).\(changed.tv_nsec)"
  }

  /// ``stamp(of:)``, when the folder's last change is at least ``settling`` old.
  ///
  /// A file system keeps times in ticks (a jiffy on Linux's own, a second or two on
  /// others): a change within the tick of the one before leaves the same time. The
  /// stamp of a folder changed that recently is not kept, and the next refresh reads
  /// the folder again. The times are the system clock's, which is read here for that
  /// reason only: `OSHI_NOW` moves oshi's day, not the file system's clock.
  static func settledStamp(of path: String) -> String? {
    var status = stat()
    var now = timespec()
    guard stat(path, &status) == 0, clock_gettime(CLOCK_REALTIME, &now) == 0 else { return nil }
    func nanoseconds(_ time: timespec) -> Int { time.tv_sec * 1_000_000_000 + time.tv_nsec }
    let last = max(nanoseconds(status.st_mtim), nanoseconds(status.st_ctim))
    guard nanoseconds(now) - last >= settling else { return nil }
    return stamp(of: path)
  }

  /// How old, in nanoseconds, a folder's last change must be for its time to be trusted:
  /// FAT keeps times to 2 seconds, the coarsest a vdir is likely to sit on.
  static let settling = 2_000_000_000

  /// The bytes of the file `name` in the folder open as `directory`; nil when it cannot
  /// be read.
  ///
  /// It is read through `buffer`: one `read` for an item smaller than the buffer.
  static func contents(_ name: String, in directory: Int32, buffer: inout [UInt8]) -> [UInt8]? {
    let file = openat(directory, name, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { return nil }
    defer { close(file) }
    var bytes: [UInt8] = []
    while true {
      let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      bytes += buffer[..<count]
      // A regular file is read whole up to its end: a short read is the end. Were it
      // not, the item would only be written again.
      if count < buffer.count { return bytes }
    }
  }

  /// `item` to be written over `old`: with `SEQUENCE` one above the old file's (0 when it
  /// has none) after its `DTSTAMP` line.
  ///
  /// RFC 5545 counts an event's revisions so, and vdirsyncer needs one. After it copies
  /// a server's version of an item into the folder (an edit made on the phone),
  /// vdirsyncer 0.19 records the new file's etag with the hash of the item it replaced,
  /// oshi's own. oshi's text written back, the same but for `DTSTAMP` (which the hash
  /// leaves out), then matches that hash: the sync would see no change and never upload
  /// it. A `SEQUENCE` above the phone's makes it another item, and oshi, side `a`, wins.
  static func revised(_ item: [UInt8], over old: [UInt8]) -> [UInt8] {
    guard let stamp = item.withUnsafeBufferPointer({ stampLine($0) }) else { return item }
    let number = min(max(sequence(of: old) ?? 0, 0), Int(Int32.max) - 1) + 1
    return Array(item[..<stamp.upperBound]) + Array("\r\nSEQUENCE:\(number)".utf8)
      + item[stamp.upperBound...]
  }

  /// The value of the first `SEQUENCE` line of `item`, with any line ending; nil without
  /// one that reads as a number.
  static func sequence(of item: [UInt8]) -> Int? {
    let name = "SEQUENCE:"
    for line in String(decoding: item, as: UTF8.self).split(whereSeparator: \.isNewline)
    where line.prefix(name.count).uppercased() == name {
      return Int(line.dropFirst(name.count).trimmingCharacters(in: .whitespaces))
    }
    return nil
  }

  /// Whether two items are the same but for their `DTSTAMP` line, which says when the
  /// calendar was made and changes at every refresh, and a `SEQUENCE` line right after
  /// it, which oshi writes there (``revised(_:over:)``).
  ///
  /// Compared as bytes, with `memchr` and `memcmp`: a refresh compares thousands of
  /// items (docs/perf-history.md#vdir).
  static func sameButStamp(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        guard let stampA = stampLine(a), let stampB = stampLine(b) else {
          return equal(a, 0..<a.count, b, 0..<b.count)
        }
        return equal(a, 0..<stampA.lowerBound, b, 0..<stampB.lowerBound)
          && equal(a, stampA.upperBound..<a.count, b, stampB.upperBound..<b.count)
      }
    }
  }

  /// Whether `a[first]` and `b[second]` hold the same bytes.
  private static func equal(
    _ a: UnsafeBufferPointer<UInt8>, _ first: Range<Int>, _ b: UnsafeBufferPointer<UInt8>,
    _ second: Range<Int>
  ) -> Bool {
    guard first.count == second.count else { return false }
    guard !first.isEmpty, let a = a.baseAddress, let b = b.baseAddress else { return true }
    return memcmp(a + first.lowerBound, b + second.lowerBound, first.count) == 0
  }

  /// The range of the `\r\nDTSTAMP:…` line, from its `\r\n` to the next one, and of a
  /// `SEQUENCE:…` line right after it; nil when there is none.
  static func stampLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    let marker: [UInt8] = Array("\r\nDTSTAMP:".utf8)
    guard let base = bytes.baseAddress else { return nil }
    var start = 0
    while true {
      guard start + marker.count <= bytes.count,
        let found = memchr(base + start, 0x0D, bytes.count - start - marker.count + 1)
      else { return nil }
      start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if memcmp(base + start, marker, marker.count) == 0 { break }
      start += 1
    }
    var end = start + marker.count
    while end + 1 < bytes.count, !(bytes[end] == 0x0D && bytes[end + 1] == 0x0A) { end += 1 }
    guard end + 1 < bytes.count else { return nil }
    let sequence: [UInt8] = Array("\r\nSEQUENCE:".utf8)
    if end + sequence.count <= bytes.count, memcmp(base + end, sequence, sequence.count) == 0 {
      var next = end + sequence.count
      while next + 1 < bytes.count, !(bytes[next] == 0x0D && bytes[next + 1] == 0x0A) {
        next += 1
      }
      if next + 1 < bytes.count { end = next }
    }
    return start..<end
  }
}

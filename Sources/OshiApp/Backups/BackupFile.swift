import Foundation
import OshiCommandWords
import OshiCore
import OshiImport
import OshiRender
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords

/// The JSON backup of `oshi export` and `oshi import`: versioned, complete, and
/// written in a stable order so that exporting an imported backup gives the same file.
public enum BackupFile {
  /// The value of the `format` field.
  public static let format = "oshi-backup"
  /// The version this build writes.
  ///
  /// It reads this one and every older one: version 1 had no groups, and its `group` was
  /// free text, which becomes a group of that name.
  public static let version = 2

  /// The backup as indented JSON, keys sorted.
  public static func encode(_ backup: Backup) -> String {
    JSONText.document(BackupDocument(backup))
  }

  /// Reads and checks a backup; every refusal names the path of the bad field.
  public static func decode(_ data: Data) throws(OshiError) -> Backup {
    do {
      return try JSONDecoder().decode(BackupDocument.self, from: data).backup
    } catch let error as OshiError {
      throw located(error, in: data)
    } catch let error as DecodingError {
      throw located(refusal(error, data: data), in: data)
    } catch {
      throw .usage(
        Words.Backup.unreadable("\(error)"))
    }
  }

  /// What a file that is not a backup looks like, from its first lines, and what to do
  /// with it: a format `oshi import --from` reads, or the formats it reads; nil when it
  /// looks like none of them.
  static func looksLike(_ data: Data) -> Said? {
    let text = Substring(decoding: data.prefix(4096), as: UTF8.self)
    let first = text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) }
    if first?.uppercased().hasPrefix("BEGIN:VCALENDAR") == true {
      return Words.Backup.iCalendar
    }
    guard let format = ImportFormat.detect(text), format != .json else { return nil }
    return Words.Backup.importable(
      Said(format.name(in: .en), ja: format.name(in: .ja)), option: format.rawValue)
  }

  /// A refusal that names a JSON path (`$.oshis[1].birthday: …`) with the line the field is
  /// on added after the path: `$.oshis[1].birthday (line 12): …`.
  static func located(_ error: OshiError, in data: Data) -> OshiError {
    guard error.message.hasPrefix("$"), let colon = error.message.range(of: ": ") else {
      return error
    }
    let path = String(error.message[..<colon.lowerBound])
    guard let line = JSONPaths.line(of: path, in: Array(data)) else { return error }
    var located = error
    let place = Words.Backup.atLine(path, line)
    located.message = place.en + error.message[colon.lowerBound...]
    if error.japanese.hasPrefix(path + ":") {
      located.japanese = place.ja + error.japanese.dropFirst(path.count)
    }
    return located
  }

  /// Foundation's decoding errors in the words of the checks: the path, then what it wants.
  static func refusal(_ error: DecodingError, data: Data) -> OshiError {
    switch error {
    case .typeMismatch(_, let context) where context.codingPath.isEmpty:
      return .usage(
        Words.Backup.otherJSON)
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      let path = jsonPath(context.codingPath)
      return .usage(Words.Backup.expected(path, expectation(type)))
    case .keyNotFound(let key, let context):
      let path = jsonPath(context.codingPath + [key])
      return .usage(Words.Backup.missing(path))
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      if let kind = looksLike(data) {
        return .usage(
          Words.Backup.looksLike(kind))
      }
      return .usage(Words.Backup.notJSON(notJSON(data)))
    case .dataCorrupted(let context):
      let path = jsonPath(context.codingPath)
      return .usage(Words.Backup.unreadableField(path))
    @unknown default:
      return .usage(Words.Backup.unreadableWithoutReason)
    }
  }

  /// What a decoder asked for, as the messages name it in English and in Japanese.
  static func expectation(_ type: Any.Type) -> Said {
    if type == String.self { return Words.Backup.aString }
    if type == Bool.self { return Words.Backup.trueOrFalse }
    if type == Int.self { return Words.Backup.aWholeNumber }
    if type == [String: Any].self { return Words.Backup.anObject }
    if type == [Any].self { return Words.Backup.anArray }
    return Words.Backup.anotherType
  }

  /// Why the bytes are not JSON, in words: Foundation says only that they are not.
  static func notJSON(_ data: Data) -> Said {
    if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return Words.Backup.empty }
    if String(validating: data, as: UTF8.self) == nil { return Words.Backup.notUTF8 }
    return Words.Backup.notJSONSyntax
  }
}

/// A backup as JSON, checked as it is read.
///
/// Each record's `init(from:)` checks its fields as the commands would; what spans
/// records (slugs and ids appear once, slots name widgets of the backup) is checked here.
struct BackupDocument: Codable {
  var backup: Backup

  enum CodingKeys: String, CodingKey {
    case format, version, groups, oshis, slots, settings
  }

  init(_ backup: Backup) {
    self.backup = backup
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard (try? container.decode(String.self, forKey: .format)) == BackupFile.format else {
      throw container.refusal(
        .format, Words.Backup.otherFormat(BackupFile.format))
    }
    // try?: Foundation reports a number that is not a whole Int as if the file were not JSON.
    guard let version = try? container.decode(Int.self, forKey: .version) else {
      throw container.refusal(.version, Words.Backup.versionNotANumber)
    }
    guard (1...BackupFile.version).contains(version) else {
      throw container.refusal(
        .version, Words.Backup.unsupportedVersion(version, newest: BackupFile.version))
    }
    var groups: [Backup.OshiEntry] = []
    var oshis: [Backup.OshiEntry] = []
    var slugs: Set<String> = []
    var widgetIDs: Set<String> = []
    for key in [CodingKeys.groups, .oshis] {
      try container.forEach(Entry.self, in: key) { record, path in
        let entry = record.entry
        guard slugs.insert(entry.oshi.slug).inserted else {
          throw OshiError.usage(
            Words.Backup.slugTwice(path, entry.oshi.slug))
        }
        for (position, widget) in entry.widgets.enumerated()
        where !widgetIDs.insert(widget.id).inserted {
          throw OshiError.usage(
            Words.Backup.widgetTwice(path, position, widget.id))
        }
        if key == .groups {
          var group = entry
          group.oshi.isGroup = true
          group.group = nil
          groups.append(group)
        } else {
          if let group = entry.group, groups.contains(where: { $0.oshi.slug == group }) == false,
            version >= 2
          {
            throw OshiError.usage(
              Words.Backup.unknownGroup(path, Sanitizer.clean(group)))
          }
          oshis.append(entry)
        }
      }
    }
    var slots: [Slot] = []
    var slotNames: Set<String> = []
    try container.forEach(SlotRecord.self, in: .slots) { record, path in
      let slot = record.slot
      guard slotNames.insert(slot.name).inserted else {
        throw OshiError.usage(
          Words.Backup.slotTwice(path, slot.name))
      }
      for (position, id) in slot.widgetIDs.enumerated() where !widgetIDs.contains(id) {
        throw OshiError.usage(
          Words.Backup.unknownWidget(path, position, Sanitizer.clean(id)))
      }
      slots.append(slot)
    }
    var settings: [String: String] = [:]
    if container.contains(.settings) {
      let object = try container.nestedContainer(keyedBy: JSONKey.self, forKey: .settings)
      // Sorted, so that of two bad settings the same one is named every time.
      for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        let name = try object.checked(key) { () throws(OshiError) in
          try Settings.key(key.stringValue)
        }
        let text = try object.decode(String.self, forKey: key)
        settings[name] = try object.checked(key) { () throws(OshiError) in
          try Settings.value(text, for: name)
        }
      }
    }
    backup = Backup(groups: groups, oshis: oshis, slots: slots, settings: settings)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(BackupFile.format, forKey: .format)
    try container.encode(BackupFile.version, forKey: .version)
    try container.encode(backup.groups.map(Entry.init), forKey: .groups)
    try container.encode(backup.oshis.map(Entry.init), forKey: .oshis)
    try container.encode(backup.slots.map(SlotRecord.init), forKey: .slots)
    try container.encode(backup.settings, forKey: .settings)
  }

  /// An oshi's fields and its widgets, in one object.
  struct Entry: Codable {
    var entry: Backup.OshiEntry

    enum CodingKeys: String, CodingKey {
      case widgets, photo, yomi, contact
    }

    init(_ entry: Backup.OshiEntry) {
      self.entry = entry
    }

    init(from decoder: any Decoder) throws {
      let record = try OshiRecord(from: decoder)
      let oshi = record.oshi
      let container = try decoder.container(keyedBy: CodingKeys.self)
      var widgets: [Widget] = []
      var quietWidgets: Set<String> = []
      try container.forEach(WidgetRecord.self, in: .widgets) { record, path in
        let widget = record.widget
        if !record.notifies { quietWidgets.insert(widget.id) }
        // The one check that needs the oshi: the other kinds count from its dates.
        if widget.kind.facts.date != .own, oshi.date(for: widget.kind) == nil {
          throw OshiError.usage(
            Words.Backup.missingDate(
              path, date: Said(widget.kind.dateOption, ja: widget.kind.name(in: .ja)),
              kind: widget.kind.rawValue))
        }
        widgets.append(widget)
      }
      var photo: [UInt8]?
      if let text = try container.decodeIfPresent(String.self, forKey: .photo) {
        guard let data = Data(base64Encoded: text),
          data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        else {
          throw container.refusal(
            .photo, Words.Backup.photoNotPNG)
        }
        guard data.count <= Catalog.largestPhoto else {
          throw container.refusal(
            .photo,
            Words.Backup.photoTooLarge(data.count / 1024, most: Catalog.largestPhoto / 1024))
        }
        photo = Array(data)
      }
      var yomi: String?
      if let text = try container.decodeIfPresent(String.self, forKey: .yomi) {
        yomi = try container.checked(.yomi) { () throws(OshiError) in try Input.yomi(text) }
      }
      var contact: String?
      if let text = try container.decodeIfPresent(String.self, forKey: .contact) {
        contact = try container.checked(.contact) { () throws(OshiError) in
          try Input.contact(text)
        }
      }
      entry = Backup.OshiEntry(
        oshi: oshi, widgets: widgets, group: record.group, notifies: record.notifies,
        quietWidgets: quietWidgets, photo: photo, yomi: yomi, contact: contact)
    }

    func encode(to encoder: any Encoder) throws {
      try OshiRecord(entry.oshi, group: entry.group, notifies: entry.notifies).encode(to: encoder)
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(
        entry.widgets.map { WidgetRecord($0, notifies: !entry.quietWidgets.contains($0.id)) },
        forKey: .widgets)
      // Only an oshi with a photo has the field: a backup without photos reads as before.
      try container.encodeIfPresent(
        entry.photo.map { Data($0).base64EncodedString() }, forKey: .photo)
      // Likewise the reading of the name, given with --yomi.
      try container.encodeIfPresent(entry.yomi, forKey: .yomi)
      // And the UID of the contact it was imported from, which the next import matches.
      try container.encodeIfPresent(entry.contact, forKey: .contact)
    }
  }

  /// A widget: custom ones carry their date, label and once; the others, none of them.
  struct WidgetRecord: Codable {
    var widget: Widget
    /// Whether `oshi notify` sends its occasions.
    var notifies = true

    enum CodingKeys: String, CodingKey {
      case id, kind, date, label, once
      case countStyle = "count_style"
      case leapDay = "leap_day"
      case isPrivate = "private"
      case years, breakdown
      case notifies = "notify"
    }

    init(_ widget: Widget, notifies: Bool = true) {
      self.widget = widget
      self.notifies = notifies
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let id = try container.slug(.id, field: "widget id")
      let kind: WidgetKind = try container.choice(.kind)
      widget = Widget(id: id, oshiID: 0, kind: kind)
      widget.date = try container.date(.date)
      widget.label = try container.optionalText(.label, field: "label")
      widget.once = try container.decode(Bool.self, forKey: .once, ifMissing: false)
      if kind.facts.date == .own {
        guard let date = widget.date else {
          throw container.refusal(
            .date, Words.Backup.customWithoutDate)
        }
        if widget.once, case .yearless = date {
          throw container.refusal(.date, Words.Backup.onceWithoutYear)
        }
      } else if widget.date != nil || widget.label != nil || widget.once {
        let path = jsonPath(decoder.codingPath)
        throw OshiError.usage(
          Words.Backup.notCustom(path))
      }
      widget.countStyle = try container.choice(.countStyle, ifMissing: kind.defaultCountStyle)
      widget.leapDay = try container.choice(.leapDay, ifMissing: LeapDayRule.feb28)
      widget.isPrivate = try container.decode(Bool.self, forKey: .isPrivate, ifMissing: false)
      widget.years = try container.choice(.years, ifMissing: YearStyle.completed)
      if widget.years == .nth && kind.facts.countsAge {
        throw container.refusal(
          .years, Words.Backup.birthdayNth)
      }
      widget.showsBreakdown = try container.decode(Bool.self, forKey: .breakdown, ifMissing: false)
      notifies = try container.decode(Bool.self, forKey: .notifies, ifMissing: true)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(widget.id, forKey: .id)
      try container.encode(widget.kind.rawValue, forKey: .kind)
      try container.encode(widget.date?.iso, forKey: .date)
      try WidgetSettings(widget: widget, notifies: notifies).encode(to: encoder)
    }
  }

  /// The fields every JSON of a widget has besides its id, kind and date, under SPEC's
  /// names: a backup's widgets and `list --format json`'s write them alike.
  struct WidgetSettings: Encodable {
    var widget: Widget
    var notifies: Bool

    enum CodingKeys: String, CodingKey {
      case label, once
      case countStyle = "count_style"
      case leapDay = "leap_day"
      case isPrivate = "private"
      case years, breakdown
      case notifies = "notify"
    }

    func encode(to encoder: any Encoder) throws {
      // Another keyed container of the same object: the keys join the caller's.
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(widget.label.map(Sanitizer.acceptable), forKey: .label)
      try container.encode(widget.once, forKey: .once)
      try container.encode(widget.countStyle.rawValue, forKey: .countStyle)
      try container.encode(widget.leapDay.rawValue, forKey: .leapDay)
      try container.encode(widget.isPrivate, forKey: .isPrivate)
      try container.encode(widget.years.rawValue, forKey: .years)
      try container.encode(widget.showsBreakdown, forKey: .breakdown)
      try container.encode(notifies, forKey: .notifies)
    }
  }

  /// A slot: its widgets by id, in rotation order, and which one it shows.
  struct SlotRecord: Codable {
    var slot: Slot

    enum CodingKeys: String, CodingKey {
      case name, family, widgets, current
    }

    init(_ slot: Slot) {
      self.slot = slot
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let name = try container.slug(.name, field: "slot name")
      let family: Family = try container.choice(.family)
      let widgetIDs = try container.decode([String].self, forKey: .widgets, ifMissing: [])
      var current = 0
      if container.contains(.current) {
        // try?: a fraction or a huge number would otherwise read as "not JSON".
        guard let value = try? container.decode(Int.self, forKey: .current), value >= 0 else {
          throw container.refusal(.current, Words.Backup.notACount)
        }
        current = value
      }
      slot = Slot(name: name, family: family, widgetIDs: widgetIDs, current: current)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(slot.name, forKey: .name)
      try container.encode(slot.family.rawValue, forKey: .family)
      try container.encode(slot.widgetIDs, forKey: .widgets)
      try container.encode(slot.current, forKey: .current)
    }
  }
}

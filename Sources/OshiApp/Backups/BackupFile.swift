import Foundation
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
        "the backup cannot be read: \(error)", ja: "バックアップを読めません: \(error)")
    }
  }

  /// What an oshi backup is, for refusals of other files.
  static let expected = "oshi import reads the JSON backup that oshi export writes"
  static let expectedJA = "oshi import が読むのは oshi export が書く JSON のバックアップです"

  /// What a file that is not a backup looks like, from its first lines, and what to do
  /// with it: a format `oshi import --from` reads, or the formats it reads; nil when it
  /// looks like none of them.
  static func looksLike(_ data: Data) -> (en: String, ja: String)? {
    let text = Substring(decoding: data.prefix(4096), as: UTF8.self)
    let first = text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) }
    if first?.uppercased().hasPrefix("BEGIN:VCALENDAR") == true {
      return (
        "an iCalendar file; oshi import reads its own JSON backups, vCards, ~/.birthdays, remind files and CSV",
        "iCalendar のファイルのようです。oshi import が読むのは oshi の JSON バックアップ、vCard、~/.birthdays、remind のファイル、CSV です"
      )
    }
    guard let format = ImportFormat.detect(text), format != .json else { return nil }
    return (
      "\(format.name(in: .en)); import it with --from \(format.rawValue), or without --from",
      "\(format.name(in: .ja))のようです。--from \(format.rawValue) を付けるか、--from なしで読み込んでください"
    )
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
    located.message = "\(path) (line \(line))" + error.message[colon.lowerBound...]
    if error.japanese.hasPrefix(path + ":") {
      located.japanese = "\(path)(\(line)行目)" + error.japanese.dropFirst(path.count)
    }
    return located
  }

  /// Foundation's decoding errors in the words of the checks: the path, then what it wants.
  static func refusal(_ error: DecodingError, data: Data) -> OshiError {
    switch error {
    case .typeMismatch(_, let context) where context.codingPath.isEmpty:
      return .usage(
        "the file is JSON but not an oshi backup; \(expected)",
        ja: "このファイルは JSON ですが oshi のバックアップではありません。\(expectedJA)")
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      let path = jsonPath(context.codingPath)
      let expected = expectation(type)
      return .usage("\(path): expected \(expected.en)", ja: "\(path): \(expected.ja)が要ります")
    case .keyNotFound(let key, let context):
      let path = jsonPath(context.codingPath + [key])
      return .usage("\(path): missing", ja: "\(path): ありません")
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      if let kind = looksLike(data) {
        return .usage(
          "the file is not an oshi backup: it looks like \(kind.en)",
          ja: "このファイルは oshi のバックアップではなく、\(kind.ja)")
      }
      let why = notJSON(data)
      return .usage(
        "the backup is not JSON: \(why.en); \(expected)",
        ja: "バックアップが JSON ではありません(\(why.ja))。\(expectedJA)")
    case .dataCorrupted(let context):
      let path = jsonPath(context.codingPath)
      return .usage("\(path): cannot be read", ja: "\(path): 読めません")
    @unknown default:
      return .usage("the backup cannot be read", ja: "バックアップを読めません")
    }
  }

  /// What a decoder asked for, as the messages name it in English and in Japanese.
  static func expectation(_ type: Any.Type) -> (en: String, ja: String) {
    if type == String.self { return ("a string", "文字列") }
    if type == Bool.self { return ("true or false", "true か false") }
    if type == Int.self { return ("a whole number", "整数") }
    if type == [String: Any].self { return ("an object", "オブジェクト") }
    if type == [Any].self { return ("an array", "配列") }
    return ("another type of value", "別の型の値")
  }

  /// Why the bytes are not JSON, in words: Foundation says only that they are not.
  static func notJSON(_ data: Data) -> (en: String, ja: String) {
    if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
      return ("the file is empty", "ファイルが空です")
    }
    if String(validating: data, as: UTF8.self) == nil {
      return ("the file is not UTF-8 text", "ファイルが UTF-8 のテキストではありません")
    }
    return ("its text does not follow JSON's syntax", "JSON の書き方になっていません")
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
        .format, "not an oshi backup (expected \"\(BackupFile.format)\"); \(BackupFile.expected)",
        ja: "oshi のバックアップではありません(\"\(BackupFile.format)\" のはずです)。\(BackupFile.expectedJA)")
    }
    // try?: Foundation reports a number that is not a whole Int as if the file were not JSON.
    guard let version = try? container.decode(Int.self, forKey: .version) else {
      throw container.refusal(.version, "missing or not a number", ja: "ないか、数ではありません")
    }
    guard (1...BackupFile.version).contains(version) else {
      throw container.refusal(
        .version,
        "\(version) is not supported; this oshi reads versions 1 to \(BackupFile.version) (a newer backup needs a newer oshi)",
        ja:
          "\(version) には対応していません。この oshi が読めるのはバージョン 1〜\(BackupFile.version) です(新しいバックアップには新しい oshi が要ります)"
      )
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
            "\(path).slug: '\(entry.oshi.slug)' appears twice",
            ja: "\(path).slug: '\(entry.oshi.slug)' が2回あります")
        }
        for (position, widget) in entry.widgets.enumerated()
        where !widgetIDs.insert(widget.id).inserted {
          throw OshiError.usage(
            "\(path).widgets[\(position)].id: '\(widget.id)' appears twice",
            ja: "\(path).widgets[\(position)].id: '\(widget.id)' が2回あります")
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
              "\(path).group: no group in the backup has the slug '\(Sanitizer.clean(group))'",
              ja: "\(path).group: バックアップにスラッグ '\(Sanitizer.clean(group))' のグループはありません")
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
          "\(path).name: slot '\(slot.name)' appears twice",
          ja: "\(path).name: スロット '\(slot.name)' が2回あります")
      }
      for (position, id) in slot.widgetIDs.enumerated() where !widgetIDs.contains(id) {
        throw OshiError.usage(
          "\(path).widgets[\(position)]: no widget in the backup has the id '\(Sanitizer.clean(id))'",
          ja: "\(path).widgets[\(position)]: バックアップに ID '\(Sanitizer.clean(id))' のウィジェットはありません"
        )
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
            "\(path).kind: the oshi has no \(widget.kind.dateOption) date for a \(widget.kind.rawValue) widget",
            ja: "\(path).kind: 推しに\(widget.kind.name(in: .ja))の日付がないので、このウィジェットは作れません"
          )
        }
        widgets.append(widget)
      }
      var photo: [UInt8]?
      if let text = try container.decodeIfPresent(String.self, forKey: .photo) {
        guard let data = Data(base64Encoded: text),
          data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        else {
          throw container.refusal(
            .photo, "not a PNG in base64, as oshi export writes a photo",
            ja: "oshi export が書く写真 (base64 の PNG) ではありません")
        }
        guard data.count <= Catalog.largestPhoto else {
          throw container.refusal(
            .photo,
            "\(data.count / 1024) KiB; the most oshi stores is \(Catalog.largestPhoto / 1024) KiB",
            ja: "\(data.count / 1024) KiB あります。保存できるのは \(Catalog.largestPhoto / 1024) KiB までです")
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
            .date, "a custom widget needs a date", ja: "記念日のウィジェットには日付が要ります")
        }
        if widget.once, case .yearless = date {
          throw container.refusal(.date, "a once date needs a year", ja: "once の日付には年が要ります")
        }
      } else if widget.date != nil || widget.label != nil || widget.once {
        let path = jsonPath(decoder.codingPath)
        throw OshiError.usage(
          "\(path): only custom widgets have a date, a label or once",
          ja: "\(path): 日付・ラベル・once があるのは記念日のウィジェットだけです")
      }
      widget.countStyle = try container.choice(.countStyle, ifMissing: kind.defaultCountStyle)
      widget.leapDay = try container.choice(.leapDay, ifMissing: LeapDayRule.feb28)
      widget.isPrivate = try container.decode(Bool.self, forKey: .isPrivate, ifMissing: false)
      widget.years = try container.choice(.years, ifMissing: YearStyle.completed)
      if widget.years == .nth && kind == .birthday {
        throw container.refusal(
          .years, "a birthday counts an age, which has no nth years",
          ja: "誕生日は年齢を数えるので、N年目の数え方はありません")
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
          throw container.refusal(.current, "not a whole number ≥ 0", ja: "0以上の整数ではありません")
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

import Foundation
import OshiCore
import OshiStore
import OshiText
import OshiWidgets

/// The JSON backup of `oshi export` and `oshi import`: versioned, complete, and
/// written in a stable order so that exporting an imported backup gives the same file.
public enum BackupFile {
  /// The value of the `format` field.
  public static let format = "oshi-backup"
  /// The version this build writes and reads.
  public static let version = 1

  /// The backup as pretty JSON.
  public static func encode(_ backup: Backup) -> String {
    let oshis: [JSONValue] = backup.oshis.map { entry in
      .object(
        Listing.fields(of: entry.oshi) + [
          (
            "widgets",
            .array(
              entry.widgets.map { widget in
                .object([
                  ("id", .string(widget.id)),
                  ("kind", .string(widget.kind.rawValue)),
                  ("date", .optional(widget.date?.iso)),
                  ("label", .optional(widget.label.map(Sanitizer.clean))),
                  ("once", .bool(widget.once)),
                  ("count_style", .string(widget.countStyle.rawValue)),
                  ("leap_day", .string(widget.leapDay.rawValue)),
                  ("private", .bool(widget.isPrivate)),
                ])
              })
          )
        ])
    }
    let slots: [JSONValue] = backup.slots.map { slot in
      .object([
        ("name", .string(slot.name)),
        ("family", .string(slot.family.rawValue)),
        ("widgets", .array(slot.widgetIDs.map(JSONValue.string))),
        ("current", .int(slot.current)),
      ])
    }
    let settings = JSONValue.object(
      backup.settings.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
    return JSONValue.object([
      ("format", .string(format)),
      ("version", .int(version)),
      ("oshis", .array(oshis)),
      ("slots", .array(slots)),
      ("settings", settings),
    ]).pretty + "\n"
  }

  /// Reads and checks a backup; every refusal names the path of the bad field.
  public static func decode(_ data: Data) throws(OshiError) -> Backup {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw .usage("the backup is not JSON: \((error as NSError).localizedDescription)")
    }
    var reader = Reader()
    return try reader.backup(root)
  }

  /// Walks the JSON, keeping the path for messages.
  struct Reader {
    var seenSlugs: Set<String> = []
    var seenWidgets: Set<String> = []

    mutating func backup(_ root: Any) throws(OshiError) -> Backup {
      let object = try Reader.object(root, at: "$")
      guard object["format"] as? String == BackupFile.format else {
        throw .usage("$.format: not an oshi backup (expected \"\(BackupFile.format)\")")
      }
      guard let version = object["version"] as? Int else {
        throw .usage("$.version: missing or not a number")
      }
      guard version == BackupFile.version else {
        throw .usage(
          "$.version: \(version) is not supported; this oshi reads version \(BackupFile.version)")
      }
      let oshiValues = try Reader.array(object["oshis"] ?? [Any](), at: "$.oshis")
      var oshis: [Backup.OshiEntry] = []
      for (index, value) in oshiValues.enumerated() {
        oshis.append(try entry(value, at: "$.oshis[\(index)]"))
      }
      var slots: [Slot] = []
      var seenSlots: Set<String> = []
      for (index, value) in try Reader.array(object["slots"] ?? [Any](), at: "$.slots").enumerated()
      {
        let path = "$.slots[\(index)]"
        let fields = try Reader.object(value, at: path)
        let name = try Reader.checked(path + ".name") { () throws(OshiError) in
          try Input.slug(try Reader.string(fields["name"], at: path + ".name"), field: "slot name")
        }
        guard seenSlots.insert(name).inserted else {
          throw .usage("\(path).name: slot '\(name)' appears twice")
        }
        let familyName = try Reader.string(fields["family"], at: path + ".family")
        guard let family = Family(rawValue: familyName) else {
          throw .usage("\(path).family: '\(familyName)' is not circular, rectangular or inline")
        }
        let ids = try Reader.array(fields["widgets"] ?? [Any](), at: path + ".widgets")
        var widgetIDs: [String] = []
        for (position, id) in ids.enumerated() {
          let text = try Reader.string(id, at: "\(path).widgets[\(position)]")
          guard seenWidgets.contains(text) else {
            throw .usage(
              "\(path).widgets[\(position)]: no widget in the backup has the id '\(Sanitizer.clean(text))'"
            )
          }
          widgetIDs.append(text)
        }
        let current = fields["current"].map { $0 as? Int } ?? 0
        guard let current, current >= 0 else {
          throw .usage("\(path).current: not a whole number ≥ 0")
        }
        slots.append(Slot(name: name, family: family, widgetIDs: widgetIDs, current: current))
      }
      var settings: [String: String] = [:]
      for (key, value) in try Reader.object(object["settings"] ?? [String: Any](), at: "$.settings")
      {
        let path = "$.settings.\(key)"
        let checkedKey = try Reader.checked(path) { () throws(OshiError) in try Settings.key(key) }
        let text = try Reader.string(value, at: path)
        settings[checkedKey] = try Reader.checked(path) { () throws(OshiError) in
          try Settings.value(text, for: checkedKey)
        }
      }
      return Backup(oshis: oshis, slots: slots, settings: settings)
    }

    mutating func entry(_ value: Any, at path: String) throws(OshiError) -> Backup.OshiEntry {
      let fields = try Reader.object(value, at: path)
      let slug = try Reader.checked(path + ".slug") { () throws(OshiError) in
        try Input.slug(try Reader.string(fields["slug"], at: path + ".slug"))
      }
      guard seenSlugs.insert(slug).inserted else {
        throw .usage("\(path).slug: '\(slug)' appears twice")
      }
      var oshi = Oshi(slug: slug, name: "")
      oshi.name = try Reader.text(fields["name"], at: path + ".name", field: "name")
      oshi.shortName = try Reader.optionalText(
        fields["short"], at: path + ".short", field: "short name")
      if let symbol = try Reader.optionalText(
        fields["symbol"], at: path + ".symbol", field: "symbol")
      {
        oshi.symbol = try Reader.checked(path + ".symbol") { () throws(OshiError) in
          try Input.symbol(symbol)
        }
      }
      oshi.group = try Reader.optionalText(fields["group"], at: path + ".group", field: "group")
      oshi.birthday = try Reader.date(fields["birthday"], at: path + ".birthday")
      oshi.debut = try Reader.date(fields["debut"], at: path + ".debut")
      oshi.since = try Reader.date(fields["since"], at: path + ".since")
      let age = try Reader.string(fields["age"] ?? "real", at: path + ".age")
      guard let mode = AgeMode(age) else {
        throw .usage("\(path).age: '\(age)' is not real, hidden or an age")
      }
      oshi.ageMode = mode
      oshi.isPrivate = try Reader.bool(fields["private"] ?? false, at: path + ".private")
      var widgets: [Widget] = []
      for (index, value) in try Reader.array(fields["widgets"] ?? [Any](), at: path + ".widgets")
        .enumerated()
      {
        widgets.append(try widget(value, of: oshi, at: "\(path).widgets[\(index)]"))
      }
      return Backup.OshiEntry(oshi: oshi, widgets: widgets)
    }

    mutating func widget(_ value: Any, of oshi: Oshi, at path: String) throws(OshiError) -> Widget {
      let fields = try Reader.object(value, at: path)
      let id = try Reader.checked(path + ".id") { () throws(OshiError) in
        try Input.slug(try Reader.string(fields["id"], at: path + ".id"), field: "widget id")
      }
      guard seenWidgets.insert(id).inserted else {
        throw .usage("\(path).id: '\(id)' appears twice")
      }
      let kindName = try Reader.string(fields["kind"], at: path + ".kind")
      guard let kind = WidgetKind(rawValue: kindName) else {
        throw .usage(
          "\(path).kind: '\(Sanitizer.clean(kindName))' is not following, birthday, debut or custom"
        )
      }
      var widget = Widget(id: id, oshiID: 0, kind: kind)
      widget.date = try Reader.date(fields["date"], at: path + ".date")
      widget.label = try Reader.optionalText(fields["label"], at: path + ".label", field: "label")
      widget.once = try Reader.bool(fields["once"] ?? false, at: path + ".once")
      if kind == .custom {
        guard let date = widget.date else {
          throw .usage("\(path).date: a custom widget needs a date")
        }
        if widget.once, case .yearless = date {
          throw .usage("\(path).date: a once date needs a year")
        }
      } else {
        guard widget.date == nil, widget.label == nil, !widget.once else {
          throw .usage("\(path): only custom widgets have a date, a label or once")
        }
        guard oshi.date(for: kind) != nil else {
          throw .usage(
            "\(path).kind: the oshi has no \(Catalog.option(for: kind)) date for a \(kind.rawValue) widget"
          )
        }
      }
      let style = try Reader.string(
        fields["count_style"] ?? kind.defaultCountStyle.rawValue, at: path + ".count_style")
      guard let countStyle = CountStyle(rawValue: style) else {
        throw .usage("\(path).count_style: '\(Sanitizer.clean(style))' is not elapsed or inclusive")
      }
      widget.countStyle = countStyle
      let rule = try Reader.string(fields["leap_day"] ?? "feb28", at: path + ".leap_day")
      guard let leapDay = LeapDayRule(rawValue: rule) else {
        throw .usage("\(path).leap_day: '\(Sanitizer.clean(rule))' is not feb28 or mar1")
      }
      widget.leapDay = leapDay
      widget.isPrivate = try Reader.bool(fields["private"] ?? false, at: path + ".private")
      return widget
    }

    static func checked<T>(_ path: String, _ body: () throws(OshiError) -> T) throws(OshiError) -> T
    {
      do {
        return try body()
      } catch {
        throw .usage("\(path): \(error.message)")
      }
    }

    static func object(_ value: Any, at path: String) throws(OshiError) -> [String: Any] {
      guard let object = value as? [String: Any] else {
        throw .usage("\(path): expected an object")
      }
      return object
    }

    static func array(_ value: Any, at path: String) throws(OshiError) -> [Any] {
      guard let array = value as? [Any] else { throw .usage("\(path): expected an array") }
      return array
    }

    static func string(_ value: Any?, at path: String) throws(OshiError) -> String {
      guard let text = value as? String else { throw .usage("\(path): expected a string") }
      return text
    }

    static func bool(_ value: Any, at path: String) throws(OshiError) -> Bool {
      // JSONSerialization gives NSNumber for both numbers and booleans.
      // A boolean is an NSNumber of type "c"; a number such as 1 is not true.
      guard let number = value as? NSNumber, String(cString: number.objCType) == "c" else {
        throw .usage("\(path): expected true or false")
      }
      return number.boolValue
    }

    static func text(_ value: Any?, at path: String, field: String) throws(OshiError) -> String {
      let text = try string(value, at: path)
      return try checked(path) { () throws(OshiError) in try Input.text(text, field: field) }
    }

    static func optionalText(_ value: Any?, at path: String, field: String) throws(OshiError)
      -> String?
    {
      guard let value, !(value is NSNull) else { return nil }
      return try text(value, at: path, field: field)
    }

    static func date(_ value: Any?, at path: String) throws(OshiError) -> EventDate? {
      guard let value, !(value is NSNull) else { return nil }
      let text = try string(value, at: path)
      guard let date = EventDate(iso: text) else {
        throw .usage(
          "\(path): '\(Sanitizer.clean(text))' is not a date; write YYYY-MM-DD or --MM-DD")
      }
      return date
    }
  }
}

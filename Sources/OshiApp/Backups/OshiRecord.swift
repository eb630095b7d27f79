import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiText
import OshiWords

/// An oshi or a group as `list --format json` and backups write it, and backups read it.
///
/// Every field is written, nil ones as null, text cleaned; read back, each field is
/// checked as `oshi add` checks it. `group` names the group an oshi belongs to by its
/// slug; an older backup may hold a group's name there instead. `color` is the oshi's own
/// colour, `#RRGGBB` or null; a backup from before colours has none.
struct OshiRecord: Codable {
  var oshi: Oshi
  /// The group's slug (or, read from an older backup, its name).
  var group: String?
  /// Whether `oshi notify` sends its occasions.
  var notifies = true

  /// The keys: the oshi's own, and one for each of its dates (``OshiDate``), named after
  /// it.
  struct CodingKeys: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    static let slug = CodingKeys(stringValue: "slug")
    static let name = CodingKeys(stringValue: "name")
    static let short = CodingKeys(stringValue: "short")
    static let symbol = CodingKeys(stringValue: "symbol")
    static let group = CodingKeys(stringValue: "group")
    static let hiatus = CodingKeys(stringValue: "hiatus")
    static let age = CodingKeys(stringValue: "age")
    static let stopsFollowing = CodingKeys(stringValue: "stop_following")
    static let notifies = CodingKeys(stringValue: "notify")
    static let isPrivate = CodingKeys(stringValue: "private")
    static let color = CodingKeys(stringValue: "color")

    /// The key of one of the oshi's dates.
    static func date(_ date: OshiDate) -> CodingKeys { CodingKeys(stringValue: date.name) }
  }

  /// A hiatus: `{"from": "2025-04-01", "until": null}`.
  struct HiatusRecord: Codable {
    var from: String
    var until: String?

    enum CodingKeys: String, CodingKey { case from, until }

    init(_ hiatus: Hiatus) {
      from = hiatus.from.iso
      until = hiatus.until?.iso
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(from, forKey: .from)
      try container.encode(until, forKey: .until)
    }
  }

  init(_ oshi: Oshi, group: String? = nil, notifies: Bool = true) {
    self.oshi = oshi
    self.group = group
    self.notifies = notifies
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    oshi = Oshi(
      slug: try container.slug(.slug, field: "slug"),
      name: try container.text(.name, field: "name"))
    oshi.shortName = try container.optionalText(.short, field: "short name")
    if let symbol = try container.decodeIfPresent(String.self, forKey: .symbol) {
      oshi.symbol = try container.checked(.symbol) { () throws(OshiError) in
        try Input.symbol(symbol)
      }
    }
    if let color = try container.decodeIfPresent(String.self, forKey: .color) {
      oshi.color = try container.checked(.color) { () throws(OshiError) in
        try Input.color(color, option: "color")
      }
    }
    group = try container.optionalText(.group, field: "group")
    for date in OshiDate.allCases { oshi.dates[date] = try container.date(.date(date)) }
    oshi.stopsFollowing = try container.decode(Bool.self, forKey: .stopsFollowing, ifMissing: false)
    if container.contains(.hiatus), try !container.decodeNil(forKey: .hiatus) {
      let nested = try container.nestedContainer(
        keyedBy: HiatusRecord.CodingKeys.self, forKey: .hiatus)
      guard let from = try nested.date(.from) else {
        throw nested.refusal(.from, Words.Backup.hiatusWithoutStart)
      }
      oshi.hiatus = Hiatus(from: from, until: try nested.date(.until))
    }
    let age = try container.decode(String.self, forKey: .age, ifMissing: "real")
    guard let mode = AgeMode(age) else {
      throw container.refusal(
        .age, Words.Backup.notAnAgeMode(age))
    }
    oshi.ageMode = mode
    oshi.isPrivate = try container.decode(Bool.self, forKey: .isPrivate, ifMissing: false)
    notifies = try container.decode(Bool.self, forKey: .notifies, ifMissing: true)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(oshi.slug, forKey: .slug)
    // As import will read them: what `add` accepted unchanged, planted controls out.
    try container.encode(Sanitizer.acceptable(oshi.name), forKey: .name)
    try container.encode(oshi.shortName.map(Sanitizer.acceptable), forKey: .short)
    try container.encode(oshi.symbol.map(Sanitizer.acceptable), forKey: .symbol)
    try container.encode(oshi.color?.description, forKey: .color)
    try container.encode(group.map(Sanitizer.acceptable), forKey: .group)
    for date in OshiDate.allCases {
      try container.encode(oshi.dates[date]?.iso, forKey: .date(date))
    }
    try container.encode(oshi.stopsFollowing, forKey: .stopsFollowing)
    try container.encode(oshi.hiatus.map(HiatusRecord.init), forKey: .hiatus)
    try container.encode(oshi.ageMode.description, forKey: .age)
    try container.encode(oshi.isPrivate, forKey: .isPrivate)
    try container.encode(notifies, forKey: .notifies)
  }
}

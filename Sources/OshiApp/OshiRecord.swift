import OshiCore
import OshiText

/// An oshi as `list --format json` and backups write it, and backups read it.
///
/// Every field is written, nil ones as null, text cleaned; read back, each field is
/// checked as `oshi add` checks it.
struct OshiRecord: Codable {
  var oshi: Oshi

  enum CodingKeys: String, CodingKey {
    case slug, name, short, symbol, group, birthday, debut, since, age
    case isPrivate = "private"
  }

  init(_ oshi: Oshi) {
    self.oshi = oshi
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
    oshi.group = try container.optionalText(.group, field: "group")
    oshi.birthday = try container.date(.birthday)
    oshi.debut = try container.date(.debut)
    oshi.since = try container.date(.since)
    let age = try container.decode(String.self, forKey: .age, ifMissing: "real")
    guard let mode = AgeMode(age) else {
      throw container.refusal(.age, "'\(age)' is not real, hidden or an age")
    }
    oshi.ageMode = mode
    oshi.isPrivate = try container.decode(Bool.self, forKey: .isPrivate, ifMissing: false)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(oshi.slug, forKey: .slug)
    try container.encode(Sanitizer.clean(oshi.name), forKey: .name)
    try container.encode(oshi.shortName.map(Sanitizer.clean), forKey: .short)
    try container.encode(oshi.symbol.map(Sanitizer.clean), forKey: .symbol)
    try container.encode(oshi.group.map(Sanitizer.clean), forKey: .group)
    try container.encode(oshi.birthday?.iso, forKey: .birthday)
    try container.encode(oshi.debut?.iso, forKey: .debut)
    try container.encode(oshi.since?.iso, forKey: .since)
    try container.encode(oshi.ageMode.description, forKey: .age)
    try container.encode(oshi.isPrivate, forKey: .isPrivate)
  }
}

import OshiCore

/// One widget in one family on one day: its lines and its numbers.
public struct RenderedWidget: Hashable, Sendable {
  /// The face it was drawn from.
  public var face: WidgetFace
  /// The family.
  public var family: Family
  /// The lines, each within the family's budget.
  public var lines: [String]
  /// The first instant of the next local day, in ISO 8601 with its offset.
  public var validUntil: String

  /// Draws `face` in `family`.
  public init(
    face: WidgetFace, family: Family, budget: Budget, language: Language, era: Bool = false,
    validUntil: String
  ) {
    self.face = face
    self.family = family
    self.lines = Formatter.lines(
      for: face, family: family, budget: budget, language: language, era: era)
    self.validUntil = validUntil
  }

  /// The object of `render --format json`, with SPEC's fields in SPEC's order.
  public var json: JSONValue {
    let occasion = face.occasion
    let next: JSONValue =
      occasion.next.map { next in
        .object([
          ("date", .string(next.date.iso)),
          ("days_until", .int(next.daysUntil)),
          ("ordinal", .optional(next.ordinal)),
        ])
      } ?? .null
    let milestone: JSONValue =
      occasion.milestone.map { milestone in
        .object([("value", .int(milestone.value)), ("days_until", .int(milestone.daysUntil))])
      } ?? .null
    return .object([
      ("widget", .string(face.id)),
      ("kind", .string(face.kind.rawValue)),
      ("family", .string(family.rawValue)),
      ("lines", .array(lines.map(JSONValue.string))),
      ("date", .string(occasion.date.iso)),
      ("today", .string(occasion.today.iso)),
      ("days", .optional(occasion.days)),
      ("count", .optional(occasion.count)),
      ("next", next),
      ("gauge", occasion.gauge.map(JSONValue.fraction) ?? .null),
      ("milestone", milestone),
      ("valid_until", .string(validUntil)),
    ])
  }
}

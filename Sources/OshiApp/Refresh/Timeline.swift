import Foundation
import OshiRuntime
import OshiWords

/// `timeline.json`: what a refresh wrote, until when it is right, and what it depended on.
public struct Timeline: Codable, Equatable, Sendable {
  /// When the refresh ran, in ISO 8601 with the zone's offset.
  public var generatedAt: String
  /// When the files stop being right: the next midnight in the zone.
  public var validUntil: String
  /// Every file the refresh wrote, sorted: the only files a later refresh may delete.
  public var files: [String]
  /// What the files depend on besides the day; nil when the store could not say.
  public var fingerprint: String?

  enum CodingKeys: String, CodingKey {
    case generatedAt = "generated_at"
    case validUntil = "valid_until"
    case files, fingerprint
  }

  /// Creates a timeline.
  public init(generatedAt: String, validUntil: String, files: [String], fingerprint: String?) {
    self.generatedAt = generatedAt
    self.validUntil = validUntil
    self.files = files
    self.fingerprint = fingerprint
  }

  /// Parses a timeline that a refresh wrote; nil when the bytes are not one.
  public init?(json data: Data) {
    guard let timeline = try? JSONDecoder().decode(Timeline.self, from: data) else { return nil }
    self = timeline
  }

  /// Writes every key, a missing fingerprint as null, so that readers see one shape.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(generatedAt, forKey: .generatedAt)
    try container.encode(validUntil, forKey: .validUntil)
    try container.encode(files, forKey: .files)
    try container.encode(fingerprint, forKey: .fingerprint)
  }

  /// The file's content: one line of JSON, keys sorted.
  public var text: String { JSONText.line(self) }
}

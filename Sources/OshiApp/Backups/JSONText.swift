import Foundation
import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiText
import OshiWords

/// JSON written with `JSONEncoder`, for what no status bar reads on every tick.
///
/// Backups, `list`, `options`, `add` and the refresh timeline. Render's JSON and the
/// status-bar formats keep their own writer, whose field order is part of their contract.
public enum JSONText {
  /// Compact JSON on one line, keys sorted, and a newline.
  public static func line(_ value: some Encodable) -> String {
    encoded(value, formatting: [.sortedKeys, .withoutEscapingSlashes])
  }

  /// Indented JSON, keys sorted, and a newline: for files that people read and compare.
  public static func document(_ value: some Encodable) -> String {
    encoded(value, formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
  }

  private static func encoded(
    _ value: some Encodable, formatting: JSONEncoder.OutputFormatting
  ) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = formatting
    do {
      return escapingControls(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
    } catch {
      // JSONEncoder fails only on a floating-point number that is not finite, or on a
      // value that encodes nothing; what is written here is strings, whole numbers,
      // booleans and nulls, always in a container, whatever the store holds.
      preconditionFailure("cannot encode \(type(of: value)) as JSON: \(error)")
    }
  }

  /// Escapes DEL, the C1 controls and U+2028/U+2029, which `JSONEncoder` writes as they
  /// are and render's writer escapes: an id planted in the store must reach no terminal.
  ///
  /// JSON's own syntax is ASCII, so these can only be inside strings, where `\u` is valid.
  static func escapingControls(_ json: String) -> String {
    func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
      (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
    guard json.unicodeScalars.contains(where: needsEscape) else { return json }
    var escaped = ""
    for scalar in json.unicodeScalars {
      if needsEscape(scalar) {
        let hex = String(scalar.value, radix: 16)
        escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}

/// A key of any name, or an array index: for paths, and for objects whose keys are data.
///
/// Foundation's own dictionary keys give `"1"` an integer value too, which would show a
/// setting named 1 as `[1]` in a path.
struct JSONKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(_ name: String) {
    stringValue = name
    intValue = nil
  }

  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  init?(stringValue: String) { self.init(stringValue) }

  init?(intValue: Int) { self.init(index: intValue) }
}

/// `$.oshis[1].birthday`: the path a refusal names, from a decoder's coding path.
func jsonPath(_ codingPath: [any CodingKey]) -> String {
  codingPath.reduce(into: "$") { path, key in
    if let index = key.intValue {
      path += "[\(index)]"
    } else {
      path += "." + key.stringValue
    }
  }
}

extension KeyedDecodingContainer {
  /// A usage error that names the path of `key`.
  func refusal(_ key: Key, _ problem: Said) -> OshiError {
    .usage(Words.Backup.field(jsonPath(codingPath + [key]), problem))
  }

  /// Runs a check whose message names no path, and puts the path of `key` before it.
  func checked<T>(_ key: Key, _ body: () throws(OshiError) -> T) throws(OshiError) -> T {
    do {
      return try body()
    } catch {
      throw refusal(key, Said(error.message, ja: error.japanese))
    }
  }

  /// Decodes each element of the list at `key`, when there is one, and hands it to `body`
  /// with its path (`$.slots[1]`) for the refusals that `body` makes.
  func forEach<Element: Decodable>(
    _ type: Element.Type, in key: Key, _ body: (Element, String) throws -> Void
  ) throws {
    guard contains(key) else { return }
    var list = try nestedUnkeyedContainer(forKey: key)
    while !list.isAtEnd {
      let path = jsonPath(list.codingPath + [JSONKey(index: list.currentIndex)])
      try body(try list.decode(type), path)
    }
  }

  /// The value at `key`, or `fallback` when the key is missing; null is not a value.
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key, ifMissing fallback: T) throws -> T {
    contains(key) ? try decode(type, forKey: key) : fallback
  }

  /// A slug or an id, checked as the commands check one.
  func slug(_ key: Key, field: String) throws -> String {
    let text = try decode(String.self, forKey: key)
    return try checked(key) { () throws(OshiError) in try Input.slug(text, field: field) }
  }

  /// A name, label or group, checked as the commands check one.
  func text(_ key: Key, field: String) throws -> String {
    let text = try decode(String.self, forKey: key)
    return try checked(key) { () throws(OshiError) in try Input.text(text, field: field) }
  }

  /// Like ``text(_:field:)``, or nil when the key is missing or null.
  func optionalText(_ key: Key, field: String) throws -> String? {
    guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
    return try checked(key) { () throws(OshiError) in try Input.text(text, field: field) }
  }

  /// One of `T`'s cases, spelled as its raw value; `fallback` when the key is missing.
  func choice<T: RawRepresentable & CaseIterable>(_ key: Key, ifMissing fallback: T? = nil)
    throws -> T where T.RawValue == String
  {
    let text =
      try fallback.map { try decode(String.self, forKey: key, ifMissing: $0.rawValue) }
      ?? decode(String.self, forKey: key)
    guard let value = T(rawValue: text) else {
      // "is not elapsed or inclusive", "is not following, birthday, debut or custom".
      let names = T.allCases.map(\.rawValue)
      let list =
        names.count > 1
        ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        : names.joined()
      throw refusal(
        key,
        Words.Backup.notOneOf(
          Sanitizer.clean(text), Said(list, ja: names.joined(separator: "、"))))
    }
    return value
  }

  /// A date written `YYYY-MM-DD` or `--MM-DD`, or nil when the key is missing or null.
  func date(_ key: Key) throws -> EventDate? {
    guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
    guard let date = EventDate(iso: text) else {
      throw refusal(
        key, Words.Backup.notADate(Sanitizer.clean(text)))
    }
    return date
  }
}

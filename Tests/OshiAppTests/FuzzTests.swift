import Foundation
import OshiApp
import OshiCore
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import PropertyBased
import Testing

@Suite("Fuzzing the input paths")
struct FuzzTests {
  static let valid: String = {
    let backup = Backup(
      oshis: [
        Backup.OshiEntry(
          oshi: Oshi(
            slug: "aki", name: "Aki", symbol: "♡", birthday: EventDate(iso: "1999-03-15"),
            since: EventDate(iso: "--04-01")),
          widgets: [
            Widget(id: "aki-birthday", oshiID: 0, kind: .birthday),
            Widget(
              id: "aki-live", oshiID: 0, kind: .custom, date: EventDate(iso: "2026-12-24"),
              label: "Live", once: true),
          ])
      ],
      slots: [Slot(name: "bar", family: .inline, widgetIDs: ["aki-live"])], settings: ["lang": "ja"]
    )
    return BackupFile.encode(backup)
  }()

  @Test("Random bytes are refused with a path or as not JSON, or accepted and round-trip")
  func randomBytes() async {
    let generator = Gen.oneOf(
      Gen.int(in: 0...255).array(of: 0...300),
      // Bytes from JSON's own alphabet reach the decoder past the first character.
      Gen.element(of: Array(#"{}[]",:0123456789.-eE truefalsnul"\/"#.utf8)).map {
        Int($0 ?? 0)
      }.array(of: 0...300))
    await propertyCheck(count: 500, input: generator) { bytes in
      Self.expectRefusedOrRoundTrips(Data(bytes.map { UInt8($0) }))
    }
  }

  @Test("The backup fuzz-backup found, with U+2029 in a name, round-trips")
  func fuzzedParagraphSeparator() throws {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fuzzed/backup-paragraph-separator"))
    let backup = try BackupFile.decode(data)
    let again = try BackupFile.decode(Data(BackupFile.encode(backup).utf8))
    #expect(again == backup, "\(backup.oshis.map(\.oshi.name)) \(again.oshis.map(\.oshi.name))")
  }

  /// What every input to import must give: a refusal that names a path (or says the
  /// bytes are not JSON) with exit status 64, or a backup that survives encode and decode.
  static func expectRefusedOrRoundTrips(_ data: Data) {
    do throws(OshiError) {
      let backup = try BackupFile.decode(data)
      let again = try BackupFile.decode(Data(BackupFile.encode(backup).utf8))
      #expect(again == backup)
      for entry in backup.oshis {
        #expect(Sanitizer.firstForbidden(in: entry.oshi.name) == nil)
      }
    } catch {
      #expect(
        error.message.hasPrefix("$") || error.message.hasPrefix("the backup is not JSON")
          || error.message.hasPrefix("the file is JSON but not an oshi backup")
          || error.message.hasPrefix("the file is not an oshi backup: it looks like"),
        "\(error.message)")
      #expect(!error.message.contains("couldn’t be read"), "\(error.message)")
      #expect(!error.message.contains("couldn't be read"), "\(error.message)")
      #expect(error.exitCode == 64)
    }
  }

  @Test("Mutated backups are refused with a path, or accepted and round-trip")
  func mutations() async {
    let text = Array(Self.valid.unicodeScalars)
    let pool: [Unicode.Scalar] = [
      "\"", "{", "}", "[", "]", ",", ":", "0", "9", "-", "a", "\u{1B}", "\u{202E}", "漢", "\\", "n",
      "t",
    ]
    await propertyCheck(
      count: 800, input: Gen.int(in: 0...(text.count - 1)), Gen.int(in: 0...(pool.count - 1)),
      Gen.int(in: 0...2)
    ) { position, pick, operation in
      var scalars = text
      switch operation {
      case 0: scalars[position] = pool[pick]
      case 1: scalars.insert(pool[pick], at: position)
      default: scalars.remove(at: position)
      }
      var mutated = String.UnicodeScalarView()
      mutated.append(contentsOf: scalars)
      Self.expectRefusedOrRoundTrips(Data(String(mutated).utf8))
    }
  }

  @Test("Random Unicode names are accepted exactly when safe and short enough")
  func names() async {
    // Any scalar, and more often the edges: controls, spaces, combining marks, joiners,
    // bidi characters and emoji modifiers.
    let mixed = Gen.frequency(
      (6, Gen.int(in: 0...0x10FFFF)), (1, Gen.int(in: 0...0xA0)), (1, Gen.int(in: 0x300...0x36F)),
      (1, Gen.int(in: 0x2000...0x206F)), (1, Gen.int(in: 0x1F3F4...0x1F3FF))
    ).array(of: 0...80)
    // Safe text of 58 to 70 characters, around the limit; some characters are two
    // scalars (a combining accent, a skin tone), which count once.
    let character = Gen.element(of: [[0x61], [0x3042], [0x20], [0x61, 0x301], [0x1F44D, 0x1F3FD]])
    let long = character.map { $0 ?? [0x61] }.array(of: 58...70).map { $0.flatMap { $0 } }
    await propertyCheck(count: 1000, input: Gen.oneOf(mixed, long)) { values in
      var text = String.UnicodeScalarView()
      for value in values {
        if let scalar = Unicode.Scalar(UInt32(value)) { text.append(scalar) }
      }
      let name = String(text)
      // Spaces and tabs around a name are dropped before it is checked.
      let trimmed = name.trimmingCharacters(in: .whitespaces)
      let expected =
        !trimmed.isEmpty && !trimmed.allSatisfy(\.isWhitespace)
        && Sanitizer.firstForbidden(in: trimmed) == nil && trimmed.count <= Input.maximumLength
      let accepted = try? Input.text(name, field: "name")
      #expect((accepted != nil) == expected, "\(name.unicodeScalars.map(\.value))")
      if let accepted { #expect(accepted == trimmed) }
      if let slug = Input.slug(fromName: name) {
        #expect((try? Input.slug(slug)) == slug, "\(slug)")
      }
    }
  }
}

@Suite("The two JSON writers")
struct JSONWritersTests {
  /// Scalars either writer must escape or pass through: C0, DEL, C1, quotes, the
  /// backslash, U+2028 and U+2029, slash, and kana, kanji and emoji.
  static let scalars: [UInt32] =
    Array(0x00...0x20) + [0x22, 0x2F, 0x5C, 0x7E, 0x7F] + Array(0x80...0xA0)
    + [0x2027, 0x2028, 0x2029, 0x202A, 0x3042, 0x63A8, 0x1F382, 0x41, 0x61]

  @Test("JSONValue and JSONText write every string so that it reads back, with no raw control")
  func agree() async {
    let text = Gen.element(of: Self.scalars).array(of: 0...40).map { codes in
      String(String.UnicodeScalarView(codes.compactMap { $0.flatMap(Unicode.Scalar.init) }))
    }
    await propertyCheck(count: 2000, input: text) { value in
      let rendered = JSONValue.array([.string(value)]).text
      let encoded = JSONText.line([value]).dropLast()
      for (writer, json) in [("JSONValue", rendered), ("JSONText", String(encoded))] {
        let raw = json.unicodeScalars.filter {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028
            || $0.value == 0x2029
        }
        #expect(raw.isEmpty, "\(writer) left \(raw.map(\.value)) raw in \(json)")
        let read = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
        #expect(read == [value], "\(writer) wrote \(json)")
      }
    }
  }
}

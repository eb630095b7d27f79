import Foundation
import OshiApp
import OshiCore
import OshiStore
import OshiText
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

  @Test("Random bytes never crash import")
  func randomBytes() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0...255).array(of: 0...300)) { bytes in
      _ = try? BackupFile.decode(Data(bytes.map { UInt8($0) }))
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
      do {
        let backup = try BackupFile.decode(Data(String(mutated).utf8))
        let again = try BackupFile.decode(Data(BackupFile.encode(backup).utf8))
        #expect(again == backup)
        for entry in backup.oshis {
          #expect(Sanitizer.firstForbidden(in: entry.oshi.name) == nil)
        }
      } catch let error as OshiError {
        #expect(
          error.message.hasPrefix("$") || error.message.hasPrefix("the backup is not JSON"),
          "\(error.message)")
        #expect(error.exitCode == 64)
      } catch {
        Issue.record("unexpected error \(error)")
      }
    }
  }

  @Test("Random Unicode names are accepted only when safe and short enough")
  func names() async {
    await propertyCheck(count: 1000, input: Gen.int(in: 0...0x10FFFF).array(of: 0...80)) { values in
      var text = String.UnicodeScalarView()
      for value in values {
        if let scalar = Unicode.Scalar(UInt32(value)) { text.append(scalar) }
      }
      let name = String(text)
      if let accepted = try? Input.text(name, field: "name") {
        #expect(Sanitizer.firstForbidden(in: accepted) == nil)
        #expect(accepted.count <= Input.maximumLength)
        #expect(!accepted.isEmpty)
      }
      _ = Input.slug(fromName: name)
    }
  }
}

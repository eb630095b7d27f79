import Foundation
import Testing

/// The calendar vdir that `refresh` writes, synced by vdirsyncer to a real CalDAV server;
/// contacts synced from a real CardDAV address book into the folder `oshi import --from
/// vdir` reads; and the vCards of `oshi export --format vcard`, synced up to one and back.
///
/// Radicale serves on 127.0.0.1 with a temporary folder; vdirsyncer runs with the
/// configuration `oshi integrate vdirsyncer` prints; python caldav expands the server's
/// calendar. All three are Debian's (radicale, vdirsyncer, python3-caldav), run by
/// `/usr/bin/python3`; `scripts/calendar-server.py` drives the server side. Nothing here
/// reaches past 127.0.0.1.
@Suite("The calendar vdir, synced to a CalDAV server")
struct VdirSyncTests {
  static let server = CalendarConsumerTests.scripts.appendingPathComponent("calendar-server.py")

  /// Whether vdirsyncer, Radicale and python caldav are here.
  static let available =
    Programs.has("vdirsyncer")
    && Programs.python("import radicale, caldav, icalendar", interpreter: "/usr/bin/python3")

  /// Runs Debian's python3 on the server script.
  static func script(_ oshi: Harness, _ arguments: [String]) throws -> String {
    let result = try oshi.shell(["/usr/bin/python3", server.path] + arguments)
    #expect(result.status == 0, "calendar-server.py \(arguments): \(result.stderr)")
    return result.stdout
  }

  /// `vdirsyncer COMMAND PAIR`, with the printed configuration in `vdirsyncer.conf`;
  /// returns what it said.
  static func vdirsyncer(
    _ oshi: Harness, _ command: String = "sync", _ pair: String = "oshi_calendar",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let result = try oshi.shell(
      ["vdirsyncer", command, pair],
      extra: ["VDIRSYNCER_CONFIG": oshi.folder.appendingPathComponent("vdirsyncer.conf").path])
    #expect(
      result.status == 0, "vdirsyncer \(command): \(result.stdout) \(result.stderr)",
      sourceLocation: sourceLocation)
    return result.stdout + result.stderr
  }

  /// `vdirsyncer sync` of the calendar.
  static func sync(_ oshi: Harness) throws -> String {
    try vdirsyncer(oshi)
  }

  /// The server's occurrences from `start` for 1,826 days, by UID.
  static func occurrences(_ oshi: Harness, calendar: String) throws -> [String: [String]] {
    var found: [String: [String]] = [:]
    for row in try Harness.jsonLines(
      script(oshi, ["expand", calendar, "2026-11-22", "2031-11-22"]))
    {
      found[row["uid"] as? String ?? "", default: []].append(row["date"] as? String ?? "")
    }
    return found
  }

  /// oshi's own dates for the same five years, by the UID the calendar gives each: every
  /// yearly day of a widget (`<id>@oshi`), and each count's next milestone
  /// (`<id>-day-<N>@oshi`), the only one the calendar holds.
  static func oshiDates(_ oshi: Harness) throws -> [String: [String]] {
    var dates: [String: [String]] = [:]
    var counted: Set<String> = []
    for row in try Harness.jsonLines(
      oshi.ok(["upcoming", "--days", "1825", "--format", "json"]))
    {
      let widget = row["widget"] as? String ?? ""
      switch row["event"] as? String {
      case "birthday", "anniversary":
        dates["\(widget)@oshi", default: []].append(row["date"] as? String ?? "")
      case "milestone":
        // upcoming lists by date: the first milestone of a widget is its next.
        guard counted.insert(widget).inserted else { break }
        let number = row["number"] as? Int ?? 0
        dates["\(widget)-day-\(number)@oshi", default: []].append(row["date"] as? String ?? "")
      default:
        break
      }
    }
    return dates
  }

  /// Radicale serving a calendar on 127.0.0.1, in `radicale` in the test's folder; the
  /// caller stops it with `stop RADICALE`.
  static func serve(_ oshi: Harness) throws -> (calendar: String, radicale: String) {
    let radicale = oshi.folder.appendingPathComponent("radicale").path
    let url = try Self.script(oshi, ["serve", radicale]).trimmingCharacters(in: .newlines)
    #expect(url.hasPrefix("http://127.0.0.1:"))
    let calendar = url + "fan/oshi/"
    _ = try Self.script(oshi, ["mkcalendar", calendar])
    return (calendar, radicale)
  }

  /// The vdir written by a first refresh into `out` in the test's folder, paired with
  /// `calendar` by the configuration `oshi integrate vdirsyncer` prints; returns `out`.
  static func pair(_ oshi: Harness, calendar: String) throws -> String {
    let out = oshi.folder.appendingPathComponent("out").path
    try oshi.ok(["config", "set", "formats", "vdir"])
    try oshi.ok(["refresh", "--out", out])
    let configuration = try oshi.ok([
      "integrate", "vdirsyncer", "--out", out, "--url", calendar, "--username", "fan",
      "--password-command", "echo secret",
    ])
    // The password is fetched by its command, never written.
    #expect(configuration.contains("password.fetch = [\"shell\", \"echo secret\"]"))
    #expect(!configuration.contains("password ="))
    try configuration.write(
      to: oshi.folder.appendingPathComponent("vdirsyncer.conf"), atomically: true, encoding: .utf8)
    _ = try Self.vdirsyncer(oshi, "discover")
    return out
  }

  @Test(
    "refresh, vdirsyncer sync, and the server's five years are oshi's own dates; a change syncs, nothing changed uploads nothing",
    .enabled(if: Programs.runs(VdirSyncTests.available)))
  func syncsToRadicale() throws {
    let oshi = try CalendarConsumerTests.store()
    // A tour still ahead, once: its day 100 is in upcoming, so on the server too (issue 54).
    try oshi.ok([
      "widget", "add", "--oshi", "aki", "--date", "2027-01-10", "--label", "Tour", "--once",
    ])
    // The server runs in the background until the test ends, whatever it finds.
    let (calendar, radicale) = try Self.serve(oshi)
    defer { _ = try? Self.script(oshi, ["stop", radicale]) }
    let out = try Self.pair(oshi, calendar: calendar)
    let first = try Self.sync(oshi)
    #expect(first.contains("Copying (uploading) item aki-birthday@oshi"), "\(first)")

    // Every occurrence on the server is one of oshi's, and every one of oshi's is there.
    let served = try Self.occurrences(oshi, calendar: calendar)
    let own = try Self.oshiDates(oshi)
    for uid in Set(served.keys).union(own.keys).sorted() {
      #expect(served[uid, default: []].sorted() == own[uid, default: []].sorted(), "\(uid)")
    }
    // Feb 29 under both rules: Feb 28 (rin) or Mar 1 (mai) in common years.
    #expect(served["rin-birthday@oshi"]?.contains("2027-02-28") == true)
    #expect(served["rin-birthday@oshi"]?.contains("2028-02-29") == true)
    #expect(served["mai-birthday@oshi"]?.contains("2027-03-01") == true)
    #expect(served["mai-birthday@oshi"]?.contains("2028-02-29") == true)
    #expect(served.values.map(\.count).reduce(0, +) > 30)
    #expect(served["aki-tour-day-100@oshi"] == ["2027-04-20"], "\(served.keys.sorted())")

    // Nothing changed: the same day's refresh, and the next day's, upload nothing.
    try oshi.ok(["refresh", "--out", out])
    let unchanged = try Self.sync(oshi)
    #expect(!unchanged.contains("Copying") && !unchanged.contains("Deleting"), "\(unchanged)")
    try oshi.ok(["refresh", "--out", out], ["OSHI_NOW": "2026-11-23T12:00:00+09:00"])
    let nextDay = try Self.sync(oshi)
    #expect(!nextDay.contains("Copying") && !nextDay.contains("Deleting"), "\(nextDay)")

    // A changed birthday and a removed widget reach the server.
    try oshi.ok(["edit", "aki", "--birthday", "1999-03-16"])
    try oshi.ok(["widget", "remove", "luna-summer"])
    try oshi.ok(["refresh", "--out", out])
    let changed = try Self.sync(oshi)
    #expect(changed.contains("Copying (updating) item aki-birthday@oshi"), "\(changed)")
    #expect(changed.contains("Deleting item luna-summer@oshi"), "\(changed)")
    let after = try Self.occurrences(oshi, calendar: calendar)
    #expect(after["aki-birthday@oshi"]?.first == "2027-03-16")
    #expect(after["luna-summer@oshi"] == nil)
  }

  /// The event `uid` as the server has it: its SUMMARY, LOCATION and SEQUENCE.
  static func served(_ oshi: Harness, _ calendar: String, _ uid: String) throws -> [String: Any] {
    try Harness.jsonLines(script(oshi, ["event", calendar, uid])).first ?? [:]
  }

  @Test(
    "An event edited or deleted on the phone is put back by the next refresh, on the same day too, and the sync takes oshi's version to the server (issue 54)",
    .enabled(if: Programs.runs(VdirSyncTests.available)))
  func phoneChangesArePutBack() throws {
    let oshi = try CalendarConsumerTests.store()
    let (calendar, radicale) = try Self.serve(oshi)
    defer { _ = try? Self.script(oshi, ["stop", radicale]) }
    let out = try Self.pair(oshi, calendar: calendar)
    _ = try Self.sync(oshi)
    let folder = out + "/calendar/"
    func item(_ uid: String) -> String? {
      FileManager.default.contents(atPath: folder + uid + ".ics").map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    let tomorrow = ["OSHI_NOW": "2026-11-23T12:00:00+09:00"]

    // The phone edits Aki's birthday; the sync copies the edit into oshi's folder.
    _ = try Self.script(
      oshi, ["edit", calendar, "aki-birthday@oshi", "Aki's birthday - buy cake!", "Shibuya"])
    let down = try Self.sync(oshi)
    #expect(
      down.contains("Copying (updating) item aki-birthday@oshi to oshi_calendar_local"), "\(down)")
    #expect(item("aki-birthday@oshi")?.contains("SUMMARY:Aki's birthday - buy cake!") == true)
    // The next day's refresh writes oshi's text again, and the sync uploads it: oshi is
    // side a and wins.
    try oshi.ok(["refresh", "--out", out], tomorrow)
    #expect(item("aki-birthday@oshi")?.contains("SUMMARY:Aki's birthday\r\n") == true)
    let up = try Self.sync(oshi)
    #expect(
      up.contains("Copying (updating) item aki-birthday@oshi to oshi_calendar_remote"), "\(up)")
    let restored = try Self.served(oshi, calendar, "aki-birthday@oshi")
    #expect(restored["summary"] as? String == "Aki's birthday", "\(restored)")
    #expect(restored["location"] is NSNull, "\(restored)")
    // oshi's revision, one above the phone's, which had none.
    #expect(restored["sequence"] as? Int == 1, "\(restored)")

    // Deleted on the phone: the sync deletes oshi's file, and the same day's refresh, the
    // bars' files being current, writes it again for the sync to upload.
    _ = try Self.script(oshi, ["remove", calendar, "aki-debut@oshi"])
    let deleted = try Self.sync(oshi)
    #expect(
      deleted.contains("Deleting item aki-debut@oshi from oshi_calendar_local"), "\(deleted)")
    #expect(item("aki-debut@oshi") == nil)
    try oshi.ok(["refresh", "--out", out], tomorrow)
    #expect(item("aki-debut@oshi") != nil)
    let back = try Self.sync(oshi)
    #expect(
      back.contains("Copying (uploading) item aki-debut@oshi to oshi_calendar_remote"), "\(back)")
    #expect(try Self.script(oshi, ["uids", calendar]).contains("aki-debut@oshi\n"))

    // Edited again on the phone, and put back again on the same day.
    _ = try Self.script(oshi, ["edit", calendar, "aki-birthday@oshi", "Aki - cake again", "Ginza"])
    // The phone counts its edit in SEQUENCE, as python caldav's save does.
    let phone = try Self.served(oshi, calendar, "aki-birthday@oshi")["sequence"] as? Int ?? 0
    _ = try Self.sync(oshi)
    try oshi.ok(["refresh", "--out", out], tomorrow)
    let again = try Self.sync(oshi)
    #expect(
      again.contains("Copying (updating) item aki-birthday@oshi to oshi_calendar_remote"),
      "\(again)")
    let second = try Self.served(oshi, calendar, "aki-birthday@oshi")
    #expect(second["summary"] as? String == "Aki's birthday", "\(second)")
    #expect(second["sequence"] as? Int == phone + 1, "\(second)")

    // Nothing changed since: refreshes that day and the next upload nothing.
    try oshi.ok(["refresh", "--out", out], tomorrow)
    try oshi.ok(["refresh", "--out", out], ["OSHI_NOW": "2026-11-24T12:00:00+09:00"])
    let quiet = try Self.sync(oshi)
    #expect(!quiet.contains("Copying") && !quiet.contains("Deleting"), "\(quiet)")
  }

  /// A 16×16 PNG, a contact's photo.
  static let photo =
    "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGN4FtBDEmIY1TCqYfhqAACVb8IQWOTblwAAAABJRU5ErkJggg=="

  /// The contacts a phone stores in the address book: a text birthday beside an
  /// anniversary, a birthday without a year, a Feb 29 birthday with a photo (vCard 3.0's
  /// inline form, as iOS writes it: Radicale 3.1.8 cuts a vCard 4 `data:` URI at its
  /// comma), and a contact without any date, as most of an address book is.
  static let contacts = [
    (
      "kou",
      "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:kou-contact\r\nFN:Kou\r\n"
        + "BDAY;VALUE=text:circa 2001\r\nANNIVERSARY:20190601\r\nEND:VCARD\r\n"
    ),
    (
      "rin",
      "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:rin-contact\r\nFN:Rin\r\nNICKNAME:りん\r\n"
        + "BDAY:--0315\r\nEND:VCARD\r\n"
    ),
    (
      "mai",
      "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:mai-contact\r\nFN:Mai\r\nBDAY:2000-02-29\r\n"
        + "PHOTO;ENCODING=b;TYPE=PNG:\(photo)\r\nEND:VCARD\r\n"
    ),
    (
      "nobody",
      "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:nobody-contact\r\nFN:Nobody\r\n"
        + "TEL:+81-3-0000-0000\r\nEND:VCARD\r\n"
    ),
  ]

  /// Stores `card` at `name`.vcf in the address book, as a phone does.
  static func put(_ oshi: Harness, _ book: String, _ name: String, _ card: String) throws {
    let file = oshi.folder.appendingPathComponent("\(name).vcf")
    try card.write(to: file, atomically: true, encoding: .utf8)
    _ = try script(oshi, ["put", book + name + ".vcf", file.path])
  }

  @Test(
    "Contacts PUT into a CardDAV address book reach oshi through vdirsyncer; a changed one updates its oshi, none is added",
    .enabled(if: Programs.runs(VdirSyncTests.available)))
  func contactsFromRadicale() throws {
    let oshi = try Harness()
    let radicale = oshi.folder.appendingPathComponent("radicale").path
    let url = try Self.script(oshi, ["serve", radicale]).trimmingCharacters(in: .newlines)
    defer { _ = try? Self.script(oshi, ["stop", radicale]) }
    let book = url + "fan/contacts/"
    _ = try Self.script(oshi, ["mkaddressbook", book])
    for (name, card) in Self.contacts { try Self.put(oshi, book, name, card) }

    let folder = oshi.folder.appendingPathComponent("contacts").path
    let configuration = try oshi.ok([
      "integrate", "vdirsyncer", "--contacts", "--folder", folder, "--url", book,
      "--username", "fan", "--password-command", "echo secret",
    ])
    #expect(configuration.contains("read_only = true"), "\(configuration)")
    #expect(configuration.contains("password.fetch = [\"shell\", \"echo secret\"]"))
    #expect(configuration.contains("import --from vdir \(folder)"), "\(configuration)")
    try configuration.write(
      to: oshi.folder.appendingPathComponent("vdirsyncer.conf"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = try Self.vdirsyncer(oshi, "discover", "oshi_contacts")
    let first = try Self.vdirsyncer(oshi, "sync", "oshi_contacts")
    #expect(
      first.contains("Copying (uploading) item rin-contact to oshi_contacts_local"), "\(first)")

    let imported = try oshi.run(["import", "--from", "vdir", folder])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      imported.stderr.hasSuffix(
        "imported from a vdir of contacts: 3 oshis added, 3 new widgets, 1 photo; skipped 1 card without a date\n"
      ), "\(imported.stderr)")
    #expect(
      imported.stderr.hasPrefix(
        "note: \(folder)/kou-contact.vcf:5: BDAY 'circa 2001' is text, not a date; left out\n"),
      "\(imported.stderr)")
    let listed = try oshi.ok(["list", "--format", "tsv"])
    for line in [
      "kou-anniversary\tkou\tcustom\t2019-06-01", "rin-birthday\trin\tbirthday\t--03-15",
      "mai-birthday\tmai\tbirthday\t2000-02-29",
    ] {
      #expect(listed.contains(line), "\(listed)")
    }
    let backup = try oshi.ok(["export"])
    #expect(backup.contains("\"contact\" : \"rin-contact\""), "\(backup)")
    #expect(backup.contains("\"photo\" : \"iVBOR"))

    // Nothing changed: the sync copies nothing, and the import leaves every oshi alone.
    let unchanged = try Self.vdirsyncer(oshi, "sync", "oshi_contacts")
    #expect(unchanged == "Syncing oshi_contacts\n", "\(unchanged)")
    let again = try oshi.run(["import", folder])
    #expect(again.stderr.contains("0 oshis added, 3 left alone, 0 new widgets"), "\(again.stderr)")

    // Rin's birthday changed on the phone: one oshi updated, none added.
    try Self.put(
      oshi, book, "rin", Self.contacts[1].1.replacingOccurrences(of: "0315", with: "0316"))
    let changed = try Self.vdirsyncer(oshi, "sync", "oshi_contacts")
    #expect(changed.contains("Copying (updating) item rin-contact to oshi_contacts_local"))
    let planned = try oshi.run(["import", "--from", "vdir", folder, "--dry-run"])
    #expect(planned.stdout.hasPrefix("update Rin (rin): birthday --03-16\n"), "\(planned.stdout)")
    #expect(planned.stdout.contains("leave Mai (mai): the contact has not changed\n"))
    let updated = try oshi.run(["import", "--from", "vdir", folder])
    #expect(
      updated.stderr.contains(
        "imported from a vdir of contacts: 0 oshis added, 1 updated, 2 left alone, 0 new widgets"),
      "\(updated.stderr)")
    let after = try oshi.ok(["list", "--format", "tsv"])
    #expect(after.contains("rin-birthday\trin\tbirthday\t--03-16"), "\(after)")
    #expect(after.split(separator: "\n").count == listed.split(separator: "\n").count)

    // Kou deleted on the phone: said, and kept.
    _ = try Self.script(oshi, ["delete", book + "kou.vcf"])
    let deleted = try Self.vdirsyncer(oshi, "sync", "oshi_contacts")
    #expect(deleted.contains("Deleting item kou-contact from oshi_contacts_local"), "\(deleted)")
    let gone = try oshi.run(["import", folder])
    #expect(
      gone.stderr.contains(
        "note: keep Kou (kou): the contact is not in \(folder) (deleted on the phone?); the oshi stays, and oshi remove kou removes it"
      ), "\(gone.stderr)")
    #expect(try oshi.ok(["list", "--format", "tsv"]).contains("kou-anniversary"))
    // The server is read only: no sync ever sent it anything.
    for output in [first, unchanged, changed, deleted] {
      #expect(!output.contains("oshi_contacts_remote"), "\(output)")
    }
  }

  /// vdirsyncer's pairing of a vCard file, as `oshi export --format vcard` writes it,
  /// with the CardDAV address book `book`: vdirsyncer's `singlefile` storage, which
  /// syncs each card of the file as an item of its own, oshi's side winning a conflict.
  static func cardsPairing(file: String, book: String) -> String {
    """

    [pair oshi_cards]
    a = "oshi_cards_local"
    b = "oshi_cards_remote"
    collections = null
    conflict_resolution = "a wins"

    [storage oshi_cards_local]
    type = "singlefile"
    path = "\(file)"

    [storage oshi_cards_remote]
    type = "carddav"
    url = "\(book)"
    username = "fan"
    password.fetch = ["shell", "echo secret"]

    """
  }

  @Test(
    "export --format vcard, synced up to a CardDAV address book and down into a vdir, imports as the same oshis; an oshi changed or removed changes its card, none is duplicated",
    .enabled(if: Programs.runs(VdirSyncTests.available)))
  func contactsToRadicale() throws {
    let oshi = try ContactExportTests.store()
    let radicale = oshi.folder.appendingPathComponent("radicale").path
    let url = try Self.script(oshi, ["serve", radicale]).trimmingCharacters(in: .newlines)
    defer { _ = try? Self.script(oshi, ["stop", radicale]) }
    let book = url + "fan/oshis/"
    _ = try Self.script(oshi, ["mkaddressbook", book])
    // vCard 3.0, as iOS syncs it: Radicale 3.1's vobject cuts a 4.0 data: URI at its
    // comma, and the photo with it.
    let cards = oshi.folder.appendingPathComponent("oshis.vcf").path
    let export = ["export", "--format", "vcard", "--vcard-version", "3.0", "-o", cards]
    try oshi.ok(export)

    // Up from the exported file; down, read only, into the folder import reads.
    let folder = oshi.folder.appendingPathComponent("synced").path
    let down = try oshi.ok([
      "integrate", "vdirsyncer", "--contacts", "--folder", folder, "--url", book,
      "--username", "fan", "--password-command", "echo secret",
    ])
    try (down + Self.cardsPairing(file: cards, book: book)).write(
      to: oshi.folder.appendingPathComponent("vdirsyncer.conf"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for pair in ["oshi_cards", "oshi_contacts"] { _ = try Self.vdirsyncer(oshi, "discover", pair) }
    let up = try Self.vdirsyncer(oshi, "sync", "oshi_cards")
    for uid in ["aki@oshi", "luna@oshi", "rin@oshi"] {
      #expect(up.contains("Copying (uploading) item \(uid) to oshi_cards_remote"), "\(up)")
    }
    let synced = try Self.vdirsyncer(oshi, "sync", "oshi_contacts")
    #expect(synced.contains("Copying (uploading) item rin@oshi to oshi_contacts_local"))

    let fresh = try Harness()
    let imported = try fresh.run(["import", "--from", "vdir", folder])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      imported.stderr
        == "imported from a vdir of contacts: 3 oshis added, 8 new widgets, 1 photo\n",
      "\(imported.stderr)")
    #expect(try ContactExportTests.contents(fresh) == ContactExportTests.contents(oshi))

    // A changed birthday replaces Aki's card; Rin removed deletes hers; nothing else moves.
    try oshi.ok(["edit", "aki", "--birthday", "1999-03-16"])
    try oshi.ok(["remove", "rin"])
    try oshi.ok(export)
    let changed = try Self.vdirsyncer(oshi, "sync", "oshi_cards")
    #expect(changed.contains("Copying (updating) item aki@oshi to oshi_cards_remote"), "\(changed)")
    #expect(changed.contains("Deleting item rin@oshi from oshi_cards_remote"), "\(changed)")
    #expect(!changed.contains("uploading") && !changed.contains("luna@oshi"), "\(changed)")
    _ = try Self.vdirsyncer(oshi, "sync", "oshi_contacts")
    let items = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.hasSuffix(".vcf")
    }
    #expect(items.count == 2, "\(items)")
    let again = try fresh.run(["import", folder])
    #expect(again.stderr.contains("0 oshis added, 1 updated, 2 left alone"), "\(again.stderr)")
    #expect(try fresh.ok(["list", "--format", "tsv"]).contains("\tbirthday\t1999-03-16"))
    // Nothing changed: the next export uploads nothing.
    try oshi.ok(export)
    let quiet = try Self.vdirsyncer(oshi, "sync", "oshi_cards")
    #expect(!quiet.contains("Copying") && !quiet.contains("Deleting"), "\(quiet)")
  }
}

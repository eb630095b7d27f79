import Foundation
import OshiCore
import Testing

@Suite("Time zones decide only what today is and when tomorrow starts")
struct ZoneTests {
  @Test(
    "Today is the civil date of the instant in the zone",
    arguments: [
      ("2026-11-22T09:00:00+09:00", "Asia/Tokyo", "2026-11-22"),
      ("2026-11-22T09:00:00+09:00", "America/New_York", "2026-11-21"),
      ("2026-11-22T23:59:59+09:00", "Asia/Tokyo", "2026-11-22"),
      ("2026-11-22T15:00:00Z", "Asia/Tokyo", "2026-11-23"),
      ("2026-11-22T18:14:59Z", "Asia/Kathmandu", "2026-11-22"),
      ("2026-11-22T18:15:00Z", "Asia/Kathmandu", "2026-11-23"),
      ("2011-12-30T09:59:59Z", "Pacific/Apia", "2011-12-29"),
      ("2011-12-30T10:00:00Z", "Pacific/Apia", "2011-12-31"),
      ("2018-11-04T02:59:59Z", "America/Sao_Paulo", "2018-11-03"),
      ("2018-11-04T03:00:00Z", "America/Sao_Paulo", "2018-11-04"),
      ("2026-11-22T12:59:59Z", "Australia/Lord_Howe", "2026-11-22"),
      ("2026-11-22T13:00:00Z", "Australia/Lord_Howe", "2026-11-23"),
    ])
  func today(now: String, zone: String, today: String) throws {
    let zone = try #require(Zone(identifier: zone))
    let now = try #require(Now(iso: now))
    #expect(zone.localDate(at: now.instant(in: zone)).iso == today)
  }

  @Test(
    "The time of day is the wall clock's, before 1970 too (notify.at)",
    arguments: [
      ("2026-11-22T09:00:00+09:00", "Asia/Tokyo", 540),
      ("2026-11-22T00:00:00Z", "Asia/Kolkata", 330),
      ("2026-11-22T18:14:59Z", "Asia/Kathmandu", 1439),
      ("2026-11-22T18:15:00Z", "Asia/Kathmandu", 0),
      ("1969-12-31T23:59:00Z", "UTC", 1439),
      ("2018-11-04T03:00:00Z", "America/Sao_Paulo", 60),
    ])
  func minuteOfDay(now: String, zone: String, minute: Int) throws {
    let zone = try #require(Zone(identifier: zone))
    let now = try #require(Now(iso: now))
    #expect(zone.minuteOfDay(at: now.instant(in: zone)) == minute)
  }

  @Test(
    "valid_until is the first instant of the next local date",
    arguments: [
      ("2026-11-22", "Asia/Tokyo", "2026-11-23T00:00:00+09:00"),
      ("2026-11-22", "America/New_York", "2026-11-23T00:00:00-05:00"),
      ("2026-03-07", "America/New_York", "2026-03-08T00:00:00-05:00"),
      ("2026-03-08", "America/New_York", "2026-03-09T00:00:00-04:00"),
      ("2026-10-31", "America/New_York", "2026-11-01T00:00:00-04:00"),
      // Midnight did not exist: clocks went from 00:00 to 01:00.
      ("2018-11-03", "America/Sao_Paulo", "2018-11-04T01:00:00-02:00"),
      ("2018-11-04", "America/Sao_Paulo", "2018-11-05T00:00:00-02:00"),
      // 2011-12-30 was skipped: after the 29th came the 31st.
      ("2011-12-29", "Pacific/Apia", "2011-12-31T00:00:00+14:00"),
      ("2011-12-28", "Pacific/Apia", "2011-12-29T00:00:00-10:00"),
      ("2026-11-22", "Asia/Kathmandu", "2026-11-23T00:00:00+05:45"),
      // Lord Howe moves its clocks by half an hour.
      ("2026-11-22", "Australia/Lord_Howe", "2026-11-23T00:00:00+11:00"),
      ("2026-07-01", "Australia/Lord_Howe", "2026-07-02T00:00:00+10:30"),
      ("2026-10-03", "Australia/Lord_Howe", "2026-10-04T00:00:00+10:30"),
      ("2026-12-31", "UTC", "2027-01-01T00:00:00+00:00"),
    ])
  func validUntil(today: String, zone: String, expected: String) throws {
    let zone = try #require(Zone(identifier: zone))
    let today = try #require(LocalDate(iso: today))
    let next = zone.startOfNextDay(after: today)
    #expect(Zone.iso8601(next.instant, offset: next.offset) == expected)
    // It is the first instant of a later date: one second before is still today or earlier.
    #expect(zone.localDate(at: next.instant) > today)
    #expect(zone.localDate(at: next.instant - 1) <= today)
  }

  @Test(
    "OSHI_NOW forms",
    arguments: [
      ("2026-11-22T09:00:00+09:00", "2026-11-22T00:00:00+00:00"),
      ("2026-11-22T00:00:00Z", "2026-11-22T00:00:00+00:00"),
      ("2026-11-22T05:45:00.250+05:45", "2026-11-22T00:00:00+00:00"),
      ("2026-11-22T09:00+0900", "2026-11-22T00:00:00+00:00"),
      ("2026-11-22", "2026-11-22T03:00:00+00:00"),
      ("2026-11-22T12:00:00", "2026-11-22T03:00:00+00:00"),
    ])
  func now(text: String, utc: String) throws {
    let tokyo = try #require(Zone(identifier: "Asia/Tokyo"))
    let now = try #require(Now(iso: text))
    #expect(Zone.iso8601(now.instant(in: tokyo), offset: 0) == utc)
  }

  @Test(
    "Bad OSHI_NOW values are refused",
    arguments: [
      "", "yesterday", "2026-13-01", "2026-11-22T25:00:00Z", "2026-11-22T09:00:00+25:00",
      "2026-11-22T09",
    ])
  func badNow(text: String) {
    #expect(Now(iso: text) == nil)
  }

  @Test("Unknown zones are refused")
  func unknownZone() {
    #expect(Zone(identifier: "Mars/Olympus") == nil)
    #expect(Zone(identifier: "") == nil)
    #expect(Zone(identifier: ":Asia/Tokyo")?.identifier == "Asia/Tokyo")
  }
}

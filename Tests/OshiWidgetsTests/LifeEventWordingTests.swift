import Foundation
import OshiText
import OshiWords
import PropertyBased
import Testing

// @testable for Occasion.End's memberwise initialiser.
@testable import OshiCore
@testable import OshiWidgets

/// The wording of a group's formation, a graduation or disbanding, a hiatus, and the
/// following count after a graduation, on SPEC's day (2026-11-22).
@Suite("Formation, graduation and hiatus wording")
struct LifeEventWordingTests {
  static let today = Fixtures.today

  static func day(_ iso: String) -> LocalDate {
    Fixtures.date(iso).date ?? today
  }

  /// A face of `kind` from `iso`, drawn the way the widgets are: from its parts.
  static func face(
    _ kind: WidgetKind, _ iso: String, name: String? = "Aki", symbol: String? = nil,
    label: String? = nil, isGroup: Bool = false, status: Oshi.Status = .active,
    until: String? = nil
  ) -> WidgetFace {
    var occasion = Occasion(
      date: Fixtures.date(iso), today: today, countStyle: kind.defaultCountStyle,
      yearly: kind != .hiatus)
    if let until {
      let end = day(until)
      occasion.end = Occasion.End(date: end, daysUntil: end.days(since: today))
    }
    return WidgetFace(
      id: "w", kind: kind, name: name, symbol: symbol, label: label, occasion: occasion,
      isGroup: isGroup, status: status)
  }

  /// A following face from `iso` of an oshi who graduated on `graduated`; its count
  /// stops there when `frozen`.
  static func following(_ iso: String, graduated: String, frozen: Bool, symbol: String? = nil)
    -> WidgetFace
  {
    var occasion = Occasion(date: Fixtures.date(iso), today: today, countStyle: .inclusive)
    if frozen {
      occasion = Occasion.frozen(
        date: Fixtures.date(iso), stoppedOn: day(graduated), today: today, countStyle: .inclusive)
      occasion.milestone = nil
    }
    return WidgetFace(
      id: "w", kind: .following, name: "Aki", symbol: symbol, occasion: occasion,
      status: .graduated)
  }

  static func inline(_ face: WidgetFace, _ language: Language, cells: Int = 24) -> String {
    Formatter.lines(
      for: face, family: .inline, budget: Budget(lines: 1, cells: cells), language: language
    ).joined(separator: "\n")
  }

  static func rectangular(_ face: WidgetFace, _ language: Language) -> [String] {
    Formatter.lines(
      for: face, family: .rectangular, budget: .standard(for: .rectangular), language: language)
  }

  // MARK: - Inline

  @Test("formed: a countdown to 結成N周年, which never reads as the debut's")
  func formedCountdown() {
    let formed = Self.face(.formed, "2019-11-30")
    #expect(Self.inline(formed, .ja) == "★ Aki 7周年まであと8日")
    #expect(Self.inline(formed, .en) == "★ Aki 7 years in 8 days")
    #expect(Self.inline(formed, .en, cells: 25) == "★ Aki 7th formation in 8d")
    #expect(Self.inline(formed, .en, cells: 30) == "★ Aki 7th formation in 8 days")
    // With room, the richest line says what it counts.
    #expect(Self.inline(formed, .ja, cells: 40) == "★ Aki 結成7周年まであと8日")
    let ahead = Self.face(.formed, "2026-12-01")
    #expect(Self.inline(ahead, .ja) == "★ Aki 結成まであと9日")
    #expect(Self.inline(ahead, .en) == "★ Aki formation in 9d")
    #expect(Self.inline(ahead, .en, cells: 32) == "★ Aki formation in 9 days")
    let onTheDay = Self.face(.formed, "2019-11-22")
    #expect(Self.inline(onTheDay, .ja) == "★ Aki 結成7周年!")
    #expect(Self.inline(onTheDay, .en) == "★ Aki 7th today!")
  }

  @Test("graduation: the days since 卒業, its yearly day, and the days until it")
  func graduationCounting() {
    let graduated = Self.face(.graduation, "2024-03-01", status: .graduated)
    #expect(Self.inline(graduated, .ja) == "🌸 Aki 卒業から996日")
    #expect(Self.inline(graduated, .en) == "🌸 Aki graduation 996d")
    #expect(Self.inline(graduated, .en, cells: 25) == "🌸 Aki graduated 996d ago")
    #expect(Self.inline(graduated, .en, cells: 40) == "🌸 Aki 996 days since graduation")
    // Its yearly day is remembered, never celebrated: no 周年, no "!".
    let anniversary = Self.face(.graduation, "2023-11-22", status: .graduated)
    #expect(Self.inline(anniversary, .ja) == "🌸 Aki 卒業から3年")
    #expect(Self.inline(anniversary, .en) == "🌸 Aki graduated 3y ago")
    #expect(Self.inline(anniversary, .en, cells: 40) == "🌸 Aki 3 years since graduation")
    let theDay = Self.face(.graduation, "2026-11-22", status: .graduated)
    #expect(Self.inline(theDay, .ja) == "🌸 Aki 今日は卒業")
    #expect(Self.inline(theDay, .en) == "🌸 Aki graduates today")
    let ahead = Self.face(.graduation, "2026-12-01")
    #expect(Self.inline(ahead, .ja) == "🌸 Aki 卒業まであと9日")
    #expect(Self.inline(ahead, .en) == "🌸 Aki graduation in 9d")
    // The widget's own label wins over 卒業.
    let labelled = Self.face(.graduation, "2024-03-01", label: "卒業ライブ", status: .graduated)
    #expect(Self.inline(labelled, .ja, cells: 40) == "🌸 Aki 卒業ライブから996日")
    #expect(Self.inline(labelled, .en, cells: 40) == "🌸 Aki 996 days since 卒業ライブ")
  }

  @Test("graduation of a group: the days since 解散")
  func disbanding() {
    let disbanded = Self.face(
      .graduation, "2025-04-02", name: "Lumina", isGroup: true, status: .graduated)
    #expect(Self.inline(disbanded, .ja) == "🌸 Lumina 解散から599日")
    #expect(Self.inline(disbanded, .en) == "🌸 Lumina 599 days")
    #expect(Self.inline(disbanded, .en, cells: 40) == "🌸 Lumina 599 days since disbanding")
    let anniversary = Self.face(
      .graduation, "2025-11-22", name: "Lumina", isGroup: true, status: .graduated)
    #expect(Self.inline(anniversary, .ja) == "🌸 Lumina 解散から1年")
    #expect(Self.inline(anniversary, .en, cells: 40) == "🌸 Lumina 1 year since disbanding")
    let ahead = Self.face(.graduation, "2026-12-01", name: "Lumina", isGroup: true)
    #expect(Self.inline(ahead, .ja) == "Lumina 解散まであと9日")
  }

  @Test("hiatus: lasting without a return day")
  func hiatusLasting() {
    let lasting = Self.face(.hiatus, "2026-10-14", status: .hiatus)
    #expect(Self.inline(lasting, .ja) == "☾ Aki 活休40日目")
    #expect(Self.inline(lasting, .en) == "☾ Aki hiatus, day 40")
    let first = Self.face(.hiatus, "2026-11-22", status: .hiatus)
    #expect(Self.inline(first, .ja) == "☾ Aki 活休1日目")
    #expect(Self.inline(first, .en) == "☾ Aki hiatus, day 1")
  }

  @Test("hiatus: the return day ahead")
  func hiatusReturning() {
    let returning = Self.face(.hiatus, "2026-10-14", status: .hiatus, until: "2026-12-04")
    #expect(Self.inline(returning, .ja) == "☾ Aki 復帰まであと12日")
    #expect(Self.inline(returning, .en) == "☾ Aki back in 12 days")
    let tomorrow = Self.face(.hiatus, "2026-10-14", status: .hiatus, until: "2026-11-23")
    #expect(Self.inline(tomorrow, .ja) == "☾ Aki 復帰まであと1日")
    #expect(Self.inline(tomorrow, .en) == "☾ Aki back in 1 day")
  }

  @Test("hiatus: the return day")
  func hiatusBackToday() {
    let back = Self.face(.hiatus, "2026-10-14", until: "2026-11-22")
    #expect(Self.inline(back, .ja) == "☾ Aki 今日は復帰!")
    #expect(Self.inline(back, .en) == "☾ Aki back today!")
  }

  @Test("hiatus: after the return")
  func hiatusAfterReturn() {
    let back = Self.face(.hiatus, "2026-09-01", until: "2026-11-01")
    #expect(Self.inline(back, .ja) == "☾ Aki 復帰から21日")
    #expect(Self.inline(back, .en) == "☾ Aki back for 21 days")
    let yesterday = Self.face(.hiatus, "2026-09-01", until: "2026-11-21")
    #expect(Self.inline(yesterday, .en) == "☾ Aki back for 1 day")
  }

  @Test("hiatus: ahead")
  func hiatusAhead() {
    let ahead = Self.face(.hiatus, "2026-12-01")
    #expect(Self.inline(ahead, .ja) == "☾ Aki 活休まであと9日")
    #expect(Self.inline(ahead, .en) == "☾ Aki hiatus in 9 days")
    // A return day known in advance changes nothing until the hiatus starts.
    let known = Self.face(.hiatus, "2026-12-01", until: "2027-01-10")
    #expect(Self.inline(known, .ja) == "☾ Aki 活休まであと9日")
    #expect(Self.inline(known, .en) == "☾ Aki hiatus in 9 days")
  }

  @Test("following after a graduation: the count goes on (推し続けて)")
  func followingContinues() {
    let continuing = Self.following("2023-04-01", graduated: "2025-03-31", frozen: false)
    #expect(Self.inline(continuing, .ja) == "♡ Aki 推し続けて1332日目")
    // "still a fan, day 1,332" does not fit beside the name; the oshi's own symbol can
    // stand for the name.
    #expect(Self.inline(continuing, .en) == "♡ Aki day 1,332")
    #expect(Self.inline(continuing, .en, cells: 32) == "♡ Aki still a fan, day 1,332")
    let own = Self.following("2023-04-01", graduated: "2025-03-31", frozen: false, symbol: "♡")
    #expect(Self.inline(own, .en) == "♡ still a fan, day 1,332")
    // Before the graduation, the usual words.
    var active = continuing
    active.status = .active
    #expect(Self.inline(active, .ja) == "♡ Aki 推し始めて1332日目")
    #expect(Self.inline(active, .en, cells: 32) == "♡ Aki day 1,332")
  }

  @Test("following after a graduation with --stop-following: 推し歴N日, in days")
  func followingFrozen() {
    let frozen = Self.following("2023-04-01", graduated: "2025-03-31", frozen: true)
    #expect(frozen.occasion.count == 731)
    #expect(Self.inline(frozen, .ja) == "♡ Aki 推し歴731日")
    #expect(Self.inline(frozen, .en) == "♡ Aki 731 days as a fan")
    let longer = Self.following("2021-04-01", graduated: "2025-03-31", frozen: true)
    #expect(Self.inline(longer, .ja) == "♡ Aki 推し歴1461日")
    #expect(Self.inline(longer, .en) == "♡ Aki 1,461d as a fan")
    #expect(Self.inline(longer, .en, cells: 20) == "♡ Aki 1,461 days")
    #expect(Self.inline(longer, .en, cells: 32) == "♡ Aki 1,461 days as a fan")
  }

  // MARK: - Rectangular

  @Test("The rectangular family names the oshi on its first line, for each new kind")
  func rectangular() {
    let formed = Self.face(.formed, "2019-11-30")
    #expect(Self.rectangular(formed, .ja) == ["★ Aki", "結成7周年まで", "あと8日"])
    #expect(Self.rectangular(formed, .en) == ["★ Aki", "7th anniversary in", "8 days"])
    let formedToday = Self.face(.formed, "2019-11-22")
    #expect(Self.rectangular(formedToday, .ja) == ["★ Aki", "今日は結成7周年!", "おめでとう!"])

    let graduation = Self.face(.graduation, "2024-03-01", status: .graduated)
    // A sad day's count has nothing to count down to: the day it happened goes below.
    #expect(Self.rectangular(graduation, .ja) == ["🌸 Aki", "卒業から996日", "2024年3月1日"])
    #expect(
      Self.rectangular(graduation, .en) == ["🌸 Aki", "graduation: 996 days", "March 1, 2024"])
    let graduationDay = Self.face(.graduation, "2023-11-22", status: .graduated)
    #expect(Self.rectangular(graduationDay, .ja) == ["🌸 Aki", "卒業から3年", "2023年11月22日"])
    #expect(
      Self.rectangular(graduationDay, .en) == [
        "🌸 Aki", "3 years since graduation", "November 22, 2023",
      ])
    let disbanded = Self.face(
      .graduation, "2025-04-02", name: "Lumina", isGroup: true, status: .graduated)
    #expect(Self.rectangular(disbanded, .ja) == ["🌸 Lumina", "解散から599日", "2025年4月2日"])
    #expect(
      Self.rectangular(disbanded, .en) == ["🌸 Lumina", "disbanding: 599 days", "April 2, 2025"])

    let lasting = Self.face(.hiatus, "2026-10-14", status: .hiatus)
    #expect(Self.rectangular(lasting, .ja) == ["☾ Aki", "活休40日目", "2026年10月14日"])
    #expect(Self.rectangular(lasting, .en) == ["☾ Aki", "hiatus, day 40", "October 14, 2026"])
    let returning = Self.face(.hiatus, "2026-10-14", status: .hiatus, until: "2026-12-04")
    #expect(Self.rectangular(returning, .ja) == ["☾ Aki", "復帰まであと12日", "活休40日目"])
    #expect(Self.rectangular(returning, .en) == ["☾ Aki", "back in 12 days", "hiatus, day 40"])
    let back = Self.face(.hiatus, "2026-10-14", until: "2026-11-22")
    #expect(Self.rectangular(back, .ja) == ["☾ Aki", "今日は復帰!", "おかえり!"])
    #expect(Self.rectangular(back, .en) == ["☾ Aki", "back today!", "Welcome back!"])
    let after = Self.face(.hiatus, "2026-09-01", until: "2026-11-01")
    #expect(Self.rectangular(after, .ja) == ["☾ Aki", "復帰から21日", "活休は61日間"])
    #expect(Self.rectangular(after, .en) == ["☾ Aki", "back for 21 days", "after 61 days off"])
    let ahead = Self.face(.hiatus, "2026-12-01")
    #expect(Self.rectangular(ahead, .ja) == ["☾ Aki", "活休まで", "あと9日"])
    #expect(Self.rectangular(ahead, .en) == ["☾ Aki", "hiatus in", "9 days"])

    let continuing = Self.following("2023-04-01", graduated: "2025-03-31", frozen: false)
    #expect(
      Self.rectangular(continuing, .ja) == ["♡ Aki", "推し続けて1332日目", "2000日目まであと668日"])
    #expect(
      Self.rectangular(continuing, .en) == [
        "♡ Aki", "still a fan, day 1,332", "day 2,000 in 668 days",
      ])
    let frozen = Self.following("2023-04-01", graduated: "2025-03-31", frozen: true)
    // The day the count stopped, said as a day past, not as a countdown (卒業まで).
    #expect(Self.rectangular(frozen, .ja) == ["♡ Aki", "推し歴731日", "2025年3月31日に卒業"])
    #expect(Self.rectangular(frozen, .en) == ["♡ Aki", "731 days as a fan", "until graduation"])
  }

  @Test("The circular family: the number, and a word for the hiatus")
  func circular() {
    func circular(_ face: WidgetFace, _ language: Language) -> [String] {
      Formatter.lines(
        for: face, family: .circular, budget: .standard(for: .circular), language: language)
    }
    #expect(circular(Self.face(.formed, "2019-11-22"), .ja) == ["★Aki", "7周年", "今日"])
    #expect(circular(Self.face(.hiatus, "2026-10-14"), .ja) == ["☾Aki", "40", "日目"])
    #expect(
      circular(Self.face(.hiatus, "2026-10-14", until: "2026-11-22"), .ja) == ["☾Aki", "今日", "復帰"])
    #expect(
      circular(Self.face(.hiatus, "2026-10-14", until: "2026-11-22"), .en) == [
        "☾Aki", "back", "today",
      ])
    let hidden = Self.face(.hiatus, "2026-10-14", name: nil, until: "2026-12-04")
    #expect(circular(hidden, .ja) == ["復帰", "12", "日"])
  }

  // MARK: - Sad days

  @Test(
    "A sad day is remembered on every day, in every family, language and sentence",
    arguments: WidgetKind.allCases.filter { !$0.celebratesCount })
  func sadDaysAreQuiet(kind: WidgetKind) throws {
    // Celebrations and countdowns, in both languages, that a sad day never shows once it
    // has come (a graduation still ahead is counted down to: 卒業まであと9日).
    let loud = ["周年", "!", "祝", "キリ番", "まで", "anniversary", " in ", "milestone", "Congrat"]
    let start = Self.day("2024-01-01")
    for isGroup in [false, true] {
      let oshi = Oshi(
        id: 1, slug: "mio", name: "Mio", isGroup: isGroup, birthday: Fixtures.date("2000-01-23"),
        graduated: .full(start), hiatus: Hiatus(from: .full(start)))
      let widget = Widget(id: "mio-\(kind.rawValue)", oshiID: 1, kind: kind)
      // Every day of three years: 100, 333, 345, 1000, 1111 and 1234 days among them, the
      // birthday's 123, and three yearly days.
      for offset in 0...1200 {
        let today = start.adding(days: offset)
        let face = try #require(WidgetFace(widget: widget, oshi: oshi, today: today))
        for language in Language.allCases {
          for family in Family.allCases {
            let text = Formatter.lines(
              for: face, family: family, budget: .standard(for: family), language: language
            ).joined(separator: " ")
            for word in loud {
              #expect(!text.contains(word), "\(kind) \(family) \(language) on \(today): \(text)")
            }
          }
        }
      }
      for event in widget.upcoming(of: oshi, from: start, days: 1200) {
        for language in Language.allCases {
          let sentence = UpcomingText.sentence(
            event, kind: kind, countStyle: widget.countStyle, name: oshi.name, label: nil,
            language: language, isGroup: isGroup)
          for word in loud {
            #expect(!sentence.contains(word), "\(kind) on \(event.date): \(sentence)")
          }
          let summary = NotificationText.summary(
            sentence, daysUntil: 0, language: language, remembered: true)
          #expect(!summary.contains("!"), "\(summary)")
        }
      }
    }
  }

  @Test("upcoming's bytes are the sentence's UTF-8, for every kind, language and hiding")
  func sentenceBytes() {
    let start = Self.day("2024-01-01")
    var said = 0
    for kind in WidgetKind.allCases {
      for isGroup in [false, true] {
        let oshi = Oshi(
          id: 1, slug: "mio", name: "Mio ♡ 澪", isGroup: isGroup,
          birthday: Fixtures.date("2000-01-23"), debut: Fixtures.date("2018-07-07"),
          since: Fixtures.date("2019-04-01"), joined: Fixtures.date("2017-02-02"),
          formed: Fixtures.date("2016-03-03"), graduated: .full(start.adding(days: 500)),
          hiatus: Hiatus(from: .full(start)))
        var widget = Widget(id: "mio-\(kind.rawValue)", oshiID: 1, kind: kind)
        widget.label = "初ライブ、ずっと前の長い一日を覚えている記念日 with a label past sixty-four bytes"
        for event in widget.upcoming(of: oshi, from: start, days: 1200) {
          for language in Language.allCases {
            for name in ["Mio ♡ 澪", nil] {
              let sentence = UpcomingText.sentence(
                event, kind: kind, countStyle: widget.countStyle, name: name,
                label: widget.label, language: language, isGroup: isGroup)
              var bytes: [UInt8] = [0x2A]
              UpcomingText.write(
                event, kind: kind, countStyle: widget.countStyle, name: name,
                label: widget.label, language: language, isGroup: isGroup, to: &bytes)
              #expect(bytes == [0x2A] + Array(sentence.utf8), "\(kind) \(language): \(sentence)")
              said += 1
            }
          }
        }
      }
    }
    #expect(said > 300)
  }

  @Test("A sad day's yearly day: 卒業から1年, 解散から2年, 活動休止から1年")
  func sadYearlyDays() {
    func sentence(
      _ event: UpcomingEvent.Event, _ n: Int, _ kind: WidgetKind, _ language: Language,
      group: Bool = false
    ) -> String {
      UpcomingText.sentence(
        UpcomingEvent(date: Self.today, daysUntil: 0, event: event, number: n), kind: kind,
        countStyle: kind.defaultCountStyle, name: "Mio", label: nil, language: language,
        isGroup: group)
    }
    #expect(sentence(.graduation, 1, .graduation, .ja) == "Mio 卒業から1年")
    #expect(sentence(.graduation, 1, .graduation, .en) == "Mio: 1 year since graduation")
    #expect(sentence(.graduation, 2, .graduation, .ja, group: true) == "Mio 解散から2年")
    #expect(
      sentence(.graduation, 2, .graduation, .en, group: true) == "Mio: 2 years since disbanding")
    #expect(sentence(.hiatus, 1, .hiatus, .ja) == "Mio 活動休止から1年")
    // A half year is said in years, as the fan's anniversary is: 推し始めて6年半.
    #expect(sentence(.halfAnniversary, 6, .following, .ja) == "Mio 推し始めて6年半")
    #expect(sentence(.halfAnniversary, 8, .debut, .ja) == "Mio デビュー8年半")
    #expect(sentence(.halfAnniversary, 0, .debut, .ja) == "Mio デビュー半年")
    #expect(sentence(.anniversary, 4, .following, .ja) == "Mio 推し始めて4周年")
  }

  @Test(
    "A sad kind's own words (name, hint, label) never say 周年 or end in !",
    arguments: WidgetKind.allCases.filter { !$0.facts.celebrated })
  func sadKindWords(_ kind: WidgetKind) {
    let words = kind.words
    for language in Language.allCases {
      for word in [
        words.name(language), words.name(language, isGroup: true), words.hint(language),
        words.label(language), words.timeline?(language), words.shortLabel?(language),
      ].compactMap({ $0 }) {
        #expect(!word.contains("周年") && !word.contains("anniversary"), "\(kind): \(word)")
        #expect(!word.hasSuffix("!"), "\(kind): \(word)")
      }
    }
  }

  @Test("The fan's own anniversary is celebrated on the widget on its day: 推し始めて1周年!")
  func followingAnniversary() throws {
    let aki = Oshi(slug: "aki", name: "Aki", since: Fixtures.date("2025-11-22"))
    let face = try #require(
      WidgetFace(widget: Widget(id: "w", oshiID: 1, kind: .following), oshi: aki, today: Self.today)
    )
    #expect(Self.inline(face, .ja) == "♡ Aki 推し始めて1周年!")
    #expect(Self.rectangular(face, .ja) == ["♡ Aki", "今日は推し始めて1周年!", "おめでとう!"])
    // The day before is a day of the count.
    let before = try #require(
      WidgetFace(
        widget: Widget(id: "w", oshiID: 1, kind: .following), oshi: aki,
        today: Self.today.adding(days: -1)))
    #expect(Self.inline(before, .ja) == "♡ Aki 推し始めて365日目")
  }

  @Test("On the day, the circular family keeps today! whole (issue 54, item 9)")
  func todayWhole() throws {
    let bo = Oshi(slug: "bo", name: "Bo", birthday: EventDate.yearless(month: 11, day: 22))
    let face = try #require(
      WidgetFace(widget: Widget(id: "w", oshiID: 1, kind: .birthday), oshi: bo, today: Self.today))
    let lines = Formatter.lines(
      for: face, family: .circular, budget: .standard(for: .circular), language: .en)
    #expect(lines == ["🎂Bo", "today!"])
    #expect(!lines.contains("!"))
  }

  // MARK: - Consistency with the widgets' own occasions

  @Test("Faces built from an oshi and a widget read as the faces built from their parts")
  func fromTheStore() throws {
    let aki = Oshi(
      slug: "aki", name: "Aki", since: Fixtures.date("2023-04-01"),
      graduated: Fixtures.date("2025-03-31"), stopsFollowing: true)
    let following = try #require(
      WidgetFace(widget: Widget(id: "w", oshiID: 1, kind: .following), oshi: aki, today: Self.today)
    )
    #expect(following.status == .graduated)
    #expect(following.occasion.isFrozen)
    #expect(Self.inline(following, .ja) == "♡ Aki 推し歴731日")
    #expect(Self.inline(following, .en) == "♡ Aki 731 days as a fan")

    var goesOn = aki
    goesOn.stopsFollowing = false
    let continuing = try #require(
      WidgetFace(
        widget: Widget(id: "w", oshiID: 1, kind: .following), oshi: goesOn, today: Self.today))
    #expect(Self.inline(continuing, .ja) == "♡ Aki 推し続けて1332日目")

    let graduation = try #require(
      WidgetFace(
        widget: Widget(id: "w", oshiID: 1, kind: .graduation), oshi: aki, today: Self.today))
    #expect(Self.inline(graduation, .ja) == "🌸 Aki 卒業から601日")

    let lumina = Oshi(
      slug: "lumina", name: "Lumina", isGroup: true, formed: Fixtures.date("2019-11-30"),
      graduated: Fixtures.date("2025-04-02"))
    let formed = try #require(
      WidgetFace(widget: Widget(id: "w", oshiID: 2, kind: .formed), oshi: lumina, today: Self.today)
    )
    #expect(Self.inline(formed, .ja) == "Lumina 7周年まであと8日")
    let disbanded = try #require(
      WidgetFace(
        widget: Widget(id: "w", oshiID: 2, kind: .graduation), oshi: lumina, today: Self.today))
    #expect(Self.inline(disbanded, .ja) == "🌸 Lumina 解散から599日")

    for (until, ja, en) in [
      (nil, "☾ Mio 活休40日目", "☾ Mio hiatus, day 40"),
      ("2026-12-04", "☾ Mio 復帰まであと12日", "☾ Mio back in 12 days"),
      ("2026-11-22", "☾ Mio 今日は復帰!", "☾ Mio back today!"),
      ("2026-11-01", "☾ Mio 復帰から21日", "☾ Mio back for 21 days"),
    ] as [(String?, String, String)] {
      let mio = Oshi(
        slug: "mio", name: "Mio",
        hiatus: Hiatus(from: Fixtures.date("2026-10-14"), until: until.map(Fixtures.date)))
      let hiatus = try #require(
        WidgetFace(widget: Widget(id: "w", oshiID: 3, kind: .hiatus), oshi: mio, today: Self.today))
      #expect(Self.inline(hiatus, .ja) == ja)
      #expect(Self.inline(hiatus, .en) == en)
    }
  }

  // MARK: - Properties

  @Test("Random new-kind faces always fit, show their number and say whose they are")
  func randomFaces() async {
    await propertyCheck(
      count: 400,
      input: Gen.int(in: 0...1000).array(of: 0...30), Gen.int(in: -400...20_000),
      Gen.int(in: -400...400), Gen.int(in: 6...40), Gen.int(in: 0...7)
    ) { picks, count, endOffset, cells, choice in
      let name = FittingTests.name(picks)
      let iso = Self.today.adding(days: -count).iso
      let until = Self.today.adding(days: endOffset).iso
      let face: WidgetFace
      switch choice {
      case 0: face = Self.face(.formed, iso, name: name.isEmpty ? nil : name)
      case 1: face = Self.face(.graduation, iso, name: name.isEmpty ? nil : name)
      case 2:
        face = Self.face(.graduation, iso, name: name.isEmpty ? nil : name, isGroup: true)
      case 3: face = Self.face(.hiatus, iso, name: name.isEmpty ? nil : name)
      case 4:
        // The return comes after the start.
        let end = count + endOffset > 0 ? until : Self.today.adding(days: -count + 1).iso
        face = Self.face(.hiatus, iso, name: name.isEmpty ? nil : name, until: end)
      case 5:
        face = Self.face(.hiatus, iso, name: name.isEmpty ? nil : name, symbol: "🌙", until: until)
      case 6:
        face = Self.following(iso, graduated: Self.today.iso, frozen: false)
      default:
        // Started |count| days ago, graduated between then and today.
        let started = abs(count)
        let graduated = Self.today.adding(days: -min(started, abs(endOffset))).iso
        face = Self.following(
          Self.today.adding(days: -started).iso, graduated: graduated, frozen: true)
      }
      for language in Language.allCases {
        for family in Family.allCases {
          var budget = Budget.standard(for: family)
          budget.cells = cells
          let lines = Formatter.lines(for: face, family: family, budget: budget, language: language)
          #expect(!lines.isEmpty)
          #expect(lines.count <= budget.lines)
          for line in lines {
            #expect(line.cellWidth <= cells, "\(line) is \(line.cellWidth) cells, over \(cells)")
          }
          if let number = FittingTests.mainNumber(face) {
            let digits = lines.joined(separator: " ").filter { $0 != "," }
            #expect(digits.contains(String(number)), "\(lines) lacks \(number)")
          }
          let list = Formatter.candidates(
            for: face, family: family, language: language, cuttingNamesTo: budget)
          #expect(lines == Formatter.fit(list, in: budget))
          if family == .rectangular, cells >= 24, let first = lines.first, let name = face.name {
            #expect(
              first.contains(name.first.map(String.init) ?? ""), "\(first) lacks the name")
          }
        }
      }
    }
  }

  // MARK: - oshi upcoming and the calendar

  @Test("oshi upcoming words the new kinds")
  func upcoming() {
    func sentence(
      _ event: UpcomingEvent.Event, _ number: Int?, _ kind: WidgetKind, _ language: Language,
      name: String = "Aki", label: String? = nil, isGroup: Bool = false
    ) -> String {
      UpcomingText.sentence(
        UpcomingEvent(date: Self.today, daysUntil: 0, event: event, number: number), kind: kind,
        countStyle: kind.defaultCountStyle, name: name, label: label, language: language,
        isGroup: isGroup)
    }
    #expect(sentence(.anniversary, 7, .formed, .ja, name: "Lumina") == "Lumina 結成7周年")
    #expect(
      sentence(.anniversary, 7, .formed, .en, name: "Lumina")
        == "Lumina's 7th formation anniversary")
    #expect(sentence(.milestone, 1000, .formed, .ja, name: "Lumina") == "Lumina 結成から1000日")
    #expect(
      sentence(.milestone, 1000, .formed, .en, name: "Lumina")
        == "Lumina: 1,000 days since the formation")
    #expect(sentence(.anniversary, 3, .graduation, .ja) == "Aki 卒業3周年")
    #expect(sentence(.anniversary, 3, .graduation, .en) == "Aki: graduation, 3rd anniversary")
    #expect(sentence(.milestone, 1000, .graduation, .ja) == "Aki 卒業から1000日")
    #expect(sentence(.milestone, 1000, .graduation, .en) == "Aki: 1,000 days since graduation")
    #expect(
      sentence(.anniversary, 1, .graduation, .ja, name: "Lumina", isGroup: true)
        == "Lumina 解散1周年")
    #expect(
      sentence(.anniversary, 1, .graduation, .en, name: "Lumina", isGroup: true)
        == "Lumina: disbanding, 1st anniversary")
    #expect(sentence(.anniversary, 0, .graduation, .ja, label: "卒業ライブ") == "Aki 卒業ライブ")
    #expect(sentence(.anniversary, 0, .hiatus, .ja) == "Aki 活動休止")
    #expect(sentence(.anniversary, 0, .hiatus, .en) == "Aki: hiatus")
    #expect(sentence(.milestone, 100, .hiatus, .ja) == "Aki 活動休止100日目")
    #expect(sentence(.milestone, 100, .hiatus, .en) == "Aki: hiatus, day 100")
  }

  /// The VEVENTs of a calendar, each as its unfolded lines.
  static func events(_ document: String) -> [[String]] {
    let unfolded = document.replacingOccurrences(of: "\r\n ", with: "")
    var events: [[String]] = []
    var current: [String]?
    for line in unfolded.components(separatedBy: "\r\n") {
      if line == "BEGIN:VEVENT" { current = [] }
      current?.append(line)
      if line == "END:VEVENT", let event = current {
        events.append(event)
        current = nil
      }
    }
    return events
  }

  @Test("The calendar: formation and graduation repeat yearly, a hiatus is its first day")
  func calendar() throws {
    let lumina = Oshi(
      slug: "lumina", name: "Lumina", isGroup: true, formed: Fixtures.date("2019-11-30"),
      graduated: Fixtures.date("2026-03-31"))
    let mio = Oshi(
      slug: "mio", name: "Mio",
      hiatus: Hiatus(from: Fixtures.date("2026-10-14"), until: Fixtures.date("2026-12-04")))
    let rin = Oshi(slug: "rin", name: "Rin", hiatus: Hiatus(from: Fixtures.date("2026-10-14")))
    let entries: [(widget: Widget, oshi: Oshi)] = [
      (Widget(id: "lumina-formed", oshiID: 1, kind: .formed), lumina),
      (Widget(id: "lumina-graduation", oshiID: 1, kind: .graduation), lumina),
      (Widget(id: "mio-hiatus", oshiID: 2, kind: .hiatus), mio),
      (Widget(id: "rin-hiatus", oshiID: 3, kind: .hiatus), rin),
    ]
    for language in Language.allCases {
      let events = Self.events(
        ICalendar.document(entries, today: Self.today, language: language))
      func event(_ uid: String) -> [String]? { events.first { $0.contains("UID:\(uid)") } }
      let formed = try #require(event("lumina-formed@oshi"))
      #expect(formed.contains("DTSTART;VALUE=DATE:20191130"))
      #expect(formed.contains("RRULE:FREQ=YEARLY"))
      #expect(
        formed.contains(
          language == .ja ? "SUMMARY:Lumina 結成記念日" : "SUMMARY:Lumina's formation anniversary"))
      let disbanding = try #require(event("lumina-graduation@oshi"))
      #expect(disbanding.contains("RRULE:FREQ=YEARLY"))
      #expect(
        disbanding.contains(language == .ja ? "SUMMARY:Lumina 解散" : "SUMMARY:Lumina: disbanding"))
      let hiatus = try #require(event("mio-hiatus@oshi"))
      #expect(hiatus.contains("DTSTART;VALUE=DATE:20261014"))
      #expect(!hiatus.contains { $0.hasPrefix("RRULE:") })
      #expect(hiatus.contains(language == .ja ? "SUMMARY:Mio 活動休止" : "SUMMARY:Mio: hiatus"))
      // A hiatus's count is never celebrated: no milestone, with a return day or not.
      #expect(event("mio-hiatus-day-100@oshi") == nil)
      #expect(event("rin-hiatus-day-100@oshi") == nil)
      // Mio's return day is an event of its own.
      let back = try #require(event("mio-hiatus-return@oshi"))
      #expect(!back.contains { $0.hasPrefix("RRULE:") })
    }
  }

  @Test("Bars: a hiatus's return day is today, and soon within a week")
  func barState() {
    #expect(BarState(Self.face(.hiatus, "2026-10-14", until: "2026-11-22")) == .today)
    #expect(BarState(Self.face(.hiatus, "2026-10-14", until: "2026-11-25")) == .soon)
    #expect(BarState(Self.face(.hiatus, "2026-10-14", until: "2026-12-25")) == .normal)
    #expect(BarState(Self.face(.hiatus, "2026-10-14", until: "2026-11-01")) == .normal)
    // A graduation's 1000th day is no milestone: nothing to flag.
    #expect(BarState(Self.face(.graduation, "2024-02-26")) == .normal)
    #expect(BarState(Self.face(.custom, "2024-02-26")) == .today)
    #expect(
      BarState(Self.following("2023-04-01", graduated: "2025-03-31", frozen: true)) == .normal)
  }
}

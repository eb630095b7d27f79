import Foundation
import OshiCore
import OshiStore
import OshiWidgets
import Testing

@testable import OshiApp

@Suite("Render output")
struct RenderOutputTests {
  @Test("JSON lines equal each widget's own JSON, with the shared fields written once per widget")
  func jsonLines() throws {
    let zone = try #require(Zone(identifier: "Asia/Tokyo"))
    let now = try #require(Now(iso: "2026-11-22T12:00:00+09:00"))
    for language in Language.allCases {
      let context = Context(
        store: try Demo.store(), zone: zone, language: language, now: now.instant(in: zone))
      for families in [Family.allCases, [.inline], [.rectangular, .circular]] {
        let rendered = try context.render(RenderRequest(families: families))
        #expect(rendered.count > 3)
        var expected: [UInt8] = []
        for widget in rendered {
          widget.writeJSON(to: &expected)
          expected.append(UInt8(ascii: "\n"))
        }
        #expect(RenderOutput.jsonBytes(rendered) == expected)
      }
    }
  }

  /// A store with enough widgets for `render --all` to split them between cores:
  /// names in both scripts, a hidden oshi, yearless and missing dates.
  static func crowdedStore() throws -> Store {
    let store = try Store.inMemory()
    for index in 0..<400 {
      let year = 1980 + index % 30
      let birthday =
        index % 7 == 3
        ? EventDate.yearless(month: 1 + index % 12, day: 1 + index % 28)
        : .full(LocalDate(year: year, month: 1 + index % 12, day: 1 + index % 28)!)
      let oshi = Oshi(
        slug: "o\(index)", name: index % 2 == 0 ? "推し\(index)" : "Oshi \(index)",
        shortName: index % 5 == 0 ? "S\(index)" : nil, symbol: index % 3 == 0 ? "♡" : nil,
        birthday: birthday,
        debut: index % 4 == 1 ? nil : .full(LocalDate(year: year + 20, month: 3, day: 1)!),
        since: .full(LocalDate(year: 2020 + index % 6, month: 5, day: 1 + index % 28)!),
        isPrivate: index % 11 == 0)
      let widgets = WidgetKind.allCases.filter { $0 != .custom }.map {
        Widget(id: "o\(index)-\($0.rawValue)", oshiID: 0, kind: $0)
      }
      _ = try store.addOshi(oshi, widgets: widgets)
    }
    return store
  }

  @Test("render --all writes, widget by widget and split between cores, what render returns")
  func renderedBytes() throws {
    let zone = try #require(Zone(identifier: "Asia/Tokyo"))
    let now = try #require(Now(iso: "2026-11-22T12:00:00+09:00"))
    for store in [try Demo.store(), try Self.crowdedStore()] {
      for language in Language.allCases {
        let context = Context(
          store: store, zone: zone, language: language, now: now.instant(in: zone))
        for families in [Family.allCases, [.inline], [.circular]] {
          let request = RenderRequest(families: families)
          let rendered = try context.render(request)
          #expect(
            try context.renderedBytes(request, as: TextWriter.self)
              == RenderOutput.textBytes(rendered))
          #expect(
            try context.renderedBytes(request, as: JSONWriter.self)
              == RenderOutput.jsonBytes(rendered))
        }
      }
    }
  }

  @Test("render --all draws the sorted widgets when the rows are not stored in order")
  func rowsOutOfOrder() throws {
    let zone = try #require(Zone(identifier: "Asia/Tokyo"))
    let now = try #require(Now(iso: "2026-11-22T12:00:00+09:00"))
    let store = try Self.crowdedStore()
    // Added last, so stored after the other oshis' rows: the runs handed off while the
    // store is read stop there.
    let first = try #require(store.snapshot().oshis.first?.id)
    try store.addWidget(
      Widget(
        id: "o0-later", oshiID: first, kind: .custom, date: EventDate(iso: "2024-02-29"),
        label: "later"))
    let context = Context(store: store, zone: zone, language: .en, now: now.instant(in: zone))
    let request = RenderRequest(families: [.inline])
    let rendered = try context.render(request)
    #expect(rendered[3].face.id == "o0-later")
    let text = try context.renderedBytes(request, as: TextWriter.self)
    #expect(String(decoding: text, as: UTF8.self) == RenderOutput.text(rendered))
  }

  @Test("ordered jobs keep their order, and a lone job runs on the calling thread")
  func orderedJobs() {
    for cores in [1, 2, 4] {
      let jobs = OrderedJobs<Int>(cores: cores)
      for index in 0..<100 {
        jobs.add {
          // Uneven work, so that jobs finish out of order.
          (0..<(index % 7) * 1000).reduce(index) { $0 &+ $1 &* 0 }
        }
      }
      #expect(jobs.results() == Array(0..<100))
    }
    Thread.current.threadDictionary["oshi.caller"] = true
    defer { Thread.current.threadDictionary["oshi.caller"] = nil }
    let lone = OrderedJobs<Bool>(cores: 2)
    lone.add { Thread.current.threadDictionary["oshi.caller"] as? Bool == true }
    #expect(lone.results() == [true])
    #expect(OrderedJobs<Int>().results().isEmpty)
    // Workers started ahead of the jobs take them as they come.
    let prepared = OrderedJobs<Int>(cores: 3)
    prepared.prepare()
    for index in 0..<20 { prepared.add { index * index } }
    #expect(prepared.results() == (0..<20).map { $0 * $0 })
    let idle = OrderedJobs<Int>(cores: 2)
    idle.prepare()
    #expect(idle.results().isEmpty)
  }

  @Test("workers run the jobs submitted to them on threads of their own")
  func workersRunElsewhere() {
    final class Threads: @unchecked Sendable {
      let lock = NSLock()
      var seen: [pthread_t] = []
    }
    let workers = Workers(count: 2)
    defer { workers.stop() }
    let threads = Threads()
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<6 {
      workers.submit {
        threads.lock.withLock { threads.seen.append(pthread_self()) }
        done.signal()
      }
    }
    for _ in 0..<6 {
      // A job that never ran fails here rather than hanging the suite.
      guard done.wait(timeout: .now() + 30) == .success else {
        Issue.record("a job submitted to the workers did not run")
        return
      }
    }
    let caller = pthread_self()
    #expect(threads.seen.count == 6)
    #expect(threads.seen.allSatisfy { pthread_equal($0, caller) == 0 })
  }

  @Test("writers of consecutive runs join into the writer of the whole run")
  func writersJoin() throws {
    let zone = try #require(Zone(identifier: "Asia/Tokyo"))
    let now = try #require(Now(iso: "2026-11-22T12:00:00+09:00"))
    let context = Context(
      store: try Demo.store(), zone: zone, language: .ja, now: now.instant(in: zone))
    // Inline lines and blocks in every order, so that each kind of boundary is cut.
    let rendered = try context.render(RenderRequest(families: [.inline, .circular, .inline]))
    func written<Writer: RenderWriter>(_ widgets: ArraySlice<RenderedWidget>, _: Writer.Type)
      -> Writer
    {
      var writer = Writer()
      for widget in widgets { writer.append(widget) }
      return writer
    }
    func joined<Writer: RenderWriter>(_ chunks: [Writer]) -> [UInt8] {
      var bytes: [UInt8] = []
      Writer.write(chunks) { bytes.append(contentsOf: $0) }
      return bytes
    }
    for cut in 0...rendered.count {
      for second in cut...rendered.count {
        let text = joined([
          written(rendered[..<cut], TextWriter.self),
          written(rendered[cut..<second], TextWriter.self),
          written(rendered[second...], TextWriter.self),
        ])
        #expect(text == RenderOutput.textBytes(rendered), "cut at \(cut), \(second)")
        let json = joined([
          written(rendered[..<cut], JSONWriter.self),
          written(rendered[cut..<second], JSONWriter.self),
          written(rendered[second...], JSONWriter.self),
        ])
        #expect(json == RenderOutput.jsonBytes(rendered), "cut at \(cut), \(second)")
      }
    }
  }
}

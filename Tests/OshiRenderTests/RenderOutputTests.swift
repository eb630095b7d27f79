import Foundation
import OshiCore
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiWidgets
import OshiWords
import Testing

@testable import OshiApp
@testable import OshiRender

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
        let rendered = try Renderer(context).render(RenderRequest(families: families))
        #expect(rendered.count > 3)
        var expected: [UInt8] = []
        for widget in rendered {
          widget.writeJSON(to: &expected)
          expected.append(UInt8(ascii: "\n"))
        }
        #expect(JSONWriter.bytes(of: rendered) == expected)
      }
    }
  }

  /// A store with more widgets than `render --all` hands over in one piece:
  /// names in both scripts, a hidden oshi, yearless and missing dates.
  static func crowdedStore() throws -> Store {
    let store = try Store.inMemory()
    func date(_ year: Int, _ month: Int, _ day: Int) throws -> EventDate {
      .full(try #require(LocalDate(year: year, month: month, day: day)))
    }
    for index in 0..<400 {
      let year = 1980 + index % 30
      let birthday =
        try index % 7 == 3
        ? EventDate.yearless(month: 1 + index % 12, day: 1 + index % 28)
        : date(year, 1 + index % 12, 1 + index % 28)
      let oshi = Oshi(
        slug: "o\(index)", name: index % 2 == 0 ? "推し\(index)" : "Oshi \(index)",
        shortName: index % 5 == 0 ? "S\(index)" : nil, symbol: index % 3 == 0 ? "♡" : nil,
        birthday: birthday,
        debut: try index % 4 == 1 ? nil : date(year + 20, 3, 1),
        since: try date(2020 + index % 6, 5, 1 + index % 28),
        isPrivate: index % 11 == 0)
      let widgets = WidgetKind.allCases.filter { $0 != .custom }.map {
        Widget(id: "o\(index)-\($0.rawValue)", oshiID: 0, kind: $0)
      }
      _ = try store.addOshi(oshi, widgets: widgets)
    }
    return store
  }

  @Test("render --all writes, widget by widget as the store reads them, what render returns")
  func writtenAsRead() throws {
    let zone = try #require(Zone(identifier: "Asia/Tokyo"))
    let now = try #require(Now(iso: "2026-11-22T12:00:00+09:00"))
    // The crowded store's output is larger than one piece handed to the writer.
    for store in [try Demo.store(), try Self.crowdedStore()] {
      for language in Language.allCases {
        let renderer = Renderer(
          Context(store: store, zone: zone, language: language, now: now.instant(in: zone)))
        for families in [Family.allCases, [.inline], [.circular]] {
          let request = RenderRequest(families: families)
          let rendered = try renderer.render(request)
          #expect(
            try written(request, by: renderer, as: TextWriter.self)
              == TextWriter.bytes(of: rendered))
          #expect(
            try written(request, by: renderer, as: JSONWriter.self)
              == JSONWriter.bytes(of: rendered))
        }
      }
    }
  }

  /// What ``Renderer/write(_:as:to:)`` hands over, joined.
  func written<Writer: RenderWriter>(
    _ request: RenderRequest, by renderer: Renderer, as _: Writer.Type
  ) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var pieces = 0
    try renderer.write(request, as: Writer.self) {
      bytes.append(contentsOf: $0)
      pieces += 1
    }
    #expect(pieces >= 1)
    return bytes
  }

  @Test("A widget added to an older oshi is drawn in its oshi's place")
  func laterWidget() throws {
    let zone = try #require(Zone(identifier: "Asia/Tokyo"))
    let now = try #require(Now(iso: "2026-11-22T12:00:00+09:00"))
    let store = try Self.crowdedStore()
    let first = try #require(store.snapshot().oshis.first?.id)
    try store.addWidget(
      Widget(
        id: "o0-later", oshiID: first, kind: .custom, date: EventDate(iso: "2024-02-29"),
        label: "later"))
    let renderer = Renderer(
      Context(store: store, zone: zone, language: .en, now: now.instant(in: zone)))
    let request = RenderRequest(families: [.inline])
    let rendered = try renderer.render(request)
    #expect(rendered[3].face.id == "o0-later")
    #expect(
      try written(request, by: renderer, as: TextWriter.self) == TextWriter.bytes(of: rendered))
  }

  @Test("A writer drained part way goes on as if it had written everything itself")
  func writersDrain() throws {
    let zone = try #require(Zone(identifier: "Asia/Tokyo"))
    let now = try #require(Now(iso: "2026-11-22T12:00:00+09:00"))
    let renderer = Renderer(
      Context(store: try Demo.store(), zone: zone, language: .ja, now: now.instant(in: zone)))
    // Inline lines and blocks in every order, so that each kind of boundary is cut.
    let rendered = try renderer.render(RenderRequest(families: [.inline, .circular, .inline]))
    func drained<Writer: RenderWriter>(at cuts: [Int], _: Writer.Type) -> [UInt8] {
      var writer = Writer()
      var bytes: [UInt8] = []
      for (index, widget) in rendered.enumerated() {
        if cuts.contains(index) { writer.drain { bytes.append(contentsOf: $0) } }
        writer.append(widget)
      }
      writer.drain { bytes.append(contentsOf: $0) }
      return bytes
    }
    for cut in 0...rendered.count {
      for second in cut...rendered.count {
        #expect(
          drained(at: [cut, second], TextWriter.self) == TextWriter.bytes(of: rendered),
          "cut at \(cut), \(second)")
        #expect(
          drained(at: [cut, second], JSONWriter.self) == JSONWriter.bytes(of: rendered),
          "cut at \(cut), \(second)")
      }
    }
  }
}

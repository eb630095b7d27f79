import OshiCore
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiWords

/// Sample oshis for `oshi show --demo`, in a store that lives only in memory.
public enum Demo {
  /// A new in-memory store filled with the sample oshis.
  public static func store() throws(OshiError) -> Store {
    let store: Store
    do {
      store = try Store.inMemory()
    } catch {
      throw OshiError(error)
    }
    let samples: [(Oshi, [Widget])] = [
      (
        Oshi(
          slug: "aki", name: "Aki", symbol: "♡", birthday: .full(date(1999, 3, 15)),
          debut: .full(date(2019, 11, 30)), since: .full(date(2023, 4, 1))),
        []
      ),
      (
        Oshi(
          slug: "luna", name: "星野ルナ", shortName: "ルナ", symbol: "🌙",
          birthday: .yearless(month: 7, day: 7), debut: .full(date(2021, 8, 1)),
          since: .full(date(2024, 1, 10))),
        [
          Widget(
            id: "luna-first-live", oshiID: 0, kind: .custom, date: .full(date(2024, 2, 12)),
            label: "初現場")
        ]
      ),
      (
        Oshi(
          slug: "mio", name: "Mio", symbol: "★", birthday: .full(date(2008, 2, 29)),
          ageMode: .frozen(17)),
        []
      ),
    ]
    do {
      for (oshi, extra) in samples {
        let widgets = Catalog.defaultWidgets(for: oshi, oshiID: 0) + extra
        _ = try store.addOshi(oshi, widgets: widgets)
      }
      // A group (箱推し), with a member who graduated and whose count goes on.
      let stella = Oshi(
        slug: "stella", name: "ステラ☆ライブ", shortName: "ステラ", symbol: "☆", isGroup: true,
        formed: .full(date(2020, 4, 1)))
      let group = try store.addOshi(stella, widgets: Catalog.defaultWidgets(for: stella, oshiID: 0))
      let sora = Oshi(
        slug: "sora", name: "天音ソラ", shortName: "ソラ", symbol: "🌸", groupID: group.id,
        since: .full(date(2021, 6, 1)), joined: .full(date(2020, 4, 1)),
        graduated: .full(date(2025, 3, 31)))
      _ = try store.addOshi(sora, widgets: Catalog.defaultWidgets(for: sora, oshiID: 0))
    } catch {
      throw OshiError(
        Words.Runtime.cannotFillDemo("\(error)"), exitCode: 70)
    }
    return store
  }

  private static func date(_ year: Int, _ month: Int, _ day: Int) -> LocalDate {
    LocalDate(year: year, month: month, day: day) ?? LocalDate(dayNumber: 0)
  }
}

extension Words {
  /// Finding what a command names: an oshi, a group, a widget or a slot.
  public enum Lookup {
    public static func notAGroup(_ slug: String) -> Said {
      Said(
        "'\(slug)' is an oshi, not a group; oshi group list shows the groups",
        ja: "'\(slug)' は推しで、グループではありません。グループは oshi group list で確認できます")
    }
    public static func unknownOshi(_ slug: String) -> Said {
      Said(
        "no oshi has the slug '\(slug)'; `oshi list` shows the slugs",
        ja: "スラッグ '\(slug)' の推しはいません。スラッグは oshi list で確認できます")
    }
    public static func unknownWidget(_ id: String) -> Said {
      Said(
        "no widget has the id '\(id)'; `oshi list` shows the ids",
        ja: "ID '\(id)' のウィジェットはありません。ID は oshi list で確認できます")
    }
    public static func unknownSlot(_ name: String) -> Said {
      Said(
        "no slot is named '\(name)'; `oshi slot list` shows the slots",
        ja: "'\(name)' というスロットはありません。スロットは oshi slot list で確認できます")
    }
    public static func unknownGroup(_ slug: String) -> Said {
      Said(
        "no group has the slug '\(slug)'; add one with oshi group add NAME, or see oshi group list",
        ja: "スラッグ '\(slug)' のグループはありません。oshi group add 名前 で追加するか、oshi group list で確かめてください")
    }
  }
}

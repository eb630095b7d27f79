import OshiCore
import OshiStoreCore
import OshiText

/// The refusals of a slug or an id that names nothing, shared by rendering and changes.
public enum Lookup {
  /// The group with this slug, or a refusal that says what the slug is instead.
  public static func group(slug: String, in snapshot: Snapshot) throws(OshiError) -> Oshi {
    guard let group = snapshot.oshi(slug: slug) else {
      throw .usage(
        "no group has the slug '\(Sanitizer.clean(slug))'; add one with oshi group add NAME, or see oshi group list",
        ja:
          "スラッグ '\(Sanitizer.clean(slug))' のグループはありません。oshi group add 名前 で追加するか、oshi group list で確かめてください"
      )
    }
    guard group.isGroup else {
      throw .usage(
        "'\(slug)' is an oshi, not a group; oshi group list shows the groups",
        ja: "'\(slug)' は推しで、グループではありません。グループは oshi group list で分かります")
    }
    return group
  }

  public static func unknownOshi(_ slug: String) -> OshiError {
    .usage(
      "no oshi has the slug '\(Sanitizer.clean(slug))'; `oshi list` shows the slugs",
      ja: "スラッグ '\(Sanitizer.clean(slug))' の推しはいません。スラッグは oshi list で分かります")
  }

  public static func unknownWidget(_ id: String) -> OshiError {
    .usage(
      "no widget has the id '\(Sanitizer.clean(id))'; `oshi list` shows the ids",
      ja: "ID '\(Sanitizer.clean(id))' のウィジェットはありません。ID は oshi list で分かります")
  }

  public static func unknownSlot(_ name: String) -> OshiError {
    .usage(
      "no slot is named '\(Sanitizer.clean(name))'; `oshi slot list` shows the slots",
      ja: "'\(Sanitizer.clean(name))' というスロットはありません。スロットは oshi slot list で分かります")
  }
}

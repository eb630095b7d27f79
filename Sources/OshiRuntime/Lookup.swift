import OshiCore
import OshiStoreCore
import OshiText
import OshiWords

/// The refusals of a slug or an id that names nothing, shared by rendering and changes.
public enum Lookup {
  /// The group with this slug, or a refusal that says what the slug is instead.
  public static func group(slug: String, in snapshot: Snapshot) throws(OshiError) -> Oshi {
    guard let group = snapshot.oshi(slug: slug) else {
      throw .usage(Words.Lookup.unknownGroup(Sanitizer.clean(slug)))
    }
    guard group.isGroup else {
      throw .usage(
        Words.Lookup.notAGroup(slug))
    }
    return group
  }

  public static func unknownOshi(_ slug: String) -> OshiError {
    .usage(
      Words.Lookup.unknownOshi(Sanitizer.clean(slug)))
  }

  public static func unknownWidget(_ id: String) -> OshiError {
    .usage(
      Words.Lookup.unknownWidget(Sanitizer.clean(id)))
  }

  public static func unknownSlot(_ name: String) -> OshiError {
    .usage(
      Words.Lookup.unknownSlot(Sanitizer.clean(name)))
  }
}

/// The languages oshi speaks.
public enum Language: String, CaseIterable, Sendable {
  /// Japanese.
  case ja
  /// English.
  case en

  /// The language of a POSIX locale name such as `ja_JP.UTF-8`, or nil when neither.
  public init?(locale: String) {
    let lowered = locale.lowercased()
    if lowered.hasPrefix("ja") {
      self = .ja
    } else if lowered.hasPrefix("en") || lowered == "c" || lowered == "posix"
      || lowered.hasPrefix("c.")
    {
      self = .en
    } else {
      return nil
    }
  }
}

extension Words {
  /// The store's file, as a command finds it.
  public enum Store {
    public static func failed(_ path: String, _ error: String) -> Said {
      Said(
        "store \(path): \(error)",
        ja: "ストア \(path): \(error)")
    }
  }
}

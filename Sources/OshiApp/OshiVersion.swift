/// This build's version; refresh renders again when it changes, since wording may have.
public enum OshiVersion {
  /// The version, as `oshi --version` prints it: the one at the top of CHANGELOG.md,
  /// which a test holds it to.
  public static let current = "0.4.7"
}

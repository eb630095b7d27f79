import OshiWords

extension Words.Help {
  /// The help of the options of `RenameOptions`, which several commands share.
  public enum RenameOptions {
    public static let name = Said(
      "A new name (one that begins with '-' is given as --name='-Aki-').",
      ja: "新しい名前('-' で始まる名前は --name='-Aki-' のように渡します)。")
    public static let newSlug = Said(
      "A new slug; widgets named after the old one follow.",
      ja: "新しいスラッグ。古いスラッグから付いたウィジェットの ID も合わせて変わります。")
    public static let isPrivate = Said(
      "Hide or show the name.",
      ja: "名前を隠すか見せるか。")
  }
}

import OshiWords

extension Words.Help {
  /// `oshi options`'s help.
  public enum Options {
    public static let abstract = Said(
      "List the choices for a widget parameter, read live from the store.",
      ja: "ウィジェットのパラメータに指定できる値を、ストアの現在の内容から一覧表示します。")
    public static let discussion = Said(
      "Text prints identifier<TAB>display per line: oshi options widget | fzf",
      ja: "text は1行に 識別子<TAB>表示 を書きます: oshi options widget | fzf")
    /// The argument that names the parameter, among `parameters`.
    public static func parameter(_ parameters: [String]) -> Said {
      Said(
        "One of: \(parameters.joined(separator: ", ")).",
        ja: "次のどれか: \(parameters.joined(separator: "、"))。")
    }
    public static let format = Said(
      "text, json or tsv.",
      ja: "text、json、tsv のどれか。")
    public static let family = Said(
      "Only widgets that can show in this family.",
      ja: "この形で表示できるウィジェットだけ。")
    public static let oshi = Said(
      "Only the widgets of this oshi.",
      ja: "この推しのウィジェットだけ。")
  }
}

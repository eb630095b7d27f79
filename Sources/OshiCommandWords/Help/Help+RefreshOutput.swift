import OshiWords

extension Words.Help {
  /// The help of the options of `RefreshOutput`, which several commands share.
  public enum RefreshOutput {
    public static let out = Said(
      "The output folder (default: $XDG_CACHE_HOME/oshi, else ~/.cache/oshi).",
      ja: "出力フォルダー(既定: $XDG_CACHE_HOME/oshi、なければ ~/.cache/oshi)。")
    public static let then = Said(
      """
      A shell command to run after a refresh that changed something, such as 'pkill \
      -RTMIN+8 waybar'.
      """,
      ja: "refresh で何か変わったあとに実行するシェルのコマンド。'pkill -RTMIN+8 waybar' など。")
  }
}

import OshiWords

extension Words {
  /// `oshi refresh` and the files it writes: the output folder, the calendar's vdir, the
  /// pictures oshi-card draws for it.
  public enum Refresh {
    public static func unknownVdirKind(_ part: String, _ names: String) -> Said {
      Said(
        "vdir.kinds: '\(part)' is not a kind of widget; choose from \(names)",
        ja: "vdir.kinds: '\(part)' というウィジェットの種類はありません。次から選んでください: \(names)")
    }
    public static let emptyVdirKinds = Said(
      "vdir.kinds is empty; name at least one kind, or unset it for every kind",
      ja: "vdir.kinds が空です。種類を一つ以上書くか、unset ですべての種類にしてください")
    public static let emptyVdirOshis = Said(
      "vdir.oshis is empty; name at least one oshi or group, or unset it for all",
      ja: "vdir.oshis が空です。推しかグループを一つ以上書くか、unset ですべてにしてください")
    public static func cannotWrite(_ name: String, _ reason: String) -> Said {
      Said(
        "cannot write \(name): \(reason)",
        ja: "\(name) を書けません: \(reason)")
    }
    public static func noCompanion(_ value: String) -> Said {
      Said(
        "cannot find \(value) next to oshi or on PATH; build it with swift build -c release and copy it beside oshi",
        ja: "\(value) が oshi の隣にも PATH にもありません。swift build -c release で作り、oshi の隣に置いてください")
    }
    public static func cannotRun(_ path: String, _ localizedDescription: String) -> Said {
      Said(
        "cannot run \(path): \(localizedDescription)",
        ja: "\(path) を実行できません: \(localizedDescription)")
    }
    public static func noTemporaryFolder(_ localizedDescription: String) -> Said {
      Said(
        "cannot make a temporary folder: \(localizedDescription)",
        ja: "一時フォルダーを作れません: \(localizedDescription)")
    }
    public static func fileIsAFolder(_ name: String) -> Said {
      Said(
        "cannot write \(name): it is a folder; nothing was changed",
        ja: "\(name) を書けません。フォルダーです。何も変えていません")
    }
    public static func cannotReplace(_ name: String, _ reason: String) -> Said {
      Said(
        "cannot replace \(name): \(reason)",
        ja: "\(name) を置き換えられません: \(reason)")
    }
    public static func cannotWriteTo(_ path: String, _ reason: String) -> Said {
      Said(
        "cannot write to \(path): \(reason)",
        ja: "\(path) に書けません: \(reason)")
    }
    public static func notAFolder(_ path: String) -> Said {
      Said(
        "cannot write to \(path): it is not a folder",
        ja: "\(path) に書けません。フォルダーではありません")
    }
    /// A folder (``outputFolder``, ``calendarFolder``) that cannot be made at `path`.
    public static func cannotCreate(_ folder: Said, _ path: String) -> Said {
      Said("cannot create the \(folder.en) \(path)", ja: "\(folder.ja) \(path) を作れません")
    }
    /// The folder refresh writes to.
    public static let outputFolder = Said("output folder", ja: "出力フォルダー")
    /// The folder of the calendar's vdir.
    public static let calendarFolder = Said("calendar folder", ja: "カレンダーのフォルダー")
    /// A companion binary (oshi-card) that failed with `status` and said nothing.
    public static func companionFailed(_ path: String, status: Int32) -> Said {
      Said(
        "\(path) failed with status \(status)", ja: "\(path) が終了ステータス \(status) で失敗しました")
    }
    public static func cannotLock(_ path: String, _ reason: String) -> Said {
      Said(
        "cannot lock \(path): \(reason)",
        ja: "\(path) をロックできません: \(reason)")
    }
    public static func noSlotPicture(_ name: String) -> Said {
      Said(
        "oshi-card wrote no picture for slot \(name)",
        ja: "oshi-card がスロット \(name) の画像を書きませんでした")
    }
    public static func unknownFormat(_ name: String, _ all: String) -> Said {
      Said(
        "unknown format '\(name)'; the formats are: \(all)",
        ja: "'\(name)' という形式はありません。形式: \(all)")
    }
    public static func thenFailed(_ status: Int32) -> Said {
      Said(
        "--then command exited with status \(status)",
        ja: "--then のコマンドが終了ステータス \(status) で終わりました")
    }
    public static func skippedWidget(_ id: String) -> Said {
      Said(
        "skipped widget \(id): its id is not a plain slug (oshi doctor)",
        ja: "ウィジェット \(id) は ID が通常のスラッグではないので飛ばしました(oshi doctor)")
    }
    public static func skippedSlot(_ name: String) -> Said {
      Said(
        "skipped slot \(name): its name is not a plain slug (oshi doctor)",
        ja: "スロット \(name) は名前が通常のスラッグではないので飛ばしました(oshi doctor)")
    }
    public static func vdirCalendarNotAbsolute(_ value: String) -> Said {
      Said(
        "vdir.calendar '\(value)' is not an absolute path; refresh runs from cron and timers, in another folder: give the full path, such as /home/you/.local/share/oshi/calendar",
        ja:
          "vdir.calendar '\(value)' は絶対パスではありません。refresh は cron やタイマーから別のフォルダーで動きます。/home/you/.local/share/oshi/calendar のように完全なパスにしてください"
      )
    }
    public static func vdirPrivateInvalid(_ value: String) -> Said {
      Said(
        "vdir.private '\(value)' is not valid; use show (private oshis go in the calendar) or hide (the default)",
        ja: "vdir.private '\(value)' は使えません。show(非公開の推しもカレンダーに入れる)か hide(既定)にしてください")
    }
  }
}

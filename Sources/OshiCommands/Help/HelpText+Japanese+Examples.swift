import OshiApp
import OshiCore
import OshiRuntime
import OshiWidgets

// The Japanese of the examples' captions and of the settings' meanings, beside the
// commands' and options' in HelpText+Japanese.swift.

extension HelpText {
  /// The captions of the examples (``Help/examples``).
  static let examples: [(en: String, ja: String)] = [
    ("Start counting for Aki.", "Aki の日を数え始めます。"),
    ("Every widget, one line each, in Japanese.", "すべてのウィジェットを1行ずつ、日本語で。"),
    ("Preview sample oshis without touching your store.", "ストアに触れずにサンプルの推しを見ます。"),
    (
      "Three widgets: aki-birthday, aki-debut and aki-following.",
      "3つのウィジェット: aki-birthday、aki-debut、aki-following。"
    ),
    ("A birthday without a year, and a symbol.", "年のない誕生日とシンボル。"),
    ("A name that begins with '-' goes last, after --.", "'-' で始まる名前は最後に -- の後に書きます。"),
    ("A short name and a symbol for small widgets.", "小さなウィジェット用の短い名前とシンボル。"),
    ("Give a date (back): its widget is made again.", "日付を(もう一度)指定すると、そのウィジェットを作り直します。"),
    ("Clear the debut date and remove its widget.", "デビュー日を消し、そのウィジェットを削除します。"),
    ("Remove Aki and every widget of Aki's.", "Aki と Aki のウィジェットをすべて削除します。"),
    ("A custom yearly day.", "毎年来る記念日。"),
    ("Celebrate February 29 on March 1.", "2月29日を平年は3月1日に祝います。"),
    ("A custom day that comes back every year.", "毎年めぐってくる記念日。"),
    ("A day that happens once.", "一度きりの日。"),
    ("Change the label.", "ラベルを変えます。"),
    ("Count the first day as day 1.", "当日を1日目として数えます。"),
    (
      "Remove one widget; slots that showed it say so.",
      "ウィジェットを1つ削除します。表示していたスロットはそう伝えます。"
    ),
    ("A group: stella-formed.", "グループ: stella-formed。"),
    ("Each group with its members.", "グループごとにメンバーと一緒に。"),
    ("Two widgets: stella-formed and stella-debut.", "2つのウィジェット: stella-formed と stella-debut。"),
    ("Count your days as a fan of the whole group.", "グループ全体を推す日数(箱推し)を数えます。"),
    ("The same as JSON.", "同じものを JSON で。"),
    ("Give the formation day: its widget is made.", "結成日を指定すると、そのウィジェットを作ります。"),
    ("A symbol for the group's widgets.", "グループのウィジェットのシンボル。"),
    (
      "Remove the group; its members stay, without a group.",
      "グループを削除します。メンバーはグループなしで残ります。"
    ),
    (
      "Aki graduates: aki-graduation counts the days since.",
      "Aki が卒業します。aki-graduation が卒業からの日数を数えます。"
    ),
    ("The following count stops on that day (推し歴N日).", "推し始めてからの日数はその日で止まります(推し歴N日)。"),
    ("The group disbands (解散).", "グループが解散します。"),
    ("Aki is on hiatus: 活休N日目.", "Aki が活動休止中: 活休N日目。"),
    ("With a known return: 復帰まであとN日.", "復帰の日が分かっていれば: 復帰まであとN日。"),
    ("Aki is back: the hiatus ends that day.", "Aki が復帰: 活動休止はその日で終わります。"),
    ("Oshis, their widgets, and today's line of each.", "推しとそのウィジェット、それぞれの今日の1行。"),
    ("The same as JSON, for scripts.", "同じものを JSON で(スクリプト用)。"),
    ("Dates in 和暦.", "日付を和暦で。"),
    ("One widget, inline.", "ウィジェットを1つ、inline で。"),
    ("Every widget in every family.", "すべてのウィジェットを3つの形すべてで。"),
    ("What the slot 'bar' shows, for waybar.", "スロット 'bar' の表示を waybar 用に。"),
    (
      "JSON Lines: one object per widget and family.",
      "JSON Lines: ウィジェットと形ごとに1オブジェクト。"
    ),
    (
      "refresh's file for 'bar' while it is right (prompts).",
      "refresh が書いた 'bar' のファイルを、正しいうちはそのまま(プロンプト用)。"
    ),
    (
      "Every widget in every family, framed at its real size.",
      "すべてのウィジェットを3つの形すべてで、実際の大きさの枠に入れて。"
    ),
    ("Sample oshis, in Japanese.", "サンプルの推しを日本語で。"),
    (
      "The next 30 days: birthdays, anniversaries, milestones and キリ番.",
      "これから30日: 誕生日、周年、節目、キリ番。"
    ),
    ("A year of one oshi's days.", "1人の推しの1年分の日。"),
    ("The next five, as JSON Lines.", "次の5つを JSON Lines で。"),
    ("A group's days and its members'.", "グループとそのメンバーの日。"),
    ("Send what is due now, as desktop notifications.", "いま届くべきものをデスクトップ通知で送ります。"),
    ("List what would be sent, and record nothing.", "送られるものを一覧し、何も記録しません。"),
    ("Write what is due as lines, for cron mail.", "届くべきものを行で書きます(cron のメール用)。"),
    (
      "Aki's 推し年表: born, debut, milestones, and what is next.",
      "Aki の推し年表: 誕生、デビュー、節目、そして次の出来事。"
    ),
    ("A group's, as JSON Lines.", "グループの年表を JSON Lines で。"),
    ("Widget ids and what each shows.", "ウィジェットの id と、それぞれが表示するもの。"),
    ("For a picker, as JSON.", "選択画面用に JSON で。"),
    ("Show one widget in the slot 'bar'.", "スロット 'bar' にウィジェットを1つ表示します。"),
    ("Rotate through two widgets.", "2つのウィジェットを順に表示します。"),
    ("Place a widget.", "ウィジェットを置きます。"),
    ("Every member's birthday in turn.", "メンバー全員の誕生日を順に。"),
    ("Step the rotation (for a bar's on-click).", "ローテーションを1つ進めます(バーのクリック用)。"),
    ("Every slot, and what it shows now.", "すべてのスロットと、いま表示しているもの。"),
    ("Remove the slot; its widgets stay.", "スロットを削除します。ウィジェットは残ります。"),
    ("Rewrite the files that changed, quietly.", "変わったファイルを黙って書き直します。"),
    ("Say what changed, then tell waybar.", "変わったものを表示してから waybar に知らせます。"),
    (
      "Run refresh at every local midnight, from your crontab.",
      "あなたの crontab から、現地の毎日0時に refresh を実行します。"
    ),
    (
      "Print a systemd user service and timer instead.",
      "代わりに systemd のユーザーサービスとタイマーを表示します。"
    ),
    ("Take oshi's lines out of your crontab.", "あなたの crontab から oshi の行を取り除きます。"),
    ("The three families as on a Lock Screen, at 2×.", "3つの形をロック画面のように2倍で。"),
    ("The circular widget alone, as SVG.", "circular のウィジェットだけを SVG で。"),
    ("Aki's photo as the image widget.", "Aki の写真を画像ウィジェットに。"),
    ("On your wallpaper, to share.", "壁紙の上に描いて、シェア用に。"),
    (
      "A picture to post on X: Aki's photo, name and count in large type.",
      "X に投稿する画像: Aki の写真と名前、大きな数字。"
    ),
    ("Aki's photo, for cards and notifications.", "カードと通知に使う Aki の写真。"),
    ("Take it out again.", "写真を削除します。"),
    (
      "Cut to a square, at most 512 pixels, stored as PNG.",
      "正方形に切り抜き、最大512ピクセルの PNG で保存します。"
    ),
    ("Take Aki's photo out of the store.", "Aki の写真をストアから削除します。"),
    ("A waybar module that shows the slot 'bar'.", "スロット 'bar' を表示する waybar のモジュール。"),
    ("A hyprlock label that shows the slot 'lock'.", "スロット 'lock' を表示する hyprlock のラベル。"),
    ("A starship module for the slot 'prompt'.", "スロット 'prompt' を表示する starship のモジュール。"),
    (
      "Store your zone: cron and status bars have no TZ.",
      "タイムゾーンを保存します。cron とステータスバーには TZ がありません。"
    ),
    ("Every stored setting.", "保存したすべての設定。"),
    ("One setting, or nothing when it is not set.", "1つの設定。保存していなければ何も表示しません。"),
    (
      "Japanese output, wherever LANG says otherwise.",
      "LANG が何であっても日本語で出力します。"
    ),
    ("Which bar files refresh writes.", "refresh が書くバーのファイルの形式。"),
    ("Back to the default.", "既定に戻します。"),
    ("A complete backup, to a file.", "完全なバックアップをファイルに。"),
    (
      "Every birthday and anniversary, for a calendar app.",
      "すべての誕生日と周年を、カレンダーアプリ用に。"
    ),
    (
      "A contact per oshi with their days, for a phone.",
      "推しごとの連絡先とその日付を、電話用に。"
    ),
    ("Restore into an empty store.", "空のストアに復元します。"),
    ("Replace everything with the backup.", "すべてをバックアップで置き換えます。"),
    (
      "Show the birthdays a vCard would add; write nothing.",
      "vCard から追加される誕生日を表示し、何も書きません。"
    ),
    (
      "Add Debian birthday's file; stored names get its dates.",
      "Debian の birthday のファイルを追加し、すでにある名前にはその日付を入れます。"
    ),
    (
      "A spreadsheet with a name,birthday,debut,since header.",
      "name,birthday,debut,since の見出しがある表計算のファイル。"
    ),
    (
      "A phone's contacts that vdirsyncer syncs; again to update them.",
      "vdirsyncer が同期する電話の連絡先。もう一度実行すると更新します。"
    ),
    (
      "Sync a CardDAV address book into a folder that import reads.",
      "CardDAV の連絡先を、import が読むフォルダーに同期します。"
    ),
    (
      "Check the store; exit 1 with one line per finding.",
      "ストアを確かめ、問題があれば1行ずつ書いて1で終わります。"
    ),
    (
      "Repair what can be repaired (file modes, dangling slots).",
      "直せるものを直します(ファイルの権限、宙に浮いたスロット)。"
    ),
  ]

  /// The meanings of the settings that `config --help` lists under KEYS, by key.
  static let settingMeanings: [String: String] = [
    SettingKey.timeZone: "--tz も TZ もないときの「今日」の IANA ゾーン(Asia/Tokyo)。",
    SettingKey.language: "ja か en。--lang も OSHI_LANG もないときの言語。",
    SettingKey.era: "on で日本語の日付を和暦で表示。off(既定)では表示しません。",
    SettingKey.formats:
      "refresh が text のほかに書くバーの形式。カンマ区切りで:\n"
      + Settings.commaLines(StatusFormat.allCases.map(\.rawValue)) + "、\n"
      + "登録できるカレンダー oshi.ics なら ics、\nスロットごとの画像 <slot>.png なら png、\n"
      + "vdirsyncer 用のカレンダーの vdir なら vdir",
    NotifySettings.at: "1日の通知を送る時刻。現地時間の HH:MM(09:00)。",
    NotifySettings.before: "誕生日と周年の何日前に通知するか(7,1)、または none。",
    NotifySettings.kinds:
      "通知する記念日(ハーフバースデーと半年の記念日以外すべて)。次から選びます: birthday,\n"
      + "anniversary,half-birthday,half-anniversary,milestone,kiriban,graduation,hiatus",
    NotifySettings.catchUp: "送りそびれた通知を何日遅れまで送るか(1)。0〜30。",
    NotifySettings.privacy: "show で非公開の推しの名前も通知に出します。hide(既定)では出しません。",
    CalendarFolderSettings.path: "vdir のフォルダー(既定: refresh のフォルダーの calendar)。",
    CalendarFolderSettings.kinds:
      "vdir に入れるウィジェットの種類(既定: すべて)。次から選びます:\n"
      + WidgetKind.allCases.map(\.rawValue).joined(separator: ","),
    CalendarFolderSettings.oshis: "vdir に入れる推しとグループ(既定: すべて)。",
    CalendarFolderSettings.privacy: "show で非公開の推しも vdir に入れます。hide(既定)では入れません。",
  ]

  /// The settings' meanings as pairs: the English from ``Settings/meanings``.
  static let settings: [(en: String, ja: String)] = Settings.meanings.compactMap { key, meaning in
    settingMeanings[key].map { (meaning, $0) }
  }
}

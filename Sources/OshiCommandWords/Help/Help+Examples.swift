import OshiWords

extension Words.Help {
  /// One example of a command: the command line to copy, after `oshi`, and what it does.
  public struct Example: Sendable {
    /// The command line, without `oshi`.
    public let command: String
    /// What it does.
    public let what: Said

    /// An example: `command` does `what`.
    public init(_ command: String, _ what: Said) { (self.command, self.what) = (command, what) }
  }

  /// Every command's examples, by its path (`"slot set"`; `""` is `oshi` itself): the
  /// EXAMPLES of its help and of its manual page.
  public static let examples: [String: [Example]] = [
    "": [
      Example(
        "add Aki --birthday 1999-03-15 --since 2023-04-01",
        Said("Start counting for Aki.", ja: "Aki の日を数え始めます。")),
      Example(
        "render --lang ja",
        Said(
          "Every widget, one line each, in Japanese.",
          ja: "すべてのウィジェットを1行ずつ、日本語で。")),
      Example(
        "show --demo",
        Said(
          "Preview sample oshis without touching your store.",
          ja: "自分のストアは変えずに、サンプルの推しを表示します。")),
    ],
    "add": [
      Example(
        "add Aki --birthday 1999-03-15 --debut 2019-11-30 --since 2023-04-01",
        Said(
          "Three widgets: aki-birthday, aki-debut and aki-following.",
          ja: "3つのウィジェット: aki-birthday、aki-debut、aki-following。")),
      Example(
        "add Sui --birthday 3/22 --symbol ☄",
        Said("A birthday without a year, and a symbol.", ja: "年のない誕生日とシンボル。")),
      Example(
        "add --since today -- '-Aki-'",
        Said(
          "A name that begins with '-' goes last, after --.",
          ja: "'-' で始まる名前は最後に -- の後に書きます。")),
    ],
    "edit": [
      Example(
        "edit aki --short A --symbol ♡",
        Said(
          "A short name and a symbol for small widgets.",
          ja: "小さなウィジェット用の短い名前とシンボル。")),
      Example(
        "edit aki --birthday 1999-03-15",
        Said(
          "Give a date (back): its widget is made again.",
          ja: "日付を(もう一度)指定すると、そのウィジェットを作り直します。")
      ),
      Example(
        "edit aki --no-debut",
        Said(
          "Clear the debut date and remove its widget.",
          ja: "デビュー日を消し、そのウィジェットを削除します。")),
    ],
    "remove": [
      Example(
        "remove aki",
        Said(
          "Remove Aki and every widget of Aki's.",
          ja: "Aki をウィジェットごと削除します。"))
    ],
    "widget": [
      Example(
        "widget add --oshi aki --date 2024-02-12 --label 初現場",
        Said("A custom yearly day.", ja: "毎年来る記念日。")),
      Example(
        "widget edit aki-birthday --leap-day mar1",
        Said("Celebrate February 29 on March 1.", ja: "2月29日を平年は3月1日に祝います。")),
    ],
    "widget add": [
      Example(
        "widget add --oshi aki --date 2024-02-12 --label 初現場 --id aki-live",
        Said("A custom day that comes back every year.", ja: "毎年めぐってくる記念日。")),
      Example(
        "widget add --oshi aki --date 2026-12-24 --label Live --once",
        Said("A day that happens once.", ja: "一度きりの日。")),
    ],
    "widget edit": [
      Example(
        "widget edit aki-live --label 'First live'",
        Said("Change the label.", ja: "ラベルを変えます。")),
      Example(
        "widget edit aki-birthday --count inclusive",
        Said("Count the first day as day 1.", ja: "当日を1日目として数えます。")),
    ],
    "widget remove": [
      Example(
        "widget remove aki-debut",
        Said(
          "Remove one widget; slots that showed it say so.",
          ja: "ウィジェットを1つ削除します。表示していたスロットにはその旨が出ます。"
        ))
    ],
    "group": [
      Example(
        "group add ステラ☆ライブ --slug stella --formed 2020-04-01",
        Said("A group: stella-formed.", ja: "グループ: stella-formed。")),
      Example(
        "group list",
        Said("Each group with its members.", ja: "各グループとそのメンバー。")),
    ],
    "group add": [
      Example(
        "group add Stella --formed 2020-04-01 --debut 2020-08-01",
        Said(
          "Two widgets: stella-formed and stella-debut.",
          ja: "2つのウィジェット: stella-formed と stella-debut。")),
      Example(
        "group add Hololive --since 2021-01-01",
        Said(
          "Count your days as a fan of the whole group.",
          ja: "箱推しの日数を数えます。")),
    ],
    "group list": [
      Example(
        "group list",
        Said("Each group with its members.", ja: "各グループとそのメンバー。")),
      Example(
        "group list --format json",
        Said("The same as JSON.", ja: "同じものを JSON で。")),
    ],
    "group edit": [
      Example(
        "group edit stella --formed 2020-04-01",
        Said(
          "Give the formation day: its widget is made.",
          ja: "結成日を指定すると、そのウィジェットを作ります。")),
      Example(
        "group edit stella --symbol ☆",
        Said("A symbol for the group's widgets.", ja: "グループのウィジェットのシンボル。")),
    ],
    "group remove": [
      Example(
        "group remove stella",
        Said(
          "Remove the group; its members stay, without a group.",
          ja: "グループを削除します。メンバーはグループなしで残ります。"
        ))
    ],
    "graduate": [
      Example(
        "graduate aki --on 2026-03-31",
        Said(
          "Aki graduates: aki-graduation counts the days since.",
          ja: "Aki が卒業します。aki-graduation が卒業からの日数を数えます。")),
      Example(
        "graduate aki --on 2026-03-31 --stop-following",
        Said(
          "The following count stops on that day (推し歴N日).",
          ja: "推し始めてからの日数はその日で止まります(推し歴N日)。")),
    ],
    "disband": [
      Example(
        "disband stella --on 2030-12-31",
        Said("The group disbands (解散).", ja: "グループが解散します。"))
    ],
    "hiatus": [
      Example(
        "hiatus aki --from 2026-01-10",
        Said("Aki is on hiatus: 活休N日目.", ja: "Aki が活動休止中: 活休N日目。")),
      Example(
        "hiatus aki --from 2026-01-10 --until 2026-06-01",
        Said("With a known return: 復帰まであとN日.", ja: "復帰の日が分かっていれば: 復帰まであとN日。")),
    ],
    "resume": [
      Example(
        "resume aki --on 2026-05-20",
        Said(
          "Aki is back: the hiatus ends that day.",
          ja: "Aki が復帰: 活動休止はその日で終わります。"))
    ],
    "list": [
      Example(
        "list",
        Said(
          "Oshis, their widgets, and today's line of each.",
          ja: "推しとそのウィジェット、それぞれの今日の表示。")),
      Example(
        "list --format json",
        Said("The same as JSON, for scripts.", ja: "同じものを JSON で(スクリプト用)。")),
      Example(
        "list --era --lang ja",
        Said("Dates in 和暦.", ja: "日付を和暦で。")),
    ],
    "render": [
      Example(
        "render aki-birthday",
        Said("One widget, inline.", ja: "ウィジェットを1つ、inline で。")),
      Example(
        "render --family all --lang ja",
        Said("Every widget in every family.", ja: "すべてのウィジェットを3つの形すべてで。")),
      Example(
        "render --slot bar --format waybar",
        Said("What the slot 'bar' shows, for waybar.", ja: "スロット 'bar' の表示を waybar 用に。")),
      Example(
        "render aki-birthday --format json",
        Said(
          "JSON Lines: one object per widget and family.",
          ja: "JSON Lines: ウィジェットと形ごとに1オブジェクト。")
      ),
      Example(
        "render --slot bar --cached",
        Said(
          "refresh's file for 'bar' while it is right (prompts).",
          ja: "refresh が書いた 'bar' のファイルが最新ならそのまま表示(プロンプト用)。")),
    ],
    "show": [
      Example(
        "show",
        Said(
          "Every widget in every family, framed at its real size.",
          ja: "すべてのウィジェットを3つの形すべてで、実際の大きさの枠に入れて。")),
      Example(
        "show --demo --lang ja",
        Said("Sample oshis, in Japanese.", ja: "サンプルの推しを日本語で。")),
    ],
    "upcoming": [
      Example(
        "upcoming",
        Said(
          "The next 30 days: birthdays, anniversaries, milestones and キリ番.",
          ja: "今後30日の予定: 誕生日、周年、節目、キリ番。")),
      Example(
        "upcoming --days 365 --oshi aki",
        Said("A year of one oshi's days.", ja: "推し1人の、1年先までの予定。")),
      Example(
        "upcoming --format json --limit 5",
        Said("The next five, as JSON Lines.", ja: "直近の5件を JSON Lines で。")),
      Example(
        "upcoming --group stars",
        Said("A group's days and its members'.", ja: "グループとメンバーの予定。")),
    ],
    "cal": [
      Example(
        "cal",
        Said(
          "This month: its days, the occasions marked and listed.",
          ja: "今月のカレンダー: 予定のある日に印を付け、予定を一覧にします。")),
      Example(
        "cal 2027-01 --months 3 --monday",
        Said("Three months from January, weeks from Monday.", ja: "1月から3か月分、週は月曜日から。")),
      Example(
        "cal 令和8年12月 --oshi aki --format json",
        Said(
          "One oshi's month as JSON: every day and its events.",
          ja: "推し1人の1か月を JSON で: 毎日の日付とその予定。")),
      Example(
        "cal 2026-12 -o december.png",
        Said(
          "The month as a 1080×1350 picture to post.",
          ja: "その月を投稿用の 1080×1350 の画像に。")),
    ],
    "notify": [
      Example(
        "notify",
        Said(
          "Send what is due now, as desktop notifications.",
          ja: "送信時刻を迎えた通知をデスクトップに送ります。")),
      Example(
        "notify --dry-run",
        Said(
          "List what would be sent, and record nothing.",
          ja: "送る予定の通知を一覧表示します。送信済みとしては記録しません。")),
      Example(
        "notify --print",
        Said(
          "Write what is due as lines, for cron mail.",
          ja: "送る通知を1行ずつ出力します(cron のメール向け)。")),
    ],
    "timeline": [
      Example(
        "timeline aki",
        Said(
          "Aki's 推し年表: born, debut, milestones, and what is next.",
          ja: "Aki の推し年表: 誕生、デビュー、節目、そして次の出来事。")),
      Example(
        "timeline stars --format json",
        Said("A group's, as JSON Lines.", ja: "グループの年表を JSON Lines で。")),
    ],
    "options": [
      Example(
        "options widget",
        Said(
          "Widget ids and what each shows.",
          ja: "ウィジェットの id と、それぞれが表示するもの。")),
      Example(
        "options widget --family circular --format json",
        Said("For a picker, as JSON.", ja: "選択画面用に JSON で。")),
    ],
    "slot": [
      Example(
        "slot set bar --widget aki-following",
        Said(
          "Show one widget in the slot 'bar'.",
          ja: "スロット 'bar' にウィジェットを1つ表示します。")),
      Example(
        "slot rotate lock --widgets aki-birthday,aki-following",
        Said("Rotate through two widgets.", ja: "2つのウィジェットを順に表示します。")),
    ],
    "customize": [
      Example(
        "customize",
        Said(
          "The slots, with what each shows now; Enter opens one.",
          ja: "スロットの一覧と今の表示。Enter で開きます。")),
      Example(
        "customize bar --lang ja",
        Said(
          "Choose what the slot 'bar' shows, seeing each choice drawn.",
          ja: "スロット 'bar' に出すものを、見た目を確かめながら選びます。")),
    ],
    "slot set": [
      Example(
        "slot set bar --widget aki-following --family inline",
        Said("Place a widget.", ja: "ウィジェットを置きます。"))
    ],
    "slot rotate": [
      Example(
        "slot rotate lock --widgets aki-birthday,aki-following",
        Said("Rotate through two widgets.", ja: "2つのウィジェットを順に表示します。")),
      Example(
        "slot rotate bday --group stars --kind birthday",
        Said("Every member's birthday in turn.", ja: "メンバー全員の誕生日を順に。")),
    ],
    "slot next": [
      Example(
        "slot next lock --quiet",
        Said(
          "Step the rotation (for a bar's on-click).",
          ja: "ローテーションを1つ進めます(バーのクリック用)。"))
    ],
    "slot list": [
      Example(
        "slot list",
        Said("Every slot, and what it shows now.", ja: "すべてのスロットと、いま表示しているもの。")),
      Example(
        "slot list --where",
        Said(
          "Which bar, lock screen or prompt shows each slot.",
          ja: "各スロットを、どのバーやロック画面、プロンプトが表示しているか。")),
    ],
    "slot remove": [
      Example(
        "slot remove lock",
        Said(
          "Remove the slot; its widgets stay.",
          ja: "スロットを削除します。ウィジェットは残ります。"))
    ],
    "refresh": [
      Example(
        "refresh",
        Said(
          "Rewrite the files that changed, quietly.",
          ja: "変わったファイルだけを書き直します(表示なし)。")),
      Example(
        "refresh --verbose --then 'pkill -RTMIN+8 waybar'",
        Said(
          "Say what changed, then tell waybar.",
          ja: "変わったものを表示してから waybar に知らせます。")),
    ],
    "schedule": [
      Example(
        "schedule --cron --install",
        Said(
          "Run refresh at every local midnight, from your crontab.",
          ja: "crontab で、毎日ローカル時刻0時に refresh を実行します。")),
      Example(
        "schedule --systemd",
        Said(
          "Print a systemd user service and timer instead.",
          ja: "代わりに systemd のユーザーサービスとタイマーを表示します。")),
      Example(
        "schedule --uninstall",
        Said(
          "Take oshi's lines out of your crontab.",
          ja: "crontab から oshi の行を取り除きます。")),
    ],
    "card": [
      Example(
        "card aki-birthday -o aki.png",
        Said(
          "The three families as on a Lock Screen, at 2×.",
          ja: "3つの形をロック画面のように2倍で。")),
      Example(
        "card aki-birthday --family circular --scale 3 -o aki.svg",
        Said("The circular widget alone, as SVG.", ja: "circular のウィジェットだけを SVG で。")),
      Example(
        "card aki-birthday --photo -o aki-photo.png",
        Said("Aki's photo as the image widget.", ja: "Aki の写真を画像ウィジェットに。")),
      Example(
        "card aki-debut --background wallpaper.jpg -o lock.png",
        Said("On your wallpaper, to share.", ja: "壁紙の上に描いて、シェア用に。")),
      Example(
        "card aki-following --share x -o aki-share.png",
        Said(
          "A picture to post on X: Aki's photo, name and count in large type.",
          ja: "X に投稿する画像: Aki の写真と名前、大きな数字。")),
    ],
    "image": [
      Example(
        "image set aki aki.jpg",
        Said("Aki's photo, for cards and notifications.", ja: "カードと通知に使う Aki の写真。")),
      Example(
        "image remove aki",
        Said("Take it out again.", ja: "写真を削除します。")),
    ],
    "image set": [
      Example(
        "image set aki aki.jpg",
        Said(
          "Cut to a square, at most 512 pixels, stored as PNG.",
          ja: "正方形に切り抜き、最大512ピクセルの PNG で保存します。"))
    ],
    "image remove": [
      Example(
        "image remove aki",
        Said("Take Aki's photo out of the store.", ja: "Aki の写真をストアから削除します。"))
    ],
    "open": [
      Example(
        "open oshi://slot/bar/next",
        Said(
          "Show the slot 'bar''s next widget, as a click on the bar does.",
          ja: "バーのクリックと同じように、スロット 'bar' を次のウィジェットに進めます。")),
      Example(
        "open oshi://widget/aki-birthday/occasion --print",
        Said(
          "Print Aki's next birthday instead of a notification.",
          ja: "Aki の次の誕生日を、通知ではなく画面に表示します。")),
    ],
    "integrate": [
      Example(
        "integrate waybar",
        Said(
          "A waybar module that shows the slot 'bar'.",
          ja: "スロット 'bar' を表示する waybar のモジュール。")),
      Example(
        "integrate hyprlock --slot lock",
        Said(
          "A hyprlock label that shows the slot 'lock'.",
          ja: "スロット 'lock' を表示する hyprlock のラベル。")
      ),
      Example(
        "integrate starship",
        Said(
          "A starship module for the slot 'prompt'.",
          ja: "スロット 'prompt' を表示する starship のモジュール。")
      ),
      Example(
        "integrate vdirsyncer --contacts",
        Said(
          "Sync a CardDAV address book into a folder that import reads.",
          ja: "CardDAV の連絡先を、import が読むフォルダーに同期します。")),
    ],
    "config": [
      Example(
        "config set tz Asia/Tokyo",
        Said(
          "Store your zone: cron and status bars have no TZ.",
          ja: "cron やステータスバーには TZ が渡らないので、ゾーンを保存します。")),
      Example(
        "config get",
        Said("Every stored setting.", ja: "保存したすべての設定。")),
    ],
    "config get": [
      Example(
        "config get tz",
        Said(
          "One setting, or nothing when it is not set.",
          ja: "1つの設定。保存していなければ何も表示しません。"))
    ],
    "config set": [
      Example(
        "config set lang ja",
        Said(
          "Japanese output, wherever LANG says otherwise.",
          ja: "LANG が何であっても日本語で出力します。")),
      Example(
        "config set formats waybar,tmux",
        Said("Which bar files refresh writes.", ja: "refresh が書くバーのファイルの形式。")),
    ],
    "config unset": [
      Example(
        "config unset era",
        Said("Back to the default.", ja: "既定に戻します。"))
    ],
    "export": [
      Example(
        "export -o oshi-backup.json",
        Said("A complete backup, to a file.", ja: "完全なバックアップをファイルに。")),
      Example(
        "export --format ics -o oshi.ics",
        Said(
          "Every birthday and anniversary, for a calendar app.",
          ja: "すべての誕生日と周年を、カレンダーアプリ用に。")),
      Example(
        "export --format vcard --vcard-version 3.0 -o oshi.vcf",
        Said(
          "A contact per oshi with their days, for a phone.",
          ja: "推しごとの連絡先(日付入り)をスマホ用に。")),
    ],
    "import": [
      Example(
        "import oshi-backup.json",
        Said("Restore into an empty store.", ja: "空のストアに復元します。")),
      Example(
        "import oshi-backup.json --replace",
        Said("Replace everything with the backup.", ja: "すべてをバックアップで置き換えます。")),
      Example(
        "import contacts.vcf --dry-run",
        Said(
          "Show the birthdays a vCard would add; write nothing.",
          ja: "vCard から追加される誕生日を表示し、何も書きません。")),
      Example(
        "import ~/.birthdays --merge",
        Said(
          "Add Debian birthday's file; stored names get its dates.",
          ja: "Debian の birthday のファイルを読み、登録済みの名前に日付を入れます。")),
      Example(
        "import oshis.csv --from csv",
        Said(
          "A spreadsheet with a name,birthday,debut,since header.",
          ja: "name,birthday,debut,since の見出しがある表計算のファイル。")),
      Example(
        "import ~/.local/share/oshi/contacts --from vdir",
        Said(
          "A phone's contacts that vdirsyncer syncs; again to update them.",
          ja: "vdirsyncer で同期したスマホの連絡先。もう一度実行すると更新します。")),
    ],
    "doctor": [
      Example(
        "doctor",
        Said(
          "Check the store; exit 1 with one line per finding.",
          ja: "ストアを点検し、問題を1行ずつ表示して終了ステータス1で終わります。")
      ),
      Example(
        "doctor --fix",
        Said(
          "Repair what can be repaired (file modes, dangling slots).",
          ja: "直せるものを直します(ファイルの権限、参照先のないスロット)。")),
    ],
  ]
}

import OshiApp
import OshiCore
import OshiRuntime
import OshiWidgets

// The Japanese of oshi's help: です・ます for what a command does, short noun phrases for
// what an option holds, and the words fans use (推し, 箱推し, 卒業, 活動休止, 周年, キリ番).
// Option names, values, ids and file names stay as they are typed.

extension HelpText {
  /// Every help text in English, as the declarations write it, and in Japanese.
  static let pairs: [(en: String, ja: String)] = commands + options + examples + settings

  /// The commands' abstracts and discussions.
  static let commands: [(en: String, ja: String)] = [
    (
      "Count the days that matter about the people you follow (推し活).",
      "推しの大切な日を数えます(推し活)。"
    ),
    ("Add an oshi, with one widget per date given.", "推しを追加し、指定した日付ごとにウィジェットを作ります。"),
    (
      "Dates may be written 2019-08-01, 2019/8/1, 2019年8月1日, 令和元年8月1日, R1.8.1, today, or without a year: --04-05, 4/5, 4月5日.",
      "日付は 2019-08-01、2019/8/1、2019年8月1日、令和元年8月1日、R1.8.1、today と書けます。年を省くときは --04-05、4/5、4月5日 と書きます。"
    ),
    (
      "Change an oshi; a date given for the first time adds its widget.",
      "推しを変更します。初めて指定した日付には、そのウィジェットを作ります。"
    ),
    (
      "Remove an oshi with its widgets, and clear the slots that showed them.",
      "推しをウィジェットごと削除し、それを表示していたスロットを空にします。"
    ),
    ("Add, list, change and remove groups (箱推し).", "グループ(箱推し)を追加・一覧・変更・削除します。"),
    (
      "Add a group, with one widget per date given: <slug>-formed, -debut and -following.",
      "グループを追加し、指定した日付ごとにウィジェットを作ります: <slug>-formed、-debut、-following。"
    ),
    ("List the groups and their members.", "グループとそのメンバーを一覧します。"),
    (
      "Change a group; a date given for the first time adds its widget.",
      "グループを変更します。初めて指定した日付には、そのウィジェットを作ります。"
    ),
    (
      "Remove a group and its widgets; its members stay, without a group.",
      "グループとそのウィジェットを削除します。メンバーはグループなしで残ります。"
    ),
    (
      "Record an oshi's graduation (卒業); <slug>-graduation counts the days since.",
      "推しの卒業を記録します。<slug>-graduation が卒業からの日数を数えます。"
    ),
    (
      "Record a group's disbanding (解散); <slug>-graduation counts the days since.",
      "グループの解散を記録します。<slug>-graduation が解散からの日数を数えます。"
    ),
    (
      "Record a hiatus (活動休止); <slug>-hiatus counts its days, or the days to the return.",
      "活動休止を記録します。<slug>-hiatus が休止の日数、または復帰までの日数を数えます。"
    ),
    (
      "End a hiatus: the oshi returns (復帰) on the day given.",
      "活動休止を終えます。推しは指定した日に復帰します。"
    ),
    ("Add, change or remove one widget.", "ウィジェットを1つ追加・変更・削除します。"),
    ("Add a widget to an oshi and print its id.", "推しにウィジェットを追加し、その id を表示します。"),
    (
      "Change a widget; slots that show it follow a new id.",
      "ウィジェットを変更します。表示しているスロットは新しい id についていきます。"
    ),
    (
      "Remove a widget and clear it from every slot.",
      "ウィジェットを削除し、すべてのスロットから外します。"
    ),
    ("List oshis and their widgets.", "推しとそのウィジェットを一覧します。"),
    ("Render widgets as text or JSON.", "ウィジェットをテキストか JSON で描きます。"),
    (
      "Without ids, or with --all, every widget is rendered. --format json writes JSON Lines: one object per widget and family, one per line.",
      "id を指定しないか --all を付けると、すべてのウィジェットを描きます。--format json は JSON Lines で、ウィジェットと形ごとに1行1オブジェクトを書きます。"
    ),
    (
      "Preview every widget in every family, framed at its real size.",
      "すべてのウィジェットを3つの形すべてで、実際の大きさの枠に入れて表示します。"
    ),
    (
      "Draw a widget as a picture, as the Lock Screen shows it.",
      "ウィジェットをロック画面と同じように画像として描きます。"
    ),
    (
      "The picture is white on transparency, or on --background, at WidgetKit's sizes in points: circular 76×76, rectangular 172×76, inline 257×24; all three are laid out as on a Lock Screen. The ring's arc and the oshi's symbol or name are in the oshi's colour, and every word keeps a contrast of 4.5:1 with what it sits on. Text is laid out with the system's fonts (Noto Sans CJK JP where installed), with the same words as the text families. oshi-card, next to oshi, draws it with Cairo and Pango.",
      "画像は透明な地(または --background の画像)に白で、WidgetKit の大きさ(ポイント)で描きます: circular 76×76、rectangular 172×76、inline 257×24。3つともロック画面と同じ配置です。リングの弧と推しのシンボルまたは名前は推しの色で描き、どの文字も下地とのコントラスト比 4.5:1 以上を保ちます。文字はシステムのフォント(あれば Noto Sans CJK JP)で、テキストの形と同じ言葉で組みます。描くのは oshi の隣の oshi-card で、Cairo と Pango を使います。"
    ),
    (
      "Store or remove an oshi's photo, for cards and notifications.",
      "カードと通知に使う推しの写真を保存・削除します。"
    ),
    ("Store a PNG or JPEG as the oshi's photo.", "PNG か JPEG を推しの写真として保存します。"),
    (
      "The picture is cut to a square around its centre, scaled to at most 512 pixels and stored in the store as PNG (at most 1 MiB). Files over 20 MiB or 50 megapixels are refused.",
      "画像は中央を正方形に切り抜き、最大512ピクセルに縮めて、PNG(最大1 MiB)としてストアに保存します。20 MiB か5000万画素を超えるファイルは受け付けません。"
    ),
    ("Take the oshi's photo out of the store.", "推しの写真をストアから削除します。"),
    (
      "List what is coming: birthdays, anniversaries, half-years, milestones, キリ番, graduations, hiatuses.",
      "これからの日を一覧します: 誕生日、周年、ハーフバースデーと半年の記念日、節目、キリ番、卒業、活動休止。"
    ),
    (
      "Sorted by date, then by oshi. --format json writes JSON Lines: date, days_until, oshi, widget, event, number, text.",
      "日付順、同じ日は推しの順に並べます。--format json は JSON Lines で書きます: date、days_until、oshi、widget、event、number、text。"
    ),
    (
      "Show an oshi's 推し年表: their dated events in order, and the next one.",
      "推しの推し年表を表示します: 日付のある出来事を順に、最後に次の出来事を。"
    ),
    (
      "Born, formed, debut, joined, started following, custom days, every milestone reached, hiatus and return, graduation; then the next occasion. --format json writes JSON Lines: date, days, event, age, number, widget, next, text.",
      "誕生、結成、デビュー、加入、推し始め、記念日、迎えた節目すべて、活動休止と復帰、卒業、そして次の出来事。--format json は JSON Lines で書きます: date、days、event、age、number、widget、next、text。"
    ),
    (
      "Send the notifications due now, each once: on the day, before it, and missed ones.",
      "いま届くべき通知を、それぞれ一度だけ送ります: 当日、その前、送りそびれたもの。"
    ),
    (
      "Run it from the systemd timer or the crontab line that oshi schedule prints. Settings: notify.at, notify.before, notify.kinds, notify.catch_up, notify.private (oshi config --help). Exit 69 when a notification cannot be delivered; it is not recorded, and the next run sends it.",
      "oshi schedule が表示する systemd タイマーか crontab の行から実行します。設定: notify.at、notify.before、notify.kinds、notify.catch_up、notify.private(oshi config --help を参照)。通知を届けられないときは終了ステータス69で終わります。その通知は記録されず、次の実行で送られます。"
    ),
    (
      "List the choices for a widget parameter, read live from the store.",
      "ウィジェットのパラメータの選択肢を、ストアからその場で読んで一覧します。"
    ),
    (
      "Text prints identifier<TAB>display per line: oshi options widget | fzf",
      "text は1行に 識別子<TAB>表示 を書きます: oshi options widget | fzf"
    ),
    (
      "Place widgets in named slots, as on a Lock Screen.",
      "ロック画面のように、名前を付けたスロットにウィジェットを置きます。"
    ),
    ("Show one widget in a slot.", "スロットにウィジェットを1つ表示します。"),
    ("Make a slot rotate through several widgets.", "スロットで複数のウィジェットを順に表示します。"),
    (
      "Show a slot's next widget and print it (for a status bar's on-click).",
      "スロットの次のウィジェットに進めて表示します(ステータスバーのクリック用)。"
    ),
    (
      "List slots: name, family, the widget shown now, the rotation.",
      "スロットを一覧します: 名前、形、いま表示中のウィジェット、ローテーション。"
    ),
    ("Remove a slot.", "スロットを削除します。"),
    (
      "Rewrite the output files that status bars read (for cron, at each local midnight).",
      "ステータスバーが読む出力ファイルを書き直します(cron から、現地の毎日0時に)。"
    ),
    (
      "Writes <widget>.<family>.txt for every widget, <slot>.txt and one file per enabled format for every slot, oshi.ics when the formats include ics, <slot>.png when they include png (drawn by oshi-card, as oshi card draws), the calendar as a vdir (a file per event, for vdirsyncer; vdir.* settings) when they include vdir, and timeline.json. Only files whose content changed are written, each atomically. Quiet on success unless --verbose.",
      "ウィジェットごとに <widget>.<family>.txt を、スロットごとに <slot>.txt と有効な形式ごとのファイルを書きます。形式に ics があれば oshi.ics を、png があれば <slot>.png(oshi card と同じく oshi-card が描きます)を、vdir があればカレンダーを vdir として(予定ごとに1ファイル、vdirsyncer 用。設定は vdir.*)、そして timeline.json を書きます。書くのは内容が変わったファイルだけで、それぞれ一度に置き換えます。成功したときは --verbose がなければ何も表示しません。"
    ),
    (
      "Print a crontab line, or systemd user units, that run refresh at every local midnight.",
      "現地の毎日0時に refresh を実行する crontab の行か systemd ユーザーユニットを表示します。"
    ),
    (
      "Print the configuration that shows a slot in a bar, lock screen, prompt or widget, or syncs the calendar.",
      "スロットをバー、ロック画面、プロンプト、ウィジェットに表示する設定か、カレンダーを同期する設定を表示します。"
    ),
    (
      "The snippet names this binary, the store and the slot with their full paths. Lock screens show the slot 'lock', prompts 'prompt', the rest 'bar', unless --slot says otherwise; a slot that does not exist yet gets a warning. vdirsyncer pairs the calendar vdir that refresh writes (vdir in formats) with a CalDAV calendar, oshi winning a conflict, or with --contacts a CardDAV address book, read only, with the folder that oshi import --from vdir reads; the password is read by --password-command, never stored.",
      "設定にはこのプログラム、ストア、スロットをフルパスで書きます。--slot で指定しなければ、ロック画面はスロット 'lock'、プロンプトは 'prompt'、ほかは 'bar' を表示します。まだないスロットには警告を出します。vdirsyncer は、refresh が書くカレンダーの vdir(formats に vdir)を CalDAV のカレンダーと組にします。食い違ったときは oshi の側が優先されます。--contacts を付けると、CardDAV の連絡先を読み取り専用で、oshi import --from vdir が読むフォルダーと組にします。パスワードは --password-command で読み、保存しません。"
    ),
    (
      "Read or change stored settings (tz, lang, era, formats, notify.*, vdir.*).",
      "保存された設定(tz、lang、era、formats、notify.*、vdir.*)を読み書きします。"
    ),
    ("Print settings, or one setting.", "設定、または1つの設定を表示します。"),
    ("Store a setting, after checking it.", "設定を確かめてから保存します。"),
    ("Remove a stored setting.", "保存された設定を削除します。"),
    (
      "Write a complete, versioned JSON backup of the store, or an iCalendar file.",
      "ストアの完全なバックアップ(版付きの JSON)か iCalendar ファイルを書き出します。"
    ),
    (
      "Bring oshis in from oshi's backup, contacts (vCard or a vdir), ~/.birthdays, remind or CSV; all or nothing.",
      "oshi のバックアップ、連絡先(vCard か vdir)、~/.birthdays、remind、CSV から推しを取り込みます。すべて取り込むか、何も取り込まないかのどちらかです。"
    ),
    (
      "The format is read from the file's content unless --from names it. A backup into a store that is not empty needs --merge (update and add) or --replace. From the other formats, names that are not stored are added; a name that is already stored is refused, and given the file's dates with --merge. A contact is remembered by its UID: importing it again updates its oshi. A folder of .vcf files (vdirsyncer's or khard's) is read as a vdir, and a contact gone from it is said, never removed.",
      "形式は --from で指定しなければファイルの中身から判断します。空でないストアにバックアップを取り込むには --merge(更新と追加)か --replace が必要です。ほかの形式では、まだない名前を追加します。すでにある名前は受け付けず、--merge を付けるとファイルの日付にします。連絡先は UID で覚えておき、もう一度読み込むとその推しを更新します。.vcf ファイルのフォルダー(vdirsyncer や khard のもの)は vdir として読み、そこからなくなった連絡先は知らせるだけで、推しは消しません。"
    ),
    (
      "Check the store's integrity, schema, references and file modes.",
      "ストアの整合性、スキーマ、参照、ファイルの権限を確かめます。"
    ),
    (
      "Exits 0 when healthy, 1 with one line per finding otherwise.",
      "問題がなければ0で、あれば見つけたことを1行ずつ書いて1で終わります。"
    ),
  ]

  /// The options', flags' and arguments' help.
  static let options: [(en: String, ja: String)] = [
    (
      "The name, as you write it. A name that begins with '-' goes last, after --: oshi add --since today -- '-Aki-'",
      "いつも書いているとおりの名前。'-' で始まる名前は最後に -- の後に書きます: oshi add --since today -- '-Aki-'"
    ),
    (
      "A short ASCII id for the oshi (default: from the name).",
      "推しの短い ASCII の id(既定: 名前から作ります)。"
    ),
    ("The birthday (its year may be left out).", "誕生日(年は省けます)。"),
    ("The debut date.", "デビュー日。"),
    ("The day you started following.", "推し始めた日。"),
    (
      "A shorter name for small widgets (with edit, \"\" clears it).",
      "小さなウィジェット用の短い名前(edit で \"\" を渡すと消します)。"
    ),
    (
      "One symbol, such as ♡, ☆ or 🎂 (with edit, \"\" clears it).",
      "シンボル1つ。♡、☆、🎂 など(edit で \"\" を渡すと消します)。"
    ),
    (
      "The reading of the name in kana, such as 'ほうしょう まりん' (a space separates words): add makes the slug from it; it is kept, and edit never renames.",
      "名前のよみがな。'ほうしょう まりん' のように、かなで書きます(空白で語を分けます)。add はこれから slug を作ります。よみがなは保存され、edit では slug は変わりません。"
    ),
    (
      "The slug of the oshi's group (oshi group add makes one; with edit, \"\" clears it).",
      "推しのグループの slug(oshi group add で作ります。edit で \"\" を渡すと外します)。"
    ),
    ("The day the oshi joined the group.", "推しがグループに加入した日。"),
    (
      "How birthdays show the age: real, hidden, or a frozen age such as 17.",
      "誕生日での年齢の見せ方: real(実年齢)、hidden(出さない)、または 17 のような固定の年齢。"
    ),
    (
      "on or off: whether oshi notify sends this oshi's occasions.",
      "on か off: oshi notify がこの推しの記念日を通知するかどうか。"
    ),
    ("Hide the name in every widget.", "すべてのウィジェットで名前を隠します。"),
    ("text (one id per line) or json.", "text(1行に1つの id)か json。"),
    (
      "The store file (default: $OSHI_DB, else $XDG_DATA_HOME/oshi/oshi.sqlite).",
      "ストアのファイル(既定: $OSHI_DB、なければ $XDG_DATA_HOME/oshi/oshi.sqlite)。"
    ),
    (
      "The time zone that decides what today is: an IANA name, or a POSIX rule such as JST-9 (default: $TZ, the stored zone, the system's).",
      "「今日」を決めるタイムゾーン: IANA の名前か、JST-9 のような POSIX の規則(既定: $TZ、保存したゾーン、システムのゾーンの順)。"
    ),
    (
      "The output language: ja or en (default: $OSHI_LANG, the stored setting, $LANG).",
      "出力の言語: ja か en(既定: $OSHI_LANG、保存した設定、$LANG の順)。"
    ),
    ("The oshi's slug.", "推しの slug。"),
    (
      "A new name (one that begins with '-' is given as --name='-Aki-').",
      "新しい名前('-' で始まる名前は --name='-Aki-' のように渡します)。"
    ),
    (
      "A new slug; widgets named after the old one follow.",
      "新しい slug。古い slug にちなんだウィジェットの id も変わります。"
    ),
    ("Hide or show the name.", "名前を隠すか見せるか。"),
    (
      "The oshi's colour: #RRGGBB, or a penlight colour such as 赤, ピンク, red or light blue (oshi options color lists them); a member without one shows its group's.",
      "推しの色(推し色)。#RRGGBB か、赤・ピンク・水色などのペンライトの色の名前(一覧は oshi options color)。色のないメンバーはグループの色で表示します。"
    ),
    ("Clear the oshi's colour.", "推しの色を消します。"),
    (
      "auto (on a terminal, unless NO_COLOR is set), always or never: each oshi's symbol or name in its colour.",
      "auto(端末のとき。NO_COLOR があれば付けません)、always、never: 推しのシンボルか名前を推し色で表示するか。"
    ),
    ("Clear the birthday, and remove its widget.", "誕生日を消し、そのウィジェットを削除します。"),
    ("Clear the debut date, and remove its widget.", "デビュー日を消し、そのウィジェットを削除します。"),
    (
      "Clear the day you started following, and remove its widget.",
      "推し始めた日を消し、そのウィジェットを削除します。"
    ),
    ("Clear the day the oshi joined the group.", "グループに加入した日を消します。"),
    ("The group's name, as you write it.", "いつも書いているとおりのグループ名。"),
    (
      "A short ASCII id for the group (default: from the name).",
      "グループの短い ASCII の id(既定: 名前から作ります)。"
    ),
    ("The day the group was formed (結成).", "グループの結成日。"),
    ("text or json.", "text か json。"),
    ("The group's slug.", "グループの slug。"),
    ("The graduation day.", "卒業の日。"),
    (
      "Stop the following count on the graduation day (推し歴N日) instead of going on.",
      "推し始めてからの日数を、数え続けずに卒業の日で止めます(推し歴N日)。"
    ),
    ("The day the group disbanded.", "グループが解散した日。"),
    (
      "Stop the following count on that day instead of going on.",
      "推し始めてからの日数を、数え続けずにその日で止めます。"
    ),
    ("The oshi's or group's slug.", "推しかグループの slug。"),
    ("The first day of the hiatus.", "活動休止の初日。"),
    ("The day of the return, when it is known.", "復帰の日(分かっていれば)。"),
    ("The day of the return.", "復帰の日。"),
    (
      "What the widget counts: one of the oshi's dates, or a custom day.",
      "ウィジェットが数えるもの: 推しの日付のどれか、または記念日。"
    ),
    (
      "The widget's id (default: <slug>-<kind> or <slug>-<label>).",
      "ウィジェットの id(既定: <slug>-<kind> か <slug>-<label>)。"
    ),
    (
      "A custom date that happens once, with no yearly occurrence.",
      "毎年は来ない、一度きりの記念日。"
    ),
    ("The date of a custom widget.", "カスタムウィジェットの日付。"),
    ("The label of a custom widget, such as 初現場.", "カスタムウィジェットのラベル。初現場 など。"),
    (
      "elapsed (0 on the day) or inclusive (the day is day 1).",
      "elapsed(当日を0日とする)か inclusive(当日を1日目とする)。"
    ),
    ("Feb 29 in a common year: feb28 or mar1.", "平年の2月29日: feb28(2月28日)か mar1(3月1日)。"),
    ("Hide the name and label.", "名前とラベルを隠します。"),
    (
      "Anniversaries as completed years (7周年) or the year running, nth (8年目).",
      "周年を満了した年数(7周年)で数えるか、nth で何年目か(8年目)で数えるか。"
    ),
    (
      "Show the years, months and days since the date in rectangular (3年2ヶ月5日).",
      "rectangular でその日からの年・月・日を表示します(3年2ヶ月5日)。"
    ),
    (
      "on or off: whether oshi notify sends this widget's occasions.",
      "on か off: oshi notify がこのウィジェットの記念日を通知するかどうか。"
    ),
    ("The widget's id.", "ウィジェットの id。"),
    ("A new id.", "新しい id。"),
    ("Whether the custom date happens once.", "記念日が一度きりかどうか。"),
    ("table, json or tsv.", "table、json、tsv のどれか。"),
    ("Show dates in 和暦 (with --lang ja).", "日付を和暦で表示します(--lang ja のとき)。"),
    ("Widget ids (default: all).", "ウィジェットの id(既定: すべて)。"),
    ("Render what this slot shows now, in its family.", "このスロットがいま表示するものを、その形で描きます。"),
    ("Render every widget.", "すべてのウィジェットを描きます。"),
    ("Render the group's widgets and its members'.", "グループとそのメンバーのウィジェットを描きます。"),
    (
      "circular, rectangular, inline (the default) or all.",
      "形: circular(円形)、rectangular(長方形)、inline(インライン、既定)、all(3つとも)のどれか。"
    ),
    (
      "text, json, or a consumer's format: waybar, i3blocks, i3status-rust, polybar, tmux, conky, xbar, hyprlock, swaylock, i3lock, prompt, eww, argos, kde, executor.",
      "text、json、または表示先の形式: waybar、i3blocks、i3status-rust、polybar、tmux、conky、xbar、hyprlock、swaylock、i3lock、prompt、eww、argos、kde、executor。"
    ),
    (
      "Cells per line, instead of each family's default.",
      "1行の幅(セル数)。指定しなければ形ごとの既定の幅です。"
    ),
    ("Hide names and labels; keep the numbers.", "名前とラベルを隠し、数字だけ見せます。"),
    (
      "Show dates in 和暦 where a family shows one (with --lang ja).",
      "日付を表示する形で和暦を使います(--lang ja のとき)。"
    ),
    (
      "With --slot: print refresh's file for the slot while it is right, without reading the store (for prompts).",
      "--slot と一緒に: refresh が書いたスロットのファイルが正しいうちは、ストアを読まずにそれを表示します(プロンプト用)。"
    ),
    (
      "With --cached: the folder refresh writes to (default: refresh's).",
      "--cached と一緒に: refresh が書くフォルダー(既定: refresh と同じ)。"
    ),
    (
      "Show sample oshis from a temporary store; your store is not touched.",
      "一時的なストアのサンプルの推しを表示します。あなたのストアには触れません。"
    ),
    (
      "Draw each oshi's photo (oshi image set) in 6×3 cells: grey half blocks in colour, braille without.",
      "推しの写真(oshi image set)を6×3セルで描きます: 色が使えればグレーの半ブロック、使えなければ点字で。"
    ),
    ("The widget to draw.", "描くウィジェット。"),
    (
      "circular, rectangular, inline or all (the default).",
      "形: circular(円形)、rectangular(長方形)、inline(インライン)、all(3つとも、既定)のどれか。"
    ),
    (
      "Draw the oshi's photo (oshi image set) as the circular image widget.",
      "推しの写真(oshi image set)を circular の画像ウィジェットとして描きます。"
    ),
    ("Pixels per point, 1 to 8 (default 2).", "1ポイントあたりのピクセル数。1から8(既定は2)。"),
    (
      "A picture to post instead: x (1200×675), story (1080×1920) or square (1080×1080), with the oshi's photo, name and count in large type on its colour.",
      "代わりに投稿用の画像を描きます: x(1200×675)、story(1080×1920)、square(1080×1080)。推しの写真と名前、大きな数字を推し色の上に。"
    ),
    ("A PNG or JPEG to draw behind the widget.", "ウィジェットの後ろに描く PNG か JPEG。"),
    (
      "A solid colour to draw behind the widget, #RRGGBB or a penlight colour's name: a card to look at in an image viewer.",
      "ウィジェットの後ろを塗る色。#RRGGBB かペンライトの色の名前で。画像ビューアーで見るための画像になります。"
    ),
    ("The file to write: FILE.png or FILE.svg.", "書き出すファイル: FILE.png か FILE.svg。"),
    (
      "text, or json: what was drawn, as oshi-card reports it.",
      "text か json(oshi-card が報告する、描いた内容)。"
    ),
    ("A PNG or JPEG file.", "PNG か JPEG のファイル。"),
    ("How many days ahead, from today (0 to 36600).", "今日から何日先までか(0〜36600)。"),
    ("At most this many occasions.", "表示する記念日の最大の数。"),
    ("Only this oshi's occasions.", "この推しの記念日だけ。"),
    ("Only this group's occasions and its members'.", "このグループとそのメンバーの記念日だけ。"),
    (
      "Write what is due as lines instead of desktop notifications (cron mail, a login shell).",
      "デスクトップ通知の代わりに、届くべきものを行で書きます(cron のメール、ログインシェル用)。"
    ),
    ("List what would be sent; record nothing.", "送られるものを一覧し、何も記録しません。"),
    ("text or json (JSON Lines).", "text か json(JSON Lines)。"),
    (
      "One of: \(Parameter.allCases.map(\.rawValue).joined(separator: ", ")).",
      "次のどれか: \(Parameter.allCases.map(\.rawValue).joined(separator: "、"))。"
    ),
    ("text, json or tsv.", "text、json、tsv のどれか。"),
    ("Only widgets that can show in this family.", "この形で表示できるウィジェットだけ。"),
    ("Only the widgets of this oshi.", "この推しのウィジェットだけ。"),
    ("The slot's name, such as bar.", "スロットの名前。bar など。"),
    ("circular, rectangular or inline.", "形: circular(円形)、rectangular(長方形)、inline(インライン)のどれか。"),
    ("The slot's name.", "スロットの名前。"),
    ("Widget ids separated by commas.", "カンマで区切ったウィジェットの id。"),
    (
      "Instead of --widgets: a group's widgets and its members'.",
      "--widgets の代わりに: グループとそのメンバーのウィジェット。"
    ),
    (
      "With --group, only widgets of this kind, such as birthday.",
      "--group と一緒に: この種類のウィジェットだけ。birthday など。"
    ),
    (
      "circular, rectangular or inline (default: the slot's, else inline).",
      "形: circular(円形)、rectangular(長方形)、inline(インライン)のどれか(既定: スロットの形、なければ inline)。"
    ),
    ("Print nothing.", "何も表示しません。"),
    (
      "The output folder (default: $XDG_CACHE_HOME/oshi, else ~/.cache/oshi).",
      "出力フォルダー(既定: $XDG_CACHE_HOME/oshi、なければ ~/.cache/oshi)。"
    ),
    (
      "A shell command to run after a refresh that changed something, such as 'pkill -RTMIN+8 waybar'.",
      "refresh で何か変わったあとに実行するシェルのコマンド。'pkill -RTMIN+8 waybar' など。"
    ),
    (
      "Status-bar formats to write for every slot, ics for a calendar, png for pictures and vdir for vdirsyncer, comma-separated (default: the stored 'formats' setting).",
      "スロットごとに書くステータスバーの形式、カレンダー用の ics、画像用の png、vdirsyncer 用の vdir をカンマで区切って(既定: 保存した 'formats' の設定)。"
    ),
    ("Say what was written, kept, removed and skipped.", "書いたもの、そのままのもの、消したもの、飛ばしたものを表示します。"),
    ("A crontab (the default).", "crontab(既定)。"),
    ("A systemd user service and timer.", "systemd のユーザーサービスとタイマー。"),
    (
      "Put the crontab lines in your crontab, replacing oshi's earlier ones.",
      "crontab の行をあなたの crontab に入れます。以前の oshi の行は置き換えます。"
    ),
    (
      "Take oshi's lines out of your crontab; the others stay.",
      "あなたの crontab から oshi の行を取り除きます。ほかの行は残ります。"
    ),
    (
      "Where to show oshi: \(IntegrateChoice.allValueStrings.joined(separator: ", ")).",
      "oshi を表示する場所: \(IntegrateChoice.allValueStrings.joined(separator: "、"))。"
    ),
    (
      "The slot to show (default: lock, prompt or bar, by target).",
      "表示するスロット(既定: 表示先に応じて lock、prompt、bar)。"
    ),
    (
      "The output folder refresh writes to, which prompts read (default: refresh's).",
      "refresh が書き、プロンプトが読む出力フォルダー(既定: refresh と同じ)。"
    ),
    (
      "tz, lang, era, formats, or a notify.* or vdir.* key (default: all).",
      "tz、lang、era、formats、notify.* か vdir.* のキー(既定: すべて)。"
    ),
    (
      "tz, lang, era, formats, or a notify.* or vdir.* key (see KEYS).",
      "tz、lang、era、formats、notify.* か vdir.* のキー(「キー」を参照)。"
    ),
    ("The value.", "値。"),
    (
      "vdirsyncer: the CalDAV calendar's or CardDAV address book's URL.",
      "vdirsyncer: CalDAV のカレンダーか CardDAV の連絡先の URL。"
    ),
    (
      "vdirsyncer: sync a CardDAV address book in, for oshi import.",
      "vdirsyncer: CardDAV の連絡先を同期して、oshi import で取り込めるようにします。"
    ),
    (
      "vdirsyncer --contacts: the folder the contacts are synced into (default: contacts beside the store).",
      "vdirsyncer --contacts: 連絡先を同期するフォルダー(既定: ストアと同じ場所の contacts)。"
    ),
    (
      "vdirsyncer: the CalDAV or CardDAV account's user name.",
      "vdirsyncer: CalDAV か CardDAV のアカウントのユーザー名。"
    ),
    (
      "vdirsyncer: a shell command that prints the password.",
      "vdirsyncer: パスワードを表示するシェルのコマンド。"
    ),
    (
      "tz, lang, era, formats, or a notify.* or vdir.* key.",
      "tz、lang、era、formats、notify.* か vdir.* のキー。"
    ),
    ("The file to write (default: standard output).", "書き出すファイル(既定: 標準出力)。"),
    (
      "json (a backup) or ics (RFC 5545, for calendar apps).",
      "json(バックアップ)か ics(RFC 5545、カレンダーアプリ用)。"
    ),
    (
      "With --format ics, include private oshis and widgets.",
      "--format ics と一緒に: 非公開の推しとウィジェットも含めます。"
    ),
    (
      "The file, a folder of .vcf contacts, or - for standard input.",
      "ファイル、連絡先の .vcf ファイルのフォルダー、標準入力なら -。"
    ),
    (
      "The file's format (default: read from its content).",
      "ファイルの形式(既定: 中身から判断します)。"
    ),
    (
      "Update entries with the same slug, id or name, and add the rest.",
      "slug、id、名前が同じものは更新し、残りは追加します。"
    ),
    ("Replace everything in the store.", "ストアの中身をすべて置き換えます。"),
    (
      "Say what would be added and updated, and write nothing.",
      "追加・更新されるものを表示し、何も書きません。"
    ),
    (
      "CSV's slash dates such as 03/04/1999: mdy is month first, dmy day first (default: what the dates say).",
      "CSV の 03/04/1999 のようなスラッシュの日付の順序: mdy は月が先、dmy は日が先(既定: 日付から判断します)。"
    ),
    (
      "Repair what can be repaired safely: modes, references to nothing, control characters.",
      "安全に直せるものを直します: 権限、存在しないものへの参照、制御文字。"
    ),
  ]
}

import OshiWords

extension Words {
  /// The comments and lines of what `oshi integrate` and `oshi schedule` print: a
  /// snippet for each bar, lock screen and prompt, crontab lines, systemd units and
  /// vdirsyncer's configuration.
  public enum Snippets {
    public static func noSlotYet(_ slot: String) -> Said {
      Said(
        "there is no slot '\(slot)' yet; make it with oshi slot set \(slot) --widget ID",
        ja: "スロット '\(slot)' はまだありません。oshi slot set \(slot) --widget ID で作ってください")
    }
    public static func pngNotInFormats(_ slot: String) -> Said {
      Said(
        "refresh writes \(slot).png only with png in its formats: run oshi config set formats png (with your others)",
        ja:
          "refresh は png が formats にあるときだけ \(slot).png を書きます。oshi config set formats png(ほかの形式も並べて)を実行してください"
      )
    }
    public static let waybar = Said(
      "// waybar (~/.config/waybar/config): add \"custom/oshi\" to \"modules-right\" (or left,\n// or center), and this module; style it with #custom-oshi.today, .soon, .hiatus.",
      ja:
        "// waybar (~/.config/waybar/config): \"modules-right\"(\"modules-left\" か\n// \"modules-center\" でも)に \"custom/oshi\" を加え、このモジュールを足します。\n// 見た目は #custom-oshi.today、.soon、.hiatus で指定できます。"
    )
    public static let i3blocksUrgent = Said(
      "; it exits 33 on the day, which marks it urgent.",
      ja: "。当日は終了コード 33 で終わり、i3blocks が目立たせます。")
    public static let i3blocksClicks = Said(
      "# Clicks: left, the next widget (a slot of one: its next occasion); right, the\n"
        + "# occasion; the wheel, back and on. oshi render reads $BLOCK_BUTTON itself.",
      ja: "# クリック: 左で次のウィジェット(1つだけのスロットは次の記念日)、右で次の記念日、\n"
        + "# ホイールで前後へ。oshi render が $BLOCK_BUTTON を読みます。")
    public static let addToModulesRight = Said(
      "add oshi to a bar's modules-right.",
      ja: "バーの modules-right に oshi を加えます。")
    public static let conky = Said(
      "in conky.text",
      ja: "conky.text の中に")
    public static let kde = Said(
      "KDE Plasma: add the Command Output widget, and in its settings give",
      ja: "KDE Plasma: Command Output ウィジェットを追加し、その設定で次のように指定します")
    public static let kdeOneLine = Said(
      "It shows one line, which Qt never takes for rich text.",
      ja: "1行を表示します。Qt がリッチテキストとして読むことはありません。")
    public static let gnome = Said(
      "GNOME: in Executor's settings (extension executor@raujonas.github.io), add",
      ja: "GNOME: Executor(拡張機能 executor@raujonas.github.io)の設定で次を追加します")
    public static let gnomeMarkup = Said(
      "The line is Pango markup, switched on by Executor's own <executor.markup.true>.",
      ja: "行は Pango のマークアップで、Executor 自身の <executor.markup.true> で有効になります。")
    public static let hyprlockMarkup = Said(
      "the text is Pango markup, a line per line.",
      ja: "テキストは Pango のマークアップで、1行ずつです。")
    public static let swaylockEffects = Said(
      "# swaylock-effects (Debian's plain swaylock takes no text; where it is the swaylock\n# installed, this command prints a line for it): --datestr is a strftime format,\n# which the output is; with an empty --timestr the line is drawn large in the ring,\n# which --indicator keeps shown.",
      ja:
        "# swaylock-effects(Debian の素の swaylock は文字を表示しません。入っているのがそれなら、\n# このコマンドはそちら用の行を出します): --datestr は strftime の書式で、出力はそれに\n# 合わせてあります。--timestr を空にすると行がリングの中に大きく描かれ、--indicator で\n# 表示され続けます。"
    )
    public static let i3lockColor = Said(
      "# i3lock-color (Debian's plain i3lock takes no text; where it is the i3lock\n# installed, this command prints a line for it): the greeter text has a line per\n# line (line breaks from 2.13.c.5;\n# before 2.13.c.3 the option is --greetertext). Left-aligned, each line starts\n# at --greeter-pos; centred, i3lock-color centres the block as one long line.",
      ja:
        "# i3lock-color(Debian の素の i3lock は文字を表示しません。入っているのがそれなら、\n# このコマンドはそちら用の行を出します): greeter のテキストは1行ずつです(改行は\n# 2.13.c.5 から。2.13.c.3 より前はオプションが --greetertext)。左寄せでは各行が\n# --greeter-pos から始まり、中央寄せでは全体が1行として中央に置かれます。"
    )
    public static let starshipSchedule = Said(
      "; run oshi schedule so that --cached has a file.",
      ja: "。--cached が読むファイルのために oshi schedule を実行しておきます。")
    public static let powerlevel10k = Said(
      "# powerlevel10k (~/.p10k.zsh): add oshi to POWERLEVEL9K_LEFT_PROMPT_ELEMENTS,\n# and define its segment. p10k expands % in a segment's text: it is doubled.",
      ja:
        "# powerlevel10k (~/.p10k.zsh): POWERLEVEL9K_LEFT_PROMPT_ELEMENTS に oshi を加え、\n# そのセグメントを定義します。p10k はセグメントの % を展開するので、2つ重ねます。"
    )
    public static let eww = Said(
      "; eww (~/.config/eww/eww.yuck). text has its backslashes doubled, as eww's label\n; decodes them; for AGS, undo that: JSON.parse(out).text.replaceAll(\"\\\\\\\\\", \"\\\\\").",
      ja:
        "; eww (~/.config/eww/eww.yuck)。eww の label がバックスラッシュを解釈するので、text では\n; 2つ重ねています。AGS では元に戻します: JSON.parse(out).text.replaceAll(\"\\\\\\\\\", \"\\\\\")。"
    )
    public static let swaylock = Said(
      "# swaylock (this one draws no text: --datestr is swaylock-effects'): it shows the slot\n# as refresh's picture, in the middle of the screen. With png in refresh's formats\n# (oshi config set formats png, with your others) and oshi schedule, it stays current.",
      ja:
        "# swaylock(この swaylock は文字を表示しません。--datestr は swaylock-effects のもの):\n# スロットを refresh の画像として画面の中央に表示します。refresh の formats に png を\n# 入れ(oshi config set formats png、ほかの形式も並べて)、oshi schedule で最新に保ちます。"
    )
    public static let i3lock = Said(
      "# i3lock (this one draws no text: --greeter-text is i3lock-color's): it shows the slot\n# as refresh's picture, in the top left corner. With png in refresh's formats\n# (oshi config set formats png, with your others) and oshi schedule, it stays current.",
      ja:
        "# i3lock(この i3lock は文字を表示しません。--greeter-text は i3lock-color のもの):\n# スロットを refresh の画像として左上に表示します。refresh の formats に png を入れ\n# (oshi config set formats png、ほかの形式も並べて)、oshi schedule で最新に保ちます。"
    )
    public static func cronNotify(_ notifyAt: String) -> Said {
      Said(
        "every hour, send the notifications due from notify.at (\(notifyAt)) on, each once.",
        ja: "毎時、notify.at(\(notifyAt))以降に送る時刻になった通知を1回ずつ送ります。")
    }
    public static let cronNotifyAtBoot = Said(
      "a minute after boot, send the ones missed while the machine was off.",
      ja: "起動の1分後に、電源が切れている間に送れなかった通知を送ります。")
    public static let installWith = Said(
      "Install (or replace) with:",
      ja: "入れる(入れ替える)には:")
    public static func cronRefresh(_ zone: String) -> Said {
      Said(
        "every quarter hour, and so at local midnight (zone \(zone)), refresh the status-bar files; a run with nothing to change writes nothing.",
        ja: "15分ごとに(つまりローカル時刻の0時にも。ゾーン \(zone))ステータスバー用のファイルを更新します。変わるものがなければ何も書きません。")
    }
    public static let cronRefreshAtBoot = Said(
      "at boot, refresh them too, for a midnight that passed while the machine was off.",
      ja: "起動時にも更新します。電源が切れている間に0時を過ぎたときのためです。")
    public static let refreshService = Said(
      "Refresh oshi's status-bar files",
      ja: "oshi のステータスバー用ファイルを更新")
    public static func refreshTimer(_ zone: String) -> Said {
      Said(
        "Refresh oshi at every local midnight (\(zone))",
        ja: "ローカル時刻の毎日0時に oshi を更新(\(zone))")
    }
    public static let notifyService = Said(
      "Send oshi's notifications",
      ja: "oshi の通知を送る")
    public static func notifyTimer(_ notifyAt: String, _ zone: String) -> Said {
      Said(
        "Send oshi's notifications at notify.at (\(notifyAt), \(zone))",
        ja: "notify.at(\(notifyAt)、\(zone))に oshi の通知を送る")
    }
    public static let then = Said(
      "Then:",
      ja: "そのあとで:")
    public static let vdirsyncerCalendar = Said(
      "# vdirsyncer (~/.config/vdirsyncer/config): oshi's calendar vdir, which refresh writes\n# with vdir in its formats, paired with a CalDAV calendar. oshi's side wins a conflict.",
      ja:
        "# vdirsyncer (~/.config/vdirsyncer/config): refresh が formats の vdir で書くカレンダーの\n# vdir を、CalDAV のカレンダーと組にします。食い違ったときは oshi の側が優先されます。"
    )
    public static let calendarNoun = Said(
      "calendar's",
      ja: "カレンダー")
    public static let syncAfterRefresh = Said(
      "and to sync after each refresh that changed something, in oshi schedule's line:",
      ja: "and refresh で何か変わるたびに同期するには、oshi schedule の行で:")
    public static let vdirsyncerContacts = Said(
      "# vdirsyncer (~/.config/vdirsyncer/config): a CardDAV address book, synced into the\n# folder that oshi import reads. The server is read only: oshi never changes a contact.",
      ja:
        "# vdirsyncer (~/.config/vdirsyncer/config): CardDAV のアドレス帳を、oshi import が読む\n# フォルダーに同期します。サーバーは読むだけで、oshi が連絡先を変えることはありません。"
    )
    public static let addressBookNoun = Said(
      "address book's",
      ja: "アドレス帳")
    public static let syncEachMorning = Said(
      "and to bring in the day's changes each morning, a crontab line:",
      ja: "and 毎朝その日の変更を取り込むには、crontab の行で:")
    public static func collectionURL(_ noun: String) -> Said {
      Said(
        "The \(noun) own URL (a collection), as the server shows it.",
        ja: "サーバーが示す\(noun)そのものの URL(コレクション)。")
    }
    public static let passwordCommand = Said(
      "A command that prints the password; the password itself is never written here.",
      ja: "パスワードを出力するコマンド。パスワードそのものはここに書きません。")
    public static func generalLeftOut(_ generalIn: String) -> Said {
      Said(
        "# [general] is left out: \(generalIn) has one, and vdirsyncer takes only one.\n",
        ja: "# [general] は入れていません。\(generalIn) にあり、vdirsyncer は1つしか受け付けません。\n")
    }
    public static let oneGeneral = Said(
      "Keep a single [general] section in the file.",
      ja: "ファイルの [general] は1つだけにします。")
    /// The comment of the xbar and SwiftBar plugin, a line per line.
    public static let xbar = Said(
      "xbar and SwiftBar: save as oshi.1m.sh in the plugins folder, chmod +x;\nthe title is the slot, the menu lists every widget, each with a submenu:\nshow it in the slot, its oshi's timeline, its next occasion.",
      ja:
        "xbar と SwiftBar: プラグインのフォルダーに oshi.1m.sh として保存し、chmod +x します。\nタイトルはスロット、メニューにはすべてのウィジェットが並び、それぞれのサブメニューで\nスロットに表示、推し年表、次の記念日を選べます。"
    )
    /// The comment of the Argos script, a line per line.
    public static let argos = Said(
      "Argos: save as ~/.config/argos/oshi.1m.sh and chmod +x; it refreshes every\nminute. The title is the slot, the menu lists every widget, each with a\nsubmenu: show it in the slot, its oshi's timeline, its next occasion; Argos's\nmarkup and backslash escapes are switched off on every line.",
      ja:
        "Argos: ~/.config/argos/oshi.1m.sh として保存し、chmod +x します。毎分更新します。\nタイトルはスロット、メニューにはすべてのウィジェットが並び、それぞれのサブメニューで\nスロットに表示、推し年表、次の記念日を選べます。\nArgos のマークアップとバックスラッシュのエスケープは、どの行でもオフにしています。"
    )
    /// vdirsyncer's configuration with example values left in it.
    public static let replaceExamples = Said(
      "replace the example values with your server's (or give --url, --username and --password-command)",
      ja: "例の値を、使うサーバーの値に置き換えてください(--url、--username、--password-command で指定できます)")
    /// A calendar pairing without vdir in refresh's formats.
    public static let vdirNotInFormats = Said(
      "refresh writes the calendar vdir only with vdir in its formats: run oshi config set formats vdir (with your others)",
      ja:
        "refresh は formats に vdir があるときだけカレンダーの vdir を書きます。oshi config set formats vdir(ほかの形式も並べて)を実行してください"
    )
  }
}

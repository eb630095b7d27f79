import OshiWords

extension Words {
  /// What the readers of other programs' files say (OshiImport): a refusal of the file,
  /// or a note on a line read otherwise or left out.
  public enum ImportFile {
    public static let falseUTF16 = Said(
      "the text looks like UTF-16 (a NUL byte beside each letter) and is not; save the file as UTF-8",
      ja: "テキストは UTF-16 のようですが(文字ごとに NUL のバイトがあります)、そうではありません。ファイルを UTF-8 で保存してください")
    public static let unknownCharset = Said(
      "the text is not UTF-8, windows-1252 or Shift_JIS; save the file as UTF-8",
      ja: "テキストが UTF-8 でも windows-1252 でも Shift_JIS でもありません。ファイルを UTF-8 で保存してください")
    public static let saveAsUTF8 = Said(
      "save the file as UTF-8", ja: "ファイルを UTF-8 で保存し直してください")
    public static let exportAsUTF8 = Said(
      "export the contacts as UTF-8", ja: "連絡先を UTF-8 で書き出してください")
    /// A file that names no charset, read in the one guessed; `again` says how to avoid it.
    public static func guessedCharset(_ charset: String, _ again: Said) -> Said {
      Said(
        "the text is not UTF-8 and names no character set: read as \(charset); if a name reads wrong, \(again.en)",
        ja:
          "テキストが UTF-8 ではなく、文字コードの指定もないので、\(charset) として読みました。名前が文字化けしていたら、\(again.ja)"
      )
    }
    public static let permissionDenied = Said(
      "cannot read the file: permission denied", ja: "ファイルを読めません(権限がありません)")
    public static let notAVCard = Said(
      "not a vCard: there is no BEGIN:VCARD", ja: "vCard ではありません(BEGIN:VCARD がありません)")
    public static func noUID(_ name: String) -> Said {
      Said(
        "\(name) has no UID, so a later import could not tell the card from a new one; vdirsyncer repair gives every card one",
        ja: "\(name) のカードに UID がないので、次に読み込むとき新しいカードと区別できません。vdirsyncer repair で UID を付けられます")
    }
    /// birthday(1)'s `&include` line, quoted.
    public static func includeNotRead(_ line: String) -> Said {
      Said(
        "\(line): included files are not read; import each of them as well",
        ja: "\(line): 読み込み先のファイルは読みません。それぞれも import してください")
    }
    public static let birthdaysLine = Said(
      "a ~/.birthdays line is Name=DD/MM/YYYY", ja: "~/.birthdays の行は 名前=DD/MM/YYYY の形です")
    public static let emptyName = Said("the name is empty", ja: "名前が空です")
    public static let birthdaysNoDate = Said(
      "the date is missing; write Name=DD/MM/YYYY", ja: "日付がありません。名前=DD/MM/YYYY の形で書いてください")
    public static func unknownFlag(_ flag: String) -> Said {
      Said(
        "unknown flag '\(flag)'; the flags are bd, ann, ev, wN, toDD/MM/YYYY and forN",
        ja: "'\(flag)' というフラグはありません。フラグ: bd, ann, ev, wN, toDD/MM/YYYY, forN")
    }
    public static func notADayFirstDate(_ text: String) -> Said {
      Said(
        "'\(text)' is not a date; write DD/MM/YYYY, such as 15/03/1999",
        ja: "'\(text)' は日付ではありません。15/03/1999 のように DD/MM/YYYY で書いてください")
    }
    public static func cellCount(_ row: Int, _ header: Int) -> Said {
      Said(
        "the row has \(row) cells and the header \(header)",
        ja: "この行のセルは\(row)個、見出しは\(header)個です")
    }
    public static func unknownColumn(_ cell: String, _ columns: String) -> Said {
      Said(
        "unknown column '\(cell)'; the columns are \(columns)",
        ja: "'\(cell)' という列はありません。列: \(columns)")
    }
    public static func columnTwice(_ name: String) -> Said {
      Said("the column '\(name)' is named twice", ja: "列 '\(name)' が二つあります")
    }
    public static let noNameColumn = Said(
      "the header has no 'name' column; name the columns, such as name,birthday",
      ja: "見出しの行に 'name' の列がありません。name,birthday のように列の名前を書いてください")
    public static let textAfterQuote = Said(
      "text after a closing quote; double a quote inside a quoted cell (\"\")",
      ja: "閉じる引用符の後に文字があります。引用符の中の \" は \"\" と書いてください")
    public static let unclosedQuote = Said(
      "a quoted cell is not closed", ja: "引用符で始まるセルが閉じていません")
    /// A CSV export without a date column; `columns` lists the ones oshi reads.
    public static func noDateColumn(_ columns: Said) -> Said {
      Said(
        "no column holds a date oshi reads, so nothing is imported; the date columns are \(columns.en)",
        ja: "oshi が読む日付の列がないので、何も読み込みません。日付の列: \(columns.ja)")
    }
    public static func noNameColumnOfExport(_ columns: Said) -> Said {
      Said(
        "no column holds a name oshi reads; the name columns are \(columns.en)",
        ja: "oshi が読む名前の列がありません。名前の列: \(columns.ja)")
    }
    public static func mixedDateOrder(dayLine: Int, day: String, monthLine: Int, month: String)
      -> Said
    {
      Said(
        "the dates are written day first on line \(dayLine) (\(day)) and month first on line \(monthLine) (\(month)); write them all one way, as YYYY-MM-DD, or name the order with --date-order mdy or dmy",
        ja:
          "日付が \(dayLine) 行目では日/月 (\(day))、\(monthLine) 行目では月/日 (\(month)) の順に書かれています。どちらかに揃えるか、YYYY-MM-DD で書くか、--date-order mdy か dmy で順序を指定してください"
      )
    }
    /// The note of the order slash dates were read in, and the row that decided it.
    public static func readDayFirst(_ decided: String, cell: String, line: Int, read: String)
      -> Said
    {
      Said(
        "read the slash dates day first, as \(decided) on this line can only be read (no month is over 12): \(cell) on line \(line) is \(read); --date-order mdy reads them month first",
        ja:
          "スラッシュの日付を日/月の順に読みました。この行の \(decided) はその順でしか読めないためです(13 以上の月はありません)。\(line) 行目の \(cell) は \(read) です。月/日の順なら --date-order mdy を付けてください"
      )
    }
    public static func readMonthFirst(_ decided: String, cell: String, line: Int, read: String)
      -> Said
    {
      Said(
        "read the slash dates month first, as \(decided) on this line can only be read (no month is over 12): \(cell) on line \(line) is \(read); --date-order dmy reads them day first",
        ja:
          "スラッシュの日付を月/日の順に読みました。この行の \(decided) はその順でしか読めないためです(13 以上の月はありません)。\(line) 行目の \(cell) は \(read) です。日/月の順なら --date-order dmy を付けてください"
      )
    }
    public static func readMonthFirstUndecided(_ cell: String, read: String) -> Said {
      Said(
        "no date says whether the day or the month comes first: read them month first, as Outlook writes them in the US (\(cell) is \(read)); if the day comes first, import with --date-order dmy",
        ja:
          "日と月のどちらが先か分かる日付がないので、米国の Outlook と同じ月/日の順に読みました(\(cell) は \(read))。日が先なら --date-order dmy を付けて読み込んでください"
      )
    }
    public static let rowWithoutDate = Said("a row without a date", ja: "日付のない行です")
    /// A row with a date and none of the `names` columns filled.
    public static func rowWithoutName(_ names: Said) -> Said {
      Said(
        "a row with a date and no name (\(names.en))", ja: "日付はあっても名前(\(names.ja))のない行です")
    }
    public static func noMonthOrDay(_ written: String, field: String) -> Said {
      Said(
        "'\(written)' (\(field)) has no month or no day; left out",
        ja: "'\(field)' の '\(written)' には月か日がありません。読みません")
    }
    public static func textNotDate(_ written: String) -> Said {
      Said(
        "'\(written)' is text, not a date; left out", ja: "'\(written)' は日付ではなく文です。読みません")
    }
    /// An empty date, after the field's name.
    public static let emptyDate = Said("is empty; left out", ja: "が空です。読みません")
    public static func noMonth(_ written: String) -> Said {
      Said("'\(written)' has no month; left out", ja: "'\(written)' には月がありません。読みません")
    }
    public static func noDay(_ written: String) -> Said {
      Said("'\(written)' has no day; left out", ja: "'\(written)' には日がありません。読みません")
    }
    public static func notAVCardDate(_ written: String) -> Said {
      Said(
        "'\(written)' is not a date; vCard dates look like 1999-03-15, 19990315 or --03-15",
        ja: "'\(written)' は日付ではありません。vCard の日付は 1999-03-15、19990315、--03-15 の形です")
    }
    /// A date field left out, and why.
    public static func dateLeftOut(_ field: String, _ why: Said) -> Said {
      Said("\(field) \(why.en)", ja: "\(field) \(why.ja)")
    }
    /// A card left out, by the line it begins on, and why.
    public static func cardOfLine(_ line: Int, field: String, _ why: Said) -> Said {
      Said(
        "the card of line \(line): \(field)\(why.en)", ja: "\(line) 行目のカード: \(field)\(why.ja)")
    }
    public static func nestedCard(_ outer: Int) -> Said {
      Said(
        "a card begins inside the card of line \(outer), before its END:VCARD; read as a card of its own",
        ja: "\(outer) 行目のカードの END:VCARD より前に別のカードが始まっています。別のカードとして読みました")
    }
    public static let unterminatedCard = Said(
      "the card has no END:VCARD; read to the end of the file",
      ja: "カードに END:VCARD がありません。ファイルの終わりまで読みました")
    public static let lineNeedsColon = Said(
      "a vCard line needs NAME:VALUE", ja: "vCard の行は 名前:値 の形でなければなりません")
    public static func charsetNotRead(_ written: String) -> Said {
      Said(
        "CHARSET=\(written) is not read; convert the file to UTF-8 (iconv -f \(written) -t UTF-8) or export the contacts as UTF-8",
        ja:
          "CHARSET=\(written) は読めません。ファイルを UTF-8 に変換する(iconv -f \(written) -t UTF-8)か、連絡先を UTF-8 で書き出してください"
      )
    }
    public static func notTheCharset(_ charset: String, written: String) -> Said {
      Said(
        "the text is not \(charset), as CHARSET=\(written) says; export the contacts as UTF-8",
        ja: "CHARSET=\(written) とありますが、テキストが \(charset) ではありません。連絡先を UTF-8 で書き出してください")
    }
    public static let unknownCharsetOfContacts = Said(
      "the text is not UTF-8, windows-1252 or Shift_JIS; export the contacts as UTF-8",
      ja: "テキストが UTF-8 でも windows-1252 でも Shift_JIS でもありません。連絡先を UTF-8 で書き出してください")
    public static func notAVCardLine(_ text: String) -> Said {
      Said(
        "'\(text)' is not a vCard line (NAME:VALUE); left out",
        ja: "'\(text)' は vCard の行(名前:値)ではありません。読みません")
    }
    public static func secondBirthday(_ written: String, first: String, line: Int) -> Said {
      Said(
        "a second BDAY, \(written); kept the first, \(first) on line \(line)",
        ja: "二つ目の BDAY(\(written))です。最初の \(line) 行目の \(first) にしました")
    }
    public static let photoLink = Said(
      "PHOTO is a link; oshi does not fetch it (oshi image set adds a photo)",
      ja: "PHOTO はリンクです。oshi は取りに行きません(写真は oshi image set で追加できます)")
    public static func unlabelledDate(_ written: String) -> Said {
      Said(
        "X-ABDATE \(written) has no X-ABLabel; kept as an anniversary",
        ja: "X-ABDATE の \(written) にはラベル('X-ABLabel')がないので、記念日として読みました")
    }
    public static let cardWithoutDate = Said(
      "a card without a date (BDAY, ANNIVERSARY)", ja: "日付(BDAY、ANNIVERSARY)のないカードです")
    public static let cardWithoutName = Said(
      "a card with a date and no name (FN or N)", ja: "日付はあっても名前(FN、N)のないカードです")
    /// A remind line that is not `REM day month [year] [+N] MSG name`, and why.
    public static func notPlainReminder(_ why: Said) -> Said {
      Said(
        "not a plain dated REM: \(why.en) (REM day month [year] [+N] MSG name)",
        ja: "日付だけの REM ではありません。\(why.ja)(REM 日 月 [年] [+N] MSG 名前)")
    }
    public static func wordNotRead(_ word: String) -> Said {
      Said("'\(word)' is not read", ja: "'\(word)' は読みません")
    }
    public static let continuedLine = Said("it goes on to the next line", ja: "次の行に続いています")
    public static let noMessage = Said("it has no MSG", ja: "MSG がありません")
    public static let noReminderDate = Said("it has no date", ja: "日付がありません")
    public static let noDayOfMonth = Said("it has no day of the month", ja: "日がありません")
    public static let noReminderMonth = Said("it has no month", ja: "月がありません")
    public static func unclosedBracket(_ written: String) -> Said {
      Said(
        "the message '\(written)' has a '[' with no ']': remind refuses it",
        ja: "MSG '\(written)' の '[' に ']' がありません。remind も読めません")
    }
    public static func messageWithoutName(_ written: String) -> Said {
      Said(
        "the message '\(written)' leaves no name once remind's codes are taken out",
        ja: "MSG '\(written)' は remind のコードを除くと名前が残りません")
    }
    public static func oneOffReminder(_ written: String, date: String) -> Said {
      Said(
        "remind shows '\(written)' once, on \(date): not a yearly day; add it to an oshi with oshi widget add --once",
        ja:
          "remind は '\(written)' を \(date) に一度だけ出します。毎年の日ではありません。推しに付けるなら oshi widget add --once で")
    }
    public static func datedBirthday(_ date: String, name: String) -> Said {
      Said(
        "remind shows this reminder once, on \(date); oshi reads it as \(name)'s birthday, every year",
        ja: "remind はこのリマインダーを \(date) に一度だけ出します。oshi では \(name) の毎年の誕生日になります")
    }
    public static let leapDayReminder = Said(
      "remind shows 29 Feb only in leap years; oshi counts the birthday every year, on 28 Feb in other years (oshi widget edit --leap-day mar1 for 1 Mar)",
      ja:
        "remind は 2月29日をうるう年にだけ出します。oshi はほかの年も 2月28日に数えます(3月1日にするなら oshi widget edit --leap-day mar1)"
    )
    public static func lineOfFile(_ line: Int, _ file: String) -> Said {
      Said("on line \(line) of \(file)", ja: "\(file) の \(line) 行目")
    }
    public static func onLine(_ line: Int) -> Said {
      Said("on line \(line)", ja: "\(line) 行目")
    }
    public static let differentUIDs = Said(
      "in a vCard, two people need different UIDs", ja: "vCard で別の人なら UID を分けてください")
    public static let sameUID = Said("both cards have the same UID", ja: "2枚のカードの UID が同じです")
    /// Two records of one person with different birthdays: the first is kept.
    public static func twoBirthdays(
      _ name: String, first: String, place: Said, other: String, advice: Said
    ) -> Said {
      Said(
        "\(name) has the birthday \(first) \(place.en) and \(other) here; kept the first (\(advice.en))",
        ja: "\(name) の誕生日は \(place.ja)で \(first)、ここで \(other) です。最初の方にしました(\(advice.ja))")
    }
    /// What the summary of an import counts as skipped: the English qualifier of the
    /// noun, the Japanese phrase with `{n}` where the count goes.
    public enum Skipped {
      public static let cardWithoutDate = Said("without a date", ja: "日付のないカード{n}枚")
      public static let cardWithoutName = Said("without a name", ja: "名前のないカード{n}枚")
      public static let rowWithoutDate = Said("without a date", ja: "日付のない行{n}行")
      public static let rowWithoutName = Said("without a name", ja: "名前のない行{n}行")
      public static let fileWithoutDateColumn = Said("without a date column", ja: "日付の列のないファイル{n}個")
      public static let notPlainReminder = Said(
        "that {is} not a plain dated REM", ja: "日付だけの REM でない行{n}行")
      public static let oneOffReminder = Said("with a one-off REM", ja: "一度きりの REM の行{n}行")
      public static let oddMessage = Said("whose MSG is not a name", ja: "MSG が名前にならない行{n}行")
      public static let unreadableCard = Said("that oshi cannot read", ja: "読めないカード{n}枚")
      public static let unreadableFile = Said(
        "that {is} not a vCard oshi reads", ja: "読めない vCard ファイル{n}個")
      public static let cardWithoutUID = Said("without a UID", ja: "UID のないカード{n}枚")
      public static let removedContact = Said("whose oshi was removed", ja: "推しを外した連絡先{n}件")
      public static let storedName = Said("whose name is already stored", ja: "名前がもうある連絡先{n}件")
      public static let refusedCard = Said(
        "with a field oshi add refuses", ja: "oshi add が受け付けない項目のあるカード{n}枚")
      public static let include = Said(
        "with &include (not followed)", ja: "&include の行{n}行(読み込み先は読みません)")
    }
  }
}

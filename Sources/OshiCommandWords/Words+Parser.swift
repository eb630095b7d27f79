import OshiWords

extension Words {
  /// What oshi adds to swift-argument-parser's refusals (whose own English is translated
  /// in OshiCommands' ParserErrors.swift, the one file that reads them).
  public enum Parser {
    public static func optionsGoAfter(_ fixed: String) -> Said {
      Said(
        "options go after the command: \(fixed)",
        ja: "オプションはコマンドの後に書きます: \(fixed)")
    }
    public static func unknownCommand(_ typed: String, _ meant: String) -> Said {
      Said(
        "unknown command '\(typed)'; did you mean '\(meant)'?",
        ja: "'\(typed)' というコマンドはありません。'\(meant)' のことですか?")
    }
    public static func unknownCommandOf(_ typed: String, _ parent: String, _ list: String) -> Said {
      Said(
        "unknown command '\(typed)'; the commands of \(parent) are: \(list)",
        ja: "'\(typed)' というコマンドはありません。\(parent) のコマンド: \(list)")
    }
    public static func unknownOption(_ typed: String, _ meant: String) -> Said {
      Said(
        "unknown option '\(typed)'; did you mean '\(meant)'?",
        ja: "'\(typed)' というオプションはありません。'\(meant)' のことですか?")
    }
    /// An option of the commands typed with none before it (`oshi --lang`).
    public static func optionOfCommands(_ typed: String) -> Said {
      Said(
        "'\(typed)' goes after a command, as in oshi <command> \(typed) …; oshi --help lists the commands",
        ja: "'\(typed)' はコマンドの後に書きます(oshi <コマンド> \(typed) …)。コマンドの一覧は oshi --help にあります")
    }
    public static func negativeCount(_ option: String, _ value: String) -> Said {
      Said(
        "\(option) takes a number of 0 or more, such as \(option) 30; '\(value)' is below 0",
        ja: "\(option) には 0 以上の数を書いてください(例: \(option) 30)。'\(value)' は 0 より小さい数です")
    }
    public static func valueLooksLikeOption(_ option: String, _ value: String) -> Said {
      Said(
        "\(option) needs a value; '\(value)' begins with '-' and was read as an option: write \(option)=\(value)",
        ja: "\(option) に値がありません。'\(value)' は '-' で始まるのでオプションとして読まれました。\(option)=\(value) と書いてください")
    }
    public static func needsValue(_ option: String) -> Said {
      Said(
        "\(option) needs a value",
        ja: "\(option) に値がありません")
    }
    public static func notAWholeNumber(_ option: String, _ value: String) -> Said {
      Said(
        "\(option) '\(value)' is not a whole number; write one, such as \(option) 30",
        ja: "\(option) の '\(value)' は整数ではありません。\(option) 30 のように整数で書いてください")
    }
    /// An option unknown, with the `help` that lists the options, and a `hint` for a
    /// name that begins with '-' (``dashedNameLast``).
    public static func unknownOption(_ typed: String, listedBy help: String, hint: Said?) -> Said {
      Said(
        "unknown option '\(typed)'; \(help) lists the options\(hint?.en ?? "")",
        ja: "'\(typed)' というオプションはありません。オプションの一覧は \(help) にあります\(hint?.ja ?? "")")
    }
    /// A value that is none of an option's or argument's `cases`: swift-argument-parser's
    /// own English `message`, and in Japanese `what` (the option, or 引数 <target> に) with
    /// the `value`.
    public static func badValue(_ message: String, what: String, value: String, cases: String)
      -> Said
    {
      // The English is the parser's. (words: each its own way)
      Said(message, ja: "\(what) '\(value)' は使えません。次のどれかにしてください: \(cases)")
    }
    /// How `add` takes a name that begins with '-'.
    public static let dashedNameLast = Said(
      "; a name that begins with '-' goes last, after --: oshi add --since today -- '-Aki-'",
      ja: "。'-' で始まる名前は -- の後に書きます: oshi add --since today -- '-Aki-'")
    /// How `edit --name` takes one.
    public static let dashedNameWithEquals = Said(
      "; a name that begins with '-' is given with =: --name='-Aki-'",
      ja: "。'-' で始まる名前は = で渡します: --name='-Aki-'")
    /// A refusal of swift-argument-parser: its English `message`, its `japanese` (as
    /// ParserErrors.swift translates it), and oshi's `hint` after them.
    public static func translated(_ message: String, _ japanese: String, hint: Said?) -> Said {
      // The parser's message, and its translation. (words: each its own way)
      Said(message + (hint?.en ?? ""), ja: japanese + (hint?.ja ?? ""))
    }
    /// What follows a missing argument: the command's first `example`, and its `help`.
    public static func forExample(_ example: String, help: String) -> Said {
      Said(
        "; for example: oshi \(example) (\(help) shows more)",
        ja: "。例: oshi \(example)(ほかの例は \(help) にあります)")
    }
    /// The same for a command without examples.
    public static func examplesIn(_ help: String) -> Said {
      Said("; \(help) shows examples", ja: "。例は \(help) にあります")
    }
    /// A date option followed by another option (`--birthday --lang ja`).
    public static func dateTookOption(_ option: String, _ value: String) -> Said {
      Said(
        "\(option) needs a date, and took the option \(value) as one; write the date after it: \(option) 2000-01-31",
        ja:
          "\(option) に日付がありません(オプション \(value) を日付として読みました)。\(option) 2000-01-31 のように、すぐ後に日付を書いてください"
      )
    }
  }
}

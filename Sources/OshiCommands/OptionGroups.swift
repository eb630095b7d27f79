import ArgumentParser
import OshiApp
import OshiCore
import OshiRender
import OshiRuntime

// The option groups that several commands share. Each is declared once, so that its
// options read, complete and validate alike wherever they are taken.

/// The dates and texts that oshis and groups both have, for `add`, `edit`, `group add`
/// and `group edit`.
struct ProfileOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: .localized("The debut date."))
  var debut: String?

  @Option(parsing: .unconditional, help: .localized("The day you started following."))
  var since: String?

  @Option(help: .localized("A shorter name for small widgets (with edit, \"\" clears it)."))
  var short: String?

  @Option(help: .localized("One symbol, such as ♡, ☆ or 🎂 (with edit, \"\" clears it)."))
  var symbol: String?

  @Option(
    help: .localized(
      "The reading of the name in kana, such as 'ほうしょう まりん' (a space separates words): add makes the slug from it; it is kept, and edit never renames."
    ))
  var yomi: String?

  @Option(
    name: .customLong("oshi-color"),
    help: .localized(
      "The oshi's colour: #RRGGBB, or a penlight colour such as 赤, ピンク, red or light blue (oshi options color lists them); a member without one shows its group's."
    ),
    completion: .list(OshiColor.penlights.flatMap { [$0.japanese, $0.english] }))
  var oshiColor: String?

  @Flag(name: .customLong("no-oshi-color"), help: .localized("Clear the oshi's colour."))
  var clearsColor = false

  /// The request these options make, with the name, slug and privacy given beside them.
  func changes(name: String?, slug: String?, isPrivate: Bool?) -> OshiChanges {
    var changes = OshiChanges(
      name: name, slug: slug, debut: debut, since: since, shortName: short, symbol: symbol,
      isPrivate: isPrivate)
    changes.yomi = yomi
    (changes.color, changes.clearsColor) = (oshiColor, clearsColor)
    return changes
  }
}

/// What `edit` and `group edit` may change besides the dates: the name, the slug, privacy.
struct RenameOptions: ParsableArguments {
  @Option(help: .localized("A new name (one that begins with '-' is given as --name='-Aki-')."))
  var name: String?

  @Option(
    name: .customLong("slug"),
    help: .localized("A new slug; widgets named after the old one follow."))
  var newSlug: String?

  @Flag(
    name: .customLong("private"), inversion: .prefixedNo, help: .localized("Hide or show the name.")
  )
  var isPrivate: Bool?

  /// `profile`'s request, renamed as these options say.
  func changes(_ profile: ProfileOptions) -> OshiChanges {
    profile.changes(name: name, slug: newSlug, isPrivate: isPrivate)
  }
}

/// The options that `add` and `edit` take besides the profile: an oshi's own dates, group,
/// age and notifications.
struct OshiOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: .localized("The birthday (its year may be left out)."))
  var birthday: String?

  @OptionGroup var profile: ProfileOptions

  @Option(
    help: .localized(
      "The slug of the oshi's group (oshi group add makes one; with edit, \"\" clears it)."),
    completion: Completions.stored(.group))
  var group: String?

  @Option(parsing: .unconditional, help: .localized("The day the oshi joined the group."))
  var joined: String?

  @Option(help: .localized("How birthdays show the age: real, hidden, or a frozen age such as 17."))
  var age: String?

  @Option(help: .localized("on or off: whether oshi notify sends this oshi's occasions."))
  var notify: NotifySwitch?

  /// `changes` with these options added.
  func adding(to changes: OshiChanges) -> OshiChanges {
    var changes = changes
    (changes.dates[.birthday], changes.dates[.joined]) = (birthday, joined)
    (changes.group, changes.age) = (group, age)
    return changes
  }
}

/// The flags of `edit` that clear the oshi's dates, each with the widgets that count it.
struct ClearingOptions: ParsableArguments {
  @Flag(
    name: .customLong("no-birthday"), help: .localized("Clear the birthday, and remove its widget.")
  )
  var birthday = false

  @Flag(
    name: .customLong("no-debut"), help: .localized("Clear the debut date, and remove its widget."))
  var debut = false

  @Flag(
    name: .customLong("no-since"),
    help: .localized("Clear the day you started following, and remove its widget."))
  var since = false

  @Flag(
    name: .customLong("no-joined"), help: .localized("Clear the day the oshi joined the group."))
  var joined = false

  /// The dates to clear.
  var dates: Set<OshiDate> {
    Set(
      [(OshiDate.birthday, birthday), (.debut, debut), (.since, since), (.joined, joined)]
        .filter(\.1).map(\.0))
  }
}

/// The date that only groups have, for `group add` and `group edit`.
struct GroupOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: .localized("The day the group was formed (結成)."))
  var formed: String?

  @OptionGroup var profile: ProfileOptions

  /// `changes` with the formation day, as a group's.
  func adding(to changes: OshiChanges) -> OshiChanges {
    var changes = changes
    changes.dates[.formed] = formed
    changes.isGroup = true
    return changes
  }
}

/// The options a widget takes, shared by add and edit.
struct WidgetOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: .localized("The date of a custom widget."))
  var date: String?

  @Option(help: .localized("The label of a custom widget, such as 初現場."))
  var label: String?

  @Option(help: .localized("elapsed (0 on the day) or inclusive (the day is day 1)."))
  var count: CountStyle?

  @Option(
    name: .customLong("leap-day"), help: .localized("Feb 29 in a common year: feb28 or mar1."))
  var leapDay: LeapDayRule?

  @Flag(
    name: .customLong("private"), inversion: .prefixedNo,
    help: .localized("Hide the name and label."))
  var isPrivate: Bool?

  @Option(
    help: .localized("Anniversaries as completed years (7周年) or the year running, nth (8年目)."))
  var years: YearStyle?

  @Flag(
    inversion: .prefixedNo,
    help: .localized("Show the years, months and days since the date in rectangular (3年2ヶ月5日)."))
  var breakdown: Bool?

  @Option(help: .localized("on or off: whether oshi notify sends this widget's occasions."))
  var notify: NotifySwitch?
}

/// What `add` and `group add` take after the dates: whether the name is hidden, and how
/// the ids of the widgets made are printed.
struct AddingOptions: ParsableArguments {
  @Flag(name: .customLong("private"), help: .localized("Hide the name in every widget."))
  var isPrivate = false

  @Option(help: .localized("text (one id per line) or json."))
  var format: IDFormat = .text
}

/// How names and dates show, for `render`, `show` and `card`.
struct DisplayOptions: ParsableArguments {
  @Flag(help: .localized("Hide names and labels; keep the numbers."))
  var redact = false

  @Flag(help: .localized("Show dates in 和暦 where a family shows one (with --lang ja)."))
  var era = false
}

/// `--color`, for `render` and `show`: whether text for a terminal carries each oshi's
/// colour.
struct ColorOptions: ParsableArguments {
  @Option(
    help: .localized(
      "auto (on a terminal, unless NO_COLOR is set), always or never: each oshi's symbol or name in its colour."
    ))
  var color: ColorChoice = .auto
}

/// Where refresh writes, and what it runs after a change: given to `refresh`, and to
/// `schedule` for the refresh it schedules.
struct RefreshOutput: ParsableArguments {
  @Option(
    help: .localized("The output folder (default: $XDG_CACHE_HOME/oshi, else ~/.cache/oshi)."),
    completion: .directory)
  var out: String?

  @Option(
    help:
      .localized(
        "A shell command to run after a refresh that changed something, such as 'pkill -RTMIN+8 waybar'."
      )
  )
  var then: String?
}

import ArgumentParser
import OshiApp
import OshiCommandWords
import OshiCore
import OshiRender
import OshiRuntime
import OshiWords

// The option groups that several commands share. Each is declared once, so that its
// options read, complete and validate alike wherever they are taken.

/// The dates and texts that oshis and groups both have, for `add`, `edit`, `group add`
/// and `group edit`.
struct ProfileOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: .localized(Words.Help.ProfileOptions.debut))
  var debut: String?

  @Option(parsing: .unconditional, help: .localized(Words.Help.ProfileOptions.since))
  var since: String?

  @Option(help: .localized(Words.Help.ProfileOptions.short))
  var short: String?

  @Option(help: .localized(Words.Help.ProfileOptions.symbol))
  var symbol: String?

  @Option(
    help: .localized(
      Words.Help.ProfileOptions.yomi
    ))
  var yomi: String?

  @Option(
    name: .customLong("oshi-color"),
    help: .localized(
      Words.Help.ProfileOptions.oshiColor
    ),
    completion: .list(OshiColor.penlights.flatMap { [$0.japanese, $0.english] }))
  var oshiColor: String?

  @Flag(name: .customLong("no-oshi-color"), help: .localized(Words.Help.ProfileOptions.clearsColor))
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
  @Option(help: .localized(Words.Help.RenameOptions.name))
  var name: String?

  @Option(
    name: .customLong("slug"),
    help: .localized(Words.Help.RenameOptions.newSlug))
  var newSlug: String?

  @Flag(
    name: .customLong("private"), inversion: .prefixedNo,
    help: .localized(Words.Help.RenameOptions.isPrivate)
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
  @Option(parsing: .unconditional, help: .localized(Words.Help.OshiOptions.birthday))
  var birthday: String?

  @OptionGroup var profile: ProfileOptions

  @Option(
    help: .localized(
      Words.Help.OshiOptions.group),
    completion: Completions.stored(.group))
  var group: String?

  @Option(parsing: .unconditional, help: .localized(Words.Help.OshiOptions.joined))
  var joined: String?

  @Option(help: .localized(Words.Help.OshiOptions.age))
  var age: String?

  @Option(help: .localized(Words.Help.OshiOptions.notify))
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
    name: .customLong("no-birthday"), help: .localized(Words.Help.ClearingOptions.birthday)
  )
  var birthday = false

  @Flag(
    name: .customLong("no-debut"), help: .localized(Words.Help.ClearingOptions.debut))
  var debut = false

  @Flag(
    name: .customLong("no-since"),
    help: .localized(Words.Help.ClearingOptions.since))
  var since = false

  @Flag(
    name: .customLong("no-joined"), help: .localized(Words.Help.ClearingOptions.joined))
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
  @Option(parsing: .unconditional, help: .localized(Words.Help.GroupOptions.formed))
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
  @Option(parsing: .unconditional, help: .localized(Words.Help.WidgetOptions.date))
  var date: String?

  @Option(help: .localized(Words.Help.WidgetOptions.label))
  var label: String?

  @Option(help: .localized(Words.Help.WidgetOptions.count))
  var count: CountStyle?

  @Option(
    name: .customLong("leap-day"), help: .localized(Words.Help.WidgetOptions.leapDay))
  var leapDay: LeapDayRule?

  @Flag(
    name: .customLong("private"), inversion: .prefixedNo,
    help: .localized(Words.Help.WidgetOptions.isPrivate))
  var isPrivate: Bool?

  @Option(
    help: .localized(Words.Help.WidgetOptions.years))
  var years: YearStyle?

  @Flag(
    inversion: .prefixedNo,
    help: .localized(Words.Help.WidgetOptions.breakdown))
  var breakdown: Bool?

  @Option(help: .localized(Words.Help.WidgetOptions.notify))
  var notify: NotifySwitch?
}

/// What `add` and `group add` take after the dates: whether the name is hidden, and how
/// the ids of the widgets made are printed.
struct AddingOptions: ParsableArguments {
  @Flag(name: .customLong("private"), help: .localized(Words.Help.AddingOptions.isPrivate))
  var isPrivate = false

  @Option(help: .localized(Words.Help.AddingOptions.format))
  var format: IDFormat = .text
}

/// How names and dates show, for `render`, `show` and `card`.
struct DisplayOptions: ParsableArguments {
  @Flag(help: .localized(Words.Help.DisplayOptions.redact))
  var redact = false

  @Flag(help: .localized(Words.Help.DisplayOptions.era))
  var era = false
}

/// `--color`, for `render` and `show`: whether text for a terminal carries each oshi's
/// colour.
struct ColorOptions: ParsableArguments {
  @Option(
    help: .localized(
      Words.Help.ColorOptions.color
    ))
  var color: ColorChoice = .auto
}

/// Where refresh writes, and what it runs after a change: given to `refresh`, and to
/// `schedule` for the refresh it schedules.
struct RefreshOutput: ParsableArguments {
  @Option(
    help: .localized(Words.Help.RefreshOutput.out),
    completion: .directory)
  var out: String?

  @Option(
    help:
      .localized(
        Words.Help.RefreshOutput.then
      )
  )
  var then: String?
}

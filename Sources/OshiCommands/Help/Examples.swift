import OshiApp
import OshiRuntime

/// The Examples section of each command's help, in the way of git's and gh's: the
/// command to copy, then what it does.
enum Help {
  /// `text`, then the examples of the command at `path` (`"slot set"`).
  ///
  /// The text and each example's caption are in help's language (``HelpText``).
  static func discussion(_ path: String, _ text: String = "") -> String {
    let examples = Help.examples[path] ?? []
    let section = examples.map { "  $ oshi \($0.command)\n      \(HelpText.localized($0.what))" }
      .joined(separator: "\n")
    return [HelpText.localized(text), examples.isEmpty ? "" : "EXAMPLES:\n" + section]
      .filter { !$0.isEmpty }.joined(separator: "\n\n")
  }

  /// Every command's examples, by its path.
  ///
  /// Each parses (a test checks).
  static let examples: [String: [(command: String, what: String)]] = [
    "": [
      ("add Aki --birthday 1999-03-15 --since 2023-04-01", "Start counting for Aki."),
      ("render --lang ja", "Every widget, one line each, in Japanese."),
      ("show --demo", "Preview sample oshis without touching your store."),
    ],
    "add": [
      (
        "add Aki --birthday 1999-03-15 --debut 2019-11-30 --since 2023-04-01",
        "Three widgets: aki-birthday, aki-debut and aki-following."
      ),
      ("add Sui --birthday 3/22 --symbol ☄", "A birthday without a year, and a symbol."),
      ("add --since today -- '-Aki-'", "A name that begins with '-' goes last, after --."),
    ],
    "edit": [
      ("edit aki --short A --symbol ♡", "A short name and a symbol for small widgets."),
      ("edit aki --birthday 1999-03-15", "Give a date (back): its widget is made again."),
      ("edit aki --no-debut", "Clear the debut date and remove its widget."),
    ],
    "remove": [("remove aki", "Remove Aki and every widget of Aki's.")],
    "widget": [
      ("widget add --oshi aki --date 2024-02-12 --label 初現場", "A custom yearly day."),
      ("widget edit aki-birthday --leap-day mar1", "Celebrate February 29 on March 1."),
    ],
    "widget add": [
      (
        "widget add --oshi aki --date 2024-02-12 --label 初現場 --id aki-live",
        "A custom day that comes back every year."
      ),
      ("widget add --oshi aki --date 2026-12-24 --label Live --once", "A day that happens once."),
    ],
    "widget edit": [
      ("widget edit aki-live --label 'First live'", "Change the label."),
      ("widget edit aki-birthday --count inclusive", "Count the first day as day 1."),
    ],
    "widget remove": [
      ("widget remove aki-debut", "Remove one widget; slots that showed it say so.")
    ],
    "group": [
      ("group add ステラ☆ライブ --slug stella --formed 2020-04-01", "A group: stella-formed."),
      ("group list", "Each group with its members."),
    ],
    "group add": [
      (
        "group add Stella --formed 2020-04-01 --debut 2020-08-01",
        "Two widgets: stella-formed and stella-debut."
      ),
      ("group add Hololive --since 2021-01-01", "Count your days as a fan of the whole group."),
    ],
    "group list": [
      ("group list", "Each group with its members."),
      ("group list --format json", "The same as JSON."),
    ],
    "group edit": [
      ("group edit stella --formed 2020-04-01", "Give the formation day: its widget is made."),
      ("group edit stella --symbol ☆", "A symbol for the group's widgets."),
    ],
    "group remove": [
      ("group remove stella", "Remove the group; its members stay, without a group.")
    ],
    "graduate": [
      ("graduate aki --on 2026-03-31", "Aki graduates: aki-graduation counts the days since."),
      (
        "graduate aki --on 2026-03-31 --stop-following",
        "The following count stops on that day (推し歴N日)."
      ),
    ],
    "disband": [("disband stella --on 2030-12-31", "The group disbands (解散).")],
    "hiatus": [
      ("hiatus aki --from 2026-01-10", "Aki is on hiatus: 活休N日目."),
      ("hiatus aki --from 2026-01-10 --until 2026-06-01", "With a known return: 復帰まであとN日."),
    ],
    "resume": [("resume aki --on 2026-05-20", "Aki is back: the hiatus ends that day.")],
    "list": [
      ("list", "Oshis, their widgets, and today's line of each."),
      ("list --format json", "The same as JSON, for scripts."),
      ("list --era --lang ja", "Dates in 和暦."),
    ],
    "render": [
      ("render aki-birthday", "One widget, inline."),
      ("render --family all --lang ja", "Every widget in every family."),
      ("render --slot bar --format waybar", "What the slot 'bar' shows, for waybar."),
      ("render aki-birthday --format json", "JSON Lines: one object per widget and family."),
      ("render --slot bar --cached", "refresh's file for 'bar' while it is right (prompts)."),
    ],
    "show": [
      ("show", "Every widget in every family, framed at its real size."),
      ("show --demo --lang ja", "Sample oshis, in Japanese."),
    ],
    "upcoming": [
      ("upcoming", "The next 30 days: birthdays, anniversaries, milestones and キリ番."),
      ("upcoming --days 365 --oshi aki", "A year of one oshi's days."),
      ("upcoming --format json --limit 5", "The next five, as JSON Lines."),
      ("upcoming --group stars", "A group's days and its members'."),
    ],
    "notify": [
      ("notify", "Send what is due now, as desktop notifications."),
      ("notify --dry-run", "List what would be sent, and record nothing."),
      ("notify --print", "Write what is due as lines, for cron mail."),
    ],
    "timeline": [
      ("timeline aki", "Aki's 推し年表: born, debut, milestones, and what is next."),
      ("timeline stars --format json", "A group's, as JSON Lines."),
    ],
    "options": [
      ("options widget", "Widget ids and what each shows."),
      ("options widget --family circular --format json", "For a picker, as JSON."),
    ],
    "slot": [
      ("slot set bar --widget aki-following", "Show one widget in the slot 'bar'."),
      ("slot rotate lock --widgets aki-birthday,aki-following", "Rotate through two widgets."),
    ],
    "slot set": [("slot set bar --widget aki-following --family inline", "Place a widget.")],
    "slot rotate": [
      ("slot rotate lock --widgets aki-birthday,aki-following", "Rotate through two widgets."),
      ("slot rotate bday --group stars --kind birthday", "Every member's birthday in turn."),
    ],
    "slot next": [("slot next lock --quiet", "Step the rotation (for a bar's on-click).")],
    "slot list": [("slot list", "Every slot, and what it shows now.")],
    "slot remove": [("slot remove lock", "Remove the slot; its widgets stay.")],
    "refresh": [
      ("refresh", "Rewrite the files that changed, quietly."),
      ("refresh --verbose --then 'pkill -RTMIN+8 waybar'", "Say what changed, then tell waybar."),
    ],
    "schedule": [
      ("schedule --cron --install", "Run refresh at every local midnight, from your crontab."),
      ("schedule --systemd", "Print a systemd user service and timer instead."),
      ("schedule --uninstall", "Take oshi's lines out of your crontab."),
    ],
    "card": [
      ("card aki-birthday -o aki.png", "The three families as on a Lock Screen, at 2×."),
      (
        "card aki-birthday --family circular --scale 3 -o aki.svg",
        "The circular widget alone, as SVG."
      ),
      ("card aki-birthday --photo -o aki-photo.png", "Aki's photo as the image widget."),
      (
        "card aki-debut --background wallpaper.jpg -o lock.png",
        "On your wallpaper, to share."
      ),
      (
        "card aki-following --share x -o aki-share.png",
        "A picture to post on X: Aki's photo, name and count in large type."
      ),
    ],
    "image": [
      ("image set aki aki.jpg", "Aki's photo, for cards and notifications."),
      ("image remove aki", "Take it out again."),
    ],
    "image set": [("image set aki aki.jpg", "Cut to a square, at most 512 pixels, stored as PNG.")],
    "image remove": [("image remove aki", "Take Aki's photo out of the store.")],
    "integrate": [
      ("integrate waybar", "A waybar module that shows the slot 'bar'."),
      ("integrate hyprlock --slot lock", "A hyprlock label that shows the slot 'lock'."),
      ("integrate starship", "A starship module for the slot 'prompt'."),
      (
        "integrate vdirsyncer --contacts",
        "Sync a CardDAV address book into a folder that import reads."
      ),
    ],
    "config": [
      ("config set tz Asia/Tokyo", "Store your zone: cron and status bars have no TZ."),
      ("config get", "Every stored setting."),
    ],
    "config get": [("config get tz", "One setting, or nothing when it is not set.")],
    "config set": [
      ("config set lang ja", "Japanese output, wherever LANG says otherwise."),
      ("config set formats waybar,tmux", "Which bar files refresh writes."),
    ],
    "config unset": [("config unset era", "Back to the default.")],
    "export": [
      ("export -o oshi-backup.json", "A complete backup, to a file."),
      ("export --format ics -o oshi.ics", "Every birthday and anniversary, for a calendar app."),
      (
        "export --format vcard --vcard-version 3.0 -o oshi.vcf",
        "A contact per oshi with their days, for a phone."
      ),
    ],
    "import": [
      ("import oshi-backup.json", "Restore into an empty store."),
      ("import oshi-backup.json --replace", "Replace everything with the backup."),
      ("import contacts.vcf --dry-run", "Show the birthdays a vCard would add; write nothing."),
      ("import ~/.birthdays --merge", "Add Debian birthday's file; stored names get its dates."),
      ("import oshis.csv --from csv", "A spreadsheet with a name,birthday,debut,since header."),
      (
        "import ~/.local/share/oshi/contacts --from vdir",
        "A phone's contacts that vdirsyncer syncs; again to update them."
      ),
    ],
    "doctor": [
      ("doctor", "Check the store; exit 1 with one line per finding."),
      ("doctor --fix", "Repair what can be repaired (file modes, dangling slots)."),
    ],
  ]
}

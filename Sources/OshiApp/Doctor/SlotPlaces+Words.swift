import OshiCommandWords
import OshiText
import OshiWords

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// What doctor and `slot list --where` say of ``SlotPlaces``: every path and name made
// printable, every word from the catalog.
extension SlotPlaces {
  /// doctor's notes on where each slot is shown.
  ///
  /// A line per slot (the files that show it, or the lines that would), one when nothing
  /// `oshi integrate` configures is installed, and one per file skipped. `db` is the
  /// store given with `--db`, which the `oshi integrate` lines repeat.
  public func notes(db: String?) -> [Said] {
    var notes = entries.map { entry in
      if !entry.files.isEmpty {
        return Words.Doctor.shownBy(entry.slot, entry.files.map(Sanitizer.clean))
      }
      let commands = suggestions(for: entry.slot, db: db.map(Sanitizer.clean))
      return commands.isEmpty
        ? Words.Doctor.shownNowhere(entry.slot) : Words.Doctor.shownNowhere(entry.slot, commands)
    }
    notes += afterthoughts
    return notes
  }

  /// What follows the slots' lines: that nothing `oshi integrate` configures is installed
  /// (when a slot is shown nowhere), and each file skipped.
  public var afterthoughts: [Said] {
    var notes: [Said] = []
    if installed.isEmpty && entries.contains(where: \.files.isEmpty) {
      notes.append(Words.Doctor.nothingInstalled)
    }
    for skip in skipped {
      notes.append(Words.Doctor.skipped(Sanitizer.clean(skip.path), skip.reason.said))
    }
    return notes
  }

  /// `slot list --where`: a line per slot, `name<TAB>file<TAB>file…`, or
  /// `name<TAB>(shown nowhere: …)` with the lines that would show it.
  public func listing(language: Language, db: String?) -> String {
    entries.map { entry in
      var fields = [entry.slot]
      if entry.files.isEmpty {
        let commands = suggestions(for: entry.slot, db: db.map(Sanitizer.clean))
        let nowhere =
          commands.isEmpty
          ? Words.Slots.shownNowhereNothingInstalled : Words.Slots.shownNowhere(commands)
        fields.append(nowhere(language))
      } else {
        fields += entry.files.map(Sanitizer.clean)
      }
      return fields.joined(separator: "\t") + "\n"
    }.joined()
  }
}

extension SkipReason {
  /// Why, in both languages.
  var said: Said {
    switch self {
    case .folder: Words.Doctor.skippedFolder
    case .notRegular: Words.Doctor.skippedNotRegular
    case .tooLarge: Words.Doctor.skippedTooLarge(SlotPlaces.largestFile >> 20)
    case .notUTF8: Words.Doctor.skippedNotUTF8
    case .tooManyFiles: Words.Doctor.skippedTooMany(SlotPlaces.mostFilesInFolder)
    case .unreadable(let code) where code == EACCES || code == EPERM:
      Words.Doctor.skippedNoPermission
    case .unreadable(let code):
      // The system's words, in lowercase as oshi's own reasons are.
      Words.Doctor.skippedUnreadable(
        String(cString: strerror(code)).prefix(1).lowercased()
          + String(cString: strerror(code)).dropFirst())
    }
  }
}

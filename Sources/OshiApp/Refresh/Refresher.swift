import Foundation
import OshiCommandWords
import OshiCore
import OshiRender
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiText
import OshiWidgets
import OshiWords
import Synchronization

/// `oshi refresh`: brings the folder that status bars read up to date.
public struct Refresher: Sendable {
  /// Draws the files' content.
  public let renderer: Renderer
  /// The zone, which the fingerprint names: the same store in another zone is another day.
  public let zone: Zone
  /// The present instant, for `generated_at`.
  public let now: Int64
  /// The stored `formats` setting, read when the store was opened.
  let storedFormats: String?
  /// The `notify.*` settings, whose leads the calendar's alarms follow.
  let notify: NotifySettings
  /// The `vdir.*` settings: where the calendar vdir goes, and what it holds.
  public let calendarSettings: CalendarFolderSettings

  /// The refresher of `context`'s store, day and zone.
  public init(_ context: Context) {
    renderer = Renderer(context)
    zone = context.zone
    now = context.now
    storedFormats = context.storedSettings[SettingKey.formats]
    notify = NotifySettings(context.storedSettings)
    calendarSettings = CalendarFolderSettings(context.storedSettings)
  }

  /// The formats to write: `formats` given, else the stored setting.
  public func enabledFormats(_ given: String?) throws(OshiError) -> RefreshFormats {
    try RefreshFormats(given ?? storedFormats ?? "")
  }

  /// Every file `refresh` writes, by name: each widget in each family, each slot, each
  /// slot in each enabled status-bar format, and `oshi.ics` when `ics` is enabled.
  public func refreshFiles(formats: RefreshFormats) throws(OshiError) -> [String: String] {
    try refreshFiles(formats: formats, from: renderer.store.contents())
  }

  /// ``refreshFiles(formats:)`` from a snapshot already read.
  func refreshFiles(formats: RefreshFormats, from snapshot: Snapshot) throws(OshiError) -> [String:
    String]
  {
    var files: [String: String] = [:]
    if formats.calendar {
      files[RefreshFormats.calendarFile] = CalendarExport(renderer).calendar(
        from: snapshot, includePrivate: false, notify: notify)
    }
    let rendered = try renderer.render(RenderRequest(families: Family.allCases), from: snapshot)
    // A name that is not a plain slug (planted by hand) could leave the folder: skip it;
    // refresh --verbose and oshi doctor name it.
    let safe = Input.isSlug
    for widget in rendered where safe(widget.face.id) {
      files["\(widget.face.id).\(widget.family.rawValue).txt"] = widget.lines.map { $0 + "\n" }
        .joined()
    }
    // The menu bars' menus, drawn only when one of their formats is written.
    let menu =
      formats.status.contains(where: \.listsEveryWidget) ? renderer.slotMenu(rendered) : []
    for slot in snapshot.slots where safe(slot.name) {
      guard let id = slot.shownWidgetID,
        let shown = rendered.first(where: { $0.face.id == id && $0.family == slot.family })
      else {
        // A slot with nothing to show writes empty files, and `render --slot` says why.
        files["\(slot.name).txt"] = ""
        for format in formats.status { files[format.fileName(slot: slot.name)] = "" }
        continue
      }
      // The one pipeline of a slot's output, which `render --slot` prints.
      files["\(slot.name).txt"] = renderer.slotText(shown)
      for format in formats.status {
        files[format.fileName(slot: slot.name)] = renderer.slotStatus(
          shown, format: format, menu: menu,
          actions: format.listsEveryWidget
            ? try renderer.menuActions(binary: ProgramPath.oshi(), slot: slot.name) : nil)
      }
    }
    return files
  }

  /// `<slot>.png` for each slot with something to show, for hyprlock's `image` widget.
  ///
  /// Each is the slot's family as `oshi card` draws it at 2×. `oshi-card` draws them; a
  /// refresh without `png` in its formats never starts it.
  func slotPictures() throws(OshiError) -> [String: [UInt8]] {
    let snapshot = try renderer.store.contents()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var pictures: [String: [UInt8]] = [:]
    for slot in snapshot.slots where Input.isSlug(slot.name) {
      guard let id = slot.shownWidgetID,
        let shown = try renderer.render(
          RenderRequest(ids: [id], families: [slot.family]), from: snapshot
        ).first
      else { continue }
      let output = folder.path + "/\(slot.name).png"
      let cards = Cards(renderer)
      _ = try Cards.draw(
        CardPlan(faces: [cards.cardFace(shown)], output: output, fileType: .png),
        scratch: folder)
      guard let bytes = FileManager.default.contents(atPath: output) else {
        throw OshiError(
          Words.Refresh.noSlotPicture(slot.name), exitCode: 70)
      }
      pictures[RefreshFormats.pictureFile(slot: slot.name)] = Array(bytes)
    }
    return pictures
  }

  /// The widgets and slots that refresh skips, one line each.
  ///
  /// Their ids are not plain slugs (only a hand edit of the store makes one), so they
  /// could name a file outside the folder. Each is named with its escapes, never raw.
  public func skipped() throws(OshiError) -> [String] {
    let snapshot = try renderer.store.contents()
    let widgets = snapshot.widgets.map(\.id).filter { !Input.isSlug($0) }
    let slots = snapshot.slots.map(\.name).filter { !Input.isSlug($0) }
    let language = renderer.language
    return widgets.map {
      Words.Refresh.skippedWidget(Sanitizer.visible($0))(language)
    }
      + slots.map {
        Words.Refresh.skippedSlot(Sanitizer.visible($0))(language)
      }
  }

  /// `oshi refresh`: brings the output folder up to date, writing only what changed.
  ///
  /// When the store, the day, the zone, the language and the formats are all what the
  /// last refresh saw (its timeline's fingerprint), its files are all there, and with
  /// `vdir` the calendar vdir's folder has not changed since (its stamp is in the
  /// fingerprint), nothing is rendered or written.
  public func refresh(into directory: OutputDirectory, formats: RefreshFormats) throws(OshiError)
    -> RefreshReport
  {
    let validUntil = renderer.validUntil
    let generatedAt = zone.iso8601(now)
    return try directory.locked { () throws(OshiError) -> RefreshReport in
      // Read before the store, so that a write that lands meanwhile is seen next time.
      let fingerprint = refreshFingerprint(formats: formats)
      let previous = directory.timeline()
      let calendar = calendarSettings.folder(output: directory.path)
      // The vdir's folder as it is now: a file deleted or replaced there since the last
      // refresh (by a sync, or by hand) is put back now, not at the next day's. One
      // `stat`; nil when the folder is missing, which is rendered again too.
      let vdir = formats.vdir ? CalendarFolder.stamp(of: calendar).map { Self.vdirPart($0) } : ""
      if let fingerprint, let vdir, let old = previous, old.fingerprint == fingerprint + vdir,
        old.validUntil == validUntil, !directory.isUnfinished, directory.allExist(old.files)
      {
        return RefreshReport(kept: old.files + [OutputDirectory.timelineName])
      }
      let snapshot = try renderer.store.contents()
      // The calendar vdir is made on a thread of its own while the bars' files are
      // rendered and compared: both read the snapshot, and each writes its own folder.
      // A midnight refresh with the vdir then takes little longer than one without it
      // (docs/perf-history.md#vdir). It is waited for before the bars' files replace the
      // old ones, as before the timeline is made, and in any case before the folder's
      // lock is let go.
      let calendarWork = CalendarWork()
      let group = DispatchGroup()
      if formats.vdir {
        startCalendar(at: calendar, from: snapshot, into: calendarWork, group: group)
      }
      defer { group.wait() }
      // When the vdir cannot be written, the rest is still written, without the
      // fingerprint, so that the next refresh tries the vdir again. A folder whose stamp
      // cannot be trusted yet is recorded as unsettled, which no stamp matches: the
      // next refresh reads it again, while `render --cached` still trusts the files.
      func kept() -> String? {
        group.wait()
        return calendarWork.result.withLock { result in
          switch result {
          case .failure: nil
          case .success(let report): fingerprint.map { $0 + Self.vdirPart(report.stamp) }
          case nil: fingerprint
          }
        }
      }
      let files = try refreshFiles(formats: formats, from: snapshot)
      let pictures = formats.pictures ? try slotPictures() : [:]
      var report = try directory.apply(
        files, pictures: pictures, previous: previous,
        timeline: { names in
          Timeline(
            generatedAt: generatedAt, validUntil: validUntil, files: names, fingerprint: kept())
        },
        sameTimeline: { old, names in
          old.validUntil == validUntil && old.files == names && old.fingerprint == kept()
        })
      group.wait()
      report.calendar = try calendarWork.result.withLock { $0 }?.get()
      return report
    }
  }

  /// Writes the calendar vdir at `calendar` from `snapshot` on a thread of its own, in
  /// `group`; its report or its error goes into `work`.
  private func startCalendar(
    at calendar: String, from snapshot: Snapshot, into work: CalendarWork, group: DispatchGroup
  ) {
    let (renderer, settings, notify) = (renderer, calendarSettings, notify)
    DispatchQueue.global().async(group: group) {
      let result: Result<CalendarFolderReport, OshiError>
      do throws(OshiError) {
        result = .success(
          try CalendarFolder(path: calendar).apply(
            CalendarExport(renderer).calendarItems(
              from: snapshot, settings: settings, notify: notify)))
      } catch {
        result = .failure(error)
      }
      work.result.withLock { $0 = result }
    }
  }

  /// What the output depends on besides the day: the store's change counter, the zone,
  /// the language, 和暦, the formats and this build's wording.
  func refreshFingerprint(formats: RefreshFormats) -> String? {
    guard let counter = renderer.store.changeCounter() else { return nil }
    let parts = [
      "store \(counter)", "zone \(zone.identifier)", "lang \(renderer.language.rawValue)",
      "era \(renderer.era)", "formats \(formats.setting)", "oshi \(OshiVersion.current)",
    ]
    return parts.joined(separator: "; ")
  }

  /// The vdir folder's part of the fingerprint, from its ``CalendarFolder/stamp(of:)``;
  /// `unsettled` (which no stamp is) when there is none to trust.
  static func vdirPart(_ stamp: String?) -> String { "; vdir \(stamp ?? "unsettled")" }

  /// The default output folder: `$XDG_CACHE_HOME/oshi`, else `~/.cache/oshi`.
  public static func outputPath(environment: [String: String]) throws(OshiError) -> String {
    try RefreshFolder.path(environment: environment)
  }
}

/// The calendar vdir's outcome, handed from the thread that writes it.
private final class CalendarWork: Sendable {
  let result = Mutex<Result<CalendarFolderReport, OshiError>?>(nil)
}

/// What `refresh` writes besides every widget's and slot's text: the status-bar formats
/// of each slot, and the calendar (`ics`: `oshi.ics`, for a calendar app to subscribe to).
public struct RefreshFormats: Sendable, Equatable {
  /// The status-bar formats, in the order given.
  public var status: [StatusFormat] = []
  /// Whether `oshi.ics` is written.
  public var calendar = false
  /// Whether each slot's picture, `<slot>.png`, is written.
  public var pictures = false
  /// Whether the calendar vdir is written (`vdir`): a file per event, for vdirsyncer.
  public var vdir = false

  /// The calendar's file name in the output folder.
  public static let calendarFile = "oshi.ics"
  /// The calendar's name in `formats`.
  static let calendarName = "ics"
  /// The pictures' name in `formats`.
  static let picturesName = "png"
  /// The calendar vdir's name in `formats`.
  static let vdirName = "vdir"

  /// A slot's picture's file name in the output folder.
  public static func pictureFile(slot: String) -> String { "\(slot).png" }

  /// Every name `formats` takes, for errors and completion.
  public static var names: [String] {
    StatusFormat.allCases.map(\.rawValue) + [calendarName, picturesName, vdirName]
  }

  /// The formats named in `text`, comma-separated; an unknown name is refused.
  public init(_ text: String) throws(OshiError) {
    for name in text.split(separator: ",").map({ String($0).trimmingSpaces }) where !name.isEmpty {
      if name == Self.calendarName {
        calendar = true
        continue
      }
      if name == Self.picturesName {
        pictures = true
        continue
      }
      if name == Self.vdirName {
        vdir = true
        continue
      }
      guard let format = StatusFormat(rawValue: name) else {
        let all = Self.names.joined(separator: ", ")
        throw .usage(
          Words.Refresh.unknownFormat(Sanitizer.clean(name), all))
      }
      if !status.contains(format) { status.append(format) }
    }
  }

  /// The formats as the `formats` setting stores them.
  public var setting: String {
    (status.map(\.rawValue) + (calendar ? [Self.calendarName] : [])
      + (pictures ? [Self.picturesName] : []) + (vdir ? [Self.vdirName] : [])).joined(
        separator: ",")
  }
}

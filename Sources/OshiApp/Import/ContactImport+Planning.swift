import OshiCommandWords
import OshiCore
import OshiImport
import OshiRuntime
import OshiStore
import OshiWords

extension ContactImport {
  /// What ``plan(_:format:merge:replace:)`` has worked out so far, record by record: the
  /// plan, and the stored oshis by name and by contact as the records change them.
  struct Planning {
    var plan: Plan
    let removed: Set<String>
    let merge: Bool
    let importing: ContactImport
    /// The stored oshis by name (one without a contact first: a card with a new UID is
    /// not the oshi of another contact), and by the UID of their contact.
    var stored: [String: Backup.OshiEntry] = [:]
    var contacts: [String: Backup.OshiEntry] = [:]
    var slugs: Set<String>
    var widgetIDs: Set<String>
    var conflicts: [(name: String, line: Int, file: String?)] = []
    /// Where each stored oshi given more dates is in the plan, by slug.
    var updatedAt: [String: Int] = [:]

    init(
      _ plan: Plan, current: Backup, removed: Set<String>, merge: Bool,
      importing: ContactImport
    ) {
      (self.plan, self.removed, self.merge, self.importing) = (plan, removed, merge, importing)
      for entry in current.oshis {
        if let uid = entry.contact { contacts[uid] = entry }
        if stored[entry.oshi.name].map({ $0.contact != nil && entry.contact == nil }) ?? true {
          stored[entry.oshi.name] = entry
        }
      }
      slugs = Set((current.oshis + current.groups).map(\.oshi.slug))
      widgetIDs = Set((current.oshis + current.groups).flatMap { $0.widgets.map(\.id) })
    }

    /// Works out what `record` does: nothing (with a note), a stored oshi changed, or a
    /// new one.
    mutating func take(_ record: ImportedOshi, importer: ContactImport) throws(OshiError) {
      // A contact's UID that can be remembered; another is not (a control character).
      let uid = record.identity.flatMap { try? Input.contact($0) }
      let name = try importer.checked(record.name) { text throws(OshiError) in
        try Input.text(text, field: "name")
      }
      if let skip = importing.futureReminder(record, format: plan.format) {
        // The reader's note that it reads the reminder as a birthday no longer holds.
        plan.notes.removeAll { $0.line == record.line && $0.cause == nil }
        plan.notes.append(skip)
        return
      }
      // Removed with `oshi remove`: the contact stays out, unless --merge gives it to an
      // oshi of its name added again.
      let relinks = merge && stored[name].map { $0.contact == nil } == true
      if let uid, removed.contains(uid), !relinks {
        plan.notes.append(
          ImportNote(
            line: record.line, skipped: .removedContact,
            Words.Import.removedContact(name), file: record.file))
        return
      }
      if let uid, let original = contacts[uid] {
        try refresh(original, uid: uid, name: name, from: record, importer: importer)
      } else if let entry = stored[name], uid == nil || entry.contact == nil {
        try mergeStored(entry, uid: uid, name: name, from: record, importer: importer)
      } else {
        try add(name, uid: uid, from: record, importer: importer)
      }
    }

    /// The contact an oshi came from: its fields are the card's now.
    mutating func refresh(
      _ original: Backup.OshiEntry, uid: String, name: String, from record: ImportedOshi,
      importer: ContactImport
    ) throws(OshiError) {
      var entry = original
      entry.oshi.name = name
      try importer.fill(&entry, from: record, widgetIDs: &widgetIDs, retiming: true)
      if entry.photo == nil, let photo = record.photo {
        let (png, note) = importer.photo(photo)
        entry.photo = png
        if let note { plan.notes.append(note) }
      }
      contacts[uid] = entry
      if entry == original {
        plan.unchanged.append(entry)
      } else {
        update(entry, from: original)
      }
    }

    /// A stored oshi of the record's name: refused unless `--merge`, which sets its dates
    /// from the file and adds its new days.
    mutating func mergeStored(
      _ stored: Backup.OshiEntry, uid: String?, name: String, from record: ImportedOshi,
      importer: ContactImport
    ) throws(OshiError) {
      guard merge else {
        // A folder is synced every day: one name made by hand does not stop the rest.
        if plan.format == .vdir {
          plan.notes.append(
            ImportNote(
              line: record.line, skipped: .storedName,
              Words.Import.storedNotFromContact(name), file: record.file))
        } else {
          conflicts.append((name, record.line, record.file))
        }
        return
      }
      var entry = stored
      try importer.fill(&entry, from: record, widgetIDs: &widgetIDs)
      if entry.contact == nil, let uid {
        entry.contact = uid
        contacts[uid] = entry
      }
      self.stored[name] = entry
      update(entry, from: stored)
    }

    /// A new oshi.
    mutating func add(
      _ name: String, uid: String?, from record: ImportedOshi, importer: ContactImport
    ) throws(OshiError) {
      let slug = try importer.slug(for: record, name: name, taken: slugs)
      var entry = Backup.OshiEntry(oshi: Oshi(slug: slug, name: name), widgets: [])
      entry.contact = uid
      try importer.fill(&entry, from: record, widgetIDs: &widgetIDs)
      if let photo = record.photo {
        let (png, note) = importer.photo(photo)
        entry.photo = png
        if let note { plan.notes.append(note) }
      }
      slugs.insert(slug)
      if let notice = importer.futureBirthday(record) { plan.notes.append(notice) }
      plan.newWidgets += entry.widgets.count
      plan.added.append(entry)
    }

    /// Records a stored oshi given more dates, once however many records change it.
    mutating func update(_ entry: Backup.OshiEntry, from original: Backup.OshiEntry) {
      plan.newWidgets += entry.widgets.count - original.widgets.count
      if plan.before[entry.oshi.slug] == nil { plan.before[entry.oshi.slug] = original }
      if let index = updatedAt[entry.oshi.slug] {
        plan.updated[index] = entry
      } else {
        updatedAt[entry.oshi.slug] = plan.updated.count
        plan.updated.append(entry)
      }
    }

    /// The plan once every record is read: a folder's contacts that are gone, the notes
    /// in order; the names already stored refused, when not merged.
    func finished(_ file: ImportedFile, current: Backup) throws(OshiError) -> Plan {
      var plan = plan
      if plan.format == .vdir {
        plan.gone = current.oshis.filter { entry in
          entry.contact.map { !file.identities.contains($0) } ?? false
        }
      }
      plan.notes.sort { ($0.file ?? "", $0.line) < ($1.file ?? "", $1.line) }
      if !conflicts.isEmpty {
        let shown = conflicts.prefix(5).map {
          "\($0.name) (\(importing.within($0.file).source):\($0.line))"
        }
        throw .usage(
          Words.Import.alreadyStored(
            Words.Backup.names(Array(shown), more: conflicts.count > 5), count: conflicts.count))
      }
      return plan
    }
  }
}

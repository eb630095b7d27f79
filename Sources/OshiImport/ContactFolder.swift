import OshiCommandWords
import OshiWords

/// A vdir of contacts: the folder of `.vcf` files that vdirsyncer and khard keep of a
/// CardDAV address book, one vCard per file, each file named after its card's `UID`.
///
/// Pure: the app lists and reads the folder, and this reads the bytes. A file that does
/// not read as a vCard, and a card without a `UID`, are skipped with a note that names
/// the file and line; the others are read as one file of cards, each remembered by its
/// `UID`.
public enum ContactFolder {
  /// Whether a file of the folder is one of its items: `*.vcf`, not hidden (vdirsyncer
  /// writes an item to a hidden temporary file first, then renames it).
  public static func isItem(_ name: String) -> Bool {
    !name.hasPrefix(".") && name.lowercased().hasSuffix(".vcf") && name.count > 4
  }

  /// Reads the items of a folder, given as their file names and bytes (nil: the file
  /// could not be read), in the order of their names.
  public static func read(_ files: [(name: String, bytes: [UInt8]?)]) -> ImportedFile {
    var folder = ImportedFile()
    for (name, bytes) in files.sorted(by: { $0.name < $1.name }) {
      guard let bytes else {
        let note = ImportNote(
          line: 1, skipped: .unreadableFile, Words.ImportFile.permissionDenied, file: name)
        folder.note(note)
        continue
      }
      let file: ImportedFile
      do {
        file = try ImportFormat.vcard.read(bytes)
      } catch {
        let field = error.field.map { "\($0): " } ?? ""
        folder.note(
          ImportNote(
            line: error.line, skipped: .unreadableFile, field + error.reason,
            ja: field + error.reasonJA, file: name))
        continue
      }
      if file.oshis.isEmpty && file.identities.isEmpty && file.notes.isEmpty {
        let note = ImportNote(
          line: 1, skipped: .unreadableFile, Words.ImportFile.notAVCard, file: name)
        folder.note(note)
        continue
      }
      folder.identities.formUnion(file.identities)
      for var note in file.notes {
        note.file = name
        folder.note(note)
      }
      for var record in file.oshis {
        record.file = name
        guard let identity = record.identity else {
          let note = ImportNote(
            line: record.line, skipped: .cardWithoutUID,
            Words.ImportFile.noUID(record.name.text), file: name)
          folder.note(note)
          continue
        }
        folder.append(record, identity: identity)
      }
    }
    return folder
  }
}

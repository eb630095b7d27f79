import FuzzSupport

@testable import OshiImport

/// The properties every reading of a file holds, whatever the file.
public enum ImportChecks {
  /// Reads `bytes` as `format` and checks what came out.
  ///
  /// A refusal must name a line of the file; the same bytes read again give the same
  /// reading.
  public static func read(_ bytes: [UInt8], as format: ImportFormat, datesNormalised: Bool) {
    let lines = lineCount(bytes, format: format)
    let first: ImportedFile
    do {
      first = try format.read(bytes)
    } catch {
      require((1...max(lines, 1)).contains(error.line), "refusal on line \(error.line) of \(lines)")
      require(!error.reason.isEmpty && !error.reasonJA.isEmpty, "a refusal without words")
      return
    }
    require((try? format.read(bytes)) == first, "a second reading differs")
    for record in first.oshis {
      require((1...lines).contains(record.line), "record on line \(record.line) of \(lines)")
      require(!record.name.text.isEmpty, "an empty name on line \(record.line)")
      require(record.name.text == record.name.text.trimmingSpaces, "an untrimmed name")
      var values = [record.name, record.birthday, record.debut, record.since].compactMap { $0 }
      values += record.days.map(\.date)
      for value in values {
        require(
          (1...lines).contains(value.line), "\(value.field) on line \(value.line) of \(lines)")
        require(!value.text.isEmpty, "an empty \(value.field) on line \(value.line)")
      }
      let dates = [record.birthday].compactMap { $0 } + record.days.map(\.date)
      for date in dates where datesNormalised {
        require(isNormalisedDate(date.text), "\(date.field) '\(date.text)' is not YYYY-MM-DD")
      }
      if let photo = record.photo {
        require(!photo.base64.contains(where: \.isWhitespace), "spaces in a photo's base64")
        require((1...lines).contains(photo.line), "PHOTO on line \(photo.line) of \(lines)")
      }
    }
    for note in first.notes {
      require((1...lines).contains(note.line), "a note on line \(note.line) of \(lines)")
      require(!note.text.isEmpty && !note.ja.isEmpty, "a note without words")
    }
  }

  /// Reads `bytes` as a vdir of contacts: the files are the parts between NUL bytes.
  ///
  /// Every record and note names one of the files and a line of it, every record has
  /// the UID it is remembered by, and the same files read again give the same reading.
  public static func folder(_ bytes: [UInt8]) {
    let parts = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(4)
    let files = parts.enumerated().map { ("\($0.offset).vcf", Optional(Array($0.element))) }
    let lines = Dictionary(
      uniqueKeysWithValues: files.map { ($0.0, lineCount($0.1 ?? [], format: .vcard)) })
    let first = ContactFolder.read(files)
    require(ContactFolder.read(files) == first, "a second reading of the folder differs")
    for record in first.oshis {
      let count = record.file.flatMap { lines[$0] } ?? 0
      require((1...max(count, 1)).contains(record.line), "record of \(record.file ?? "no file")")
      require(count > 0, "a record of no file: \(String(describing: record.file))")
      require(record.identity.map(first.identities.contains) == true, "a record without its UID")
      require(!record.name.text.isEmpty, "an empty name")
    }
    for note in first.notes {
      let count = note.file.flatMap { lines[$0] } ?? -1
      require(count >= 0, "a note of no file: \(String(describing: note.file))")
      require((1...max(count, 1)).contains(note.line), "a note on line \(note.line) of \(count)")
      require(!note.text.isEmpty && !note.ja.isEmpty, "a note without words")
    }
  }

  /// The file's physical lines, as the reader numbers them: in the text it reads, UTF-16
  /// transcoded and another charset decoded.
  static func lineCount(_ bytes: [UInt8], format: ImportFormat) -> Int {
    let bytes = (try? FileText.unicode(bytes)) ?? bytes
    if format == .vcard { return VCard.physicalLines(bytes).count }
    let text = (try? FileText.text(bytes))?.text ?? String(decoding: bytes, as: UTF8.self)
    return numberedLines(text).count
  }

  /// Detection calls a file a backup only when its first line that is not blank or a
  /// `#` comment starts with `{` (after a byte-order mark and blanks), and never calls
  /// such a file anything else: of the bytes read as UTF-8, and of their head as detection
  /// reads it (UTF-16 transcoded, another charset decoded).
  public static func detect(_ bytes: [UInt8]) {
    let head = Array(bytes.prefix(4096))
    for text in [
      Substring(decoding: bytes, as: UTF8.self),
      Substring(FileText.head(head, cut: head.count < bytes.count)),
    ] {
      var text = text
      if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
      guard let format = ImportFormat.detect(text) else { continue }
      let first = text.split(whereSeparator: \.isNewline).lazy.map { $0.trimmingSpaces }
        .first { !$0.isEmpty && !$0.hasPrefix("#") }?.first
      if format == .json {
        require(
          first == "{",
          "detected a backup whose first line starts with \(String(describing: first))")
      }
    }
  }
}

#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `render` and `upcoming` read of a store, copied into one file when the store has
/// changed, and read instead of the store for as long as the store stays as it was.
///
/// A status bar starts oshi every few seconds, and its store changes a few times a day;
/// at the sizes fans have, most of a call was SQLite's fixed start: the open, the schema's
/// parse, the prepares (docs/perf-history.md#store-copy). The copy holds the rows of the
/// queries those commands make (``Query``), each column as SQLite's C API reads it both as
/// an integer and as text. A copied row is then read by the decoders SQLite's rows are
/// read by (`Oshi(stored:)`, `Widget(stored:)`), and nothing about a record is written
/// twice.
///
/// The copy holds while the store is the file it was made from: the same device, inode,
/// size and modification time, and the same first 28 bytes, among them SQLite's file
/// change counter (bytes 24–27), which every committed write increments in the store's
/// rollback-journal mode. The key is read inside the transaction that read the rows, so
/// it is the key of what was copied. A store in WAL mode (header bytes 18 and 19 are 2)
/// changes without moving its counter, and is never copied. A copy that does not hold,
/// or that cannot be read whole, is left alone: the store is read, and a new copy
/// replaces it.
package final class StoreCopy: @unchecked Sendable {
  // Unchecked: every property is set in `init` and never changed; the bytes are only read.

  /// The queries the copy answers, in the file's order.
  package enum Query: Int, CaseIterable, Sendable {
    case settings, oshis, widgets, slotEntries, slots

    /// The query's SQL, the one the store's own reads run.
    package var sql: String {
      switch self {
      case .settings: Store.settingsQuery
      case .oshis: Store.oshisQuery
      case .widgets: WidgetRows.widgetQuery
      case .slotEntries: Store.slotEntriesQuery
      case .slots: Store.slotsQuery
      }
    }
  }

  /// The file's first bytes and the version of its layout, which changes with it.
  private static let magic = Array("oshi store copy\n".utf8) + [1, 0, 0, 0]
  /// The store's header bytes the key holds: up to and with the change counter.
  private static let headerCount = 28
  /// The bytes of a cell: the column as an integer (8), its text's offset in the text
  /// heap (4) and length (4, or -1 for NULL).
  fileprivate static let cellSize = 16
  /// The largest copy read: far beyond a store of thousands of oshis.
  private static let limit = 1 << 28

  /// The copy's bytes: the file mapped, or the bytes just recorded.
  private let bytes: UnsafeRawBufferPointer
  /// The address of the first of them.
  private let base: UnsafeRawPointer
  /// Whether ``bytes`` are a mapping of the file, unmapped when the copy goes.
  private let isMapped: Bool
  /// Where each query's rows start, and how many rows and columns it has.
  private let sections: [Section]
  /// Where the texts start.
  private let heap: Int

  /// The settings, by key.
  package private(set) var settings: [String: String] = [:]

  /// Where a query's rows are in the file.
  private struct Section {
    var offset: Int
    var rows: Int
    var columns: Int
  }

  private init(
    bytes: UnsafeRawBufferPointer, base: UnsafeRawPointer, isMapped: Bool, sections: [Section],
    heap: Int
  ) {
    self.bytes = bytes
    self.base = base
    self.isMapped = isMapped
    self.sections = sections
    self.heap = heap
    var settings = rows(.settings)
    self.settings = Store.settings(from: &settings)
  }

  deinit {
    StoreCopy.release(bytes, isMapped: isMapped)
  }

  /// Unmaps or frees `bytes`.
  private static func release(_ bytes: UnsafeRawBufferPointer, isMapped: Bool) {
    if isMapped {
      munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    } else {
      bytes.deallocate()
    }
  }

  /// A copy that owns `bytes` if they are a copy whose key is `key` (any key when nil)
  /// and whose store's last migration is `schema`; else nil, and `bytes` are released.
  private static func make(
    _ bytes: UnsafeRawBufferPointer, isMapped: Bool, key: [UInt8]?, schema: String
  ) -> StoreCopy? {
    guard let base = bytes.baseAddress,
      let (sections, heap) = layout(of: bytes, key: key, schema: schema)
    else {
      release(bytes, isMapped: isMapped)
      return nil
    }
    return StoreCopy(bytes: bytes, base: base, isMapped: isMapped, sections: sections, heap: heap)
  }

  /// The sections and the heap of `bytes`: nil when they are not a copy, or one of
  /// another key or schema, or cut short.
  ///
  /// A text's place in the heap is checked when it is read (``CopiedRow``), not here:
  /// reading one widget need not touch every page of the copy.
  private static func layout(of bytes: UnsafeRawBufferPointer, key: [UInt8]?, schema: String)
    -> (sections: [Section], heap: Int)?
  {
    var reader = Reader(bytes: bytes)
    guard let header = reader.header(), key.map(header.key.elementsEqual) ?? true,
      header.schema.elementsEqual(schema.utf8)
    else { return nil }
    var sections: [Section] = []
    for _ in Query.allCases {
      guard let rows = reader.integer(UInt32.self), let columns = reader.integer(UInt32.self)
      else { return nil }
      let (size, overflow) = Int(rows).multipliedReportingOverflow(by: Int(columns) * cellSize)
      guard !overflow, let cells = reader.take(size) else { return nil }
      sections.append(Section(offset: cells.startIndex, rows: Int(rows), columns: Int(columns)))
    }
    // The heap's length, which the file's end must match: a copy cut short (a crash
    // between writing and renaming) is refused.
    guard let heapCount = reader.integer(UInt64.self), heapCount == reader.remaining else {
      return nil
    }
    let heap = reader.offset
    return (sections, heap)
  }

  /// The rows of `query`, in its order.
  package func rows(_ query: Query) -> CopiedRows {
    let section = sections[query.rawValue]
    return CopiedRows(
      copy: self, offset: section.offset, rows: section.rows, columns: section.columns)
  }

  /// The name of the copy of the store at `store`: `store-` and 16 hexadecimal digits of
  /// the path's FNV-1a hash, `.copy`.
  ///
  /// One copy a store: two status bars that show two stores do not take turns rewriting
  /// one file.
  package static func fileName(store: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in store.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return "store-" + String(repeating: "0", count: 16 - digits.count) + digits + ".copy"
  }

  /// The copy at `path` if it holds for the store at `store`, whose schema's last
  /// migration is `schema`; nil when it is missing, damaged or stale.
  package static func load(_ path: String, store: String, schema: String) -> StoreCopy? {
    guard let key = key(of: store) else { return nil }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      (0...limit).contains(Int(status.st_size))
    else { return nil }
    // Mapped, not read: nothing of it is copied to the heap, and only the pages a command
    // reads are touched. A copy is replaced by renaming a new file over it, so the file
    // mapped here is never written again.
    let count = Int(status.st_size)
    guard count > 0, let mapped = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0),
      mapped != MAP_FAILED
    else { return nil }
    return make(
      UnsafeRawBufferPointer(start: mapped, count: count), isMapped: true, key: key,
      schema: schema)
  }

  /// Copies the rows of every ``Query`` from `db`, inside the read transaction that
  /// checked the store's schema, whose last migration is `schema`.
  ///
  /// Nil when the store cannot be copied: in memory, in WAL mode, or not a file.
  package static func record(_ db: Connection, store: String, schema: String) throws
    -> StoreCopy?
  {
    var cells: [[UInt8]] = []
    var heap: [UInt8] = []
    var counts: [(rows: UInt32, columns: UInt32)] = []
    for query in Query.allCases {
      let rows = try RowCursor(db, query.sql)
      var section: [UInt8] = []
      var count: UInt32 = 0
      while let row = try rows.next() {
        row.copy(into: &section, heap: &heap)
        count += 1
      }
      cells.append(section)
      counts.append((count, UInt32(rows.columnCount)))
    }
    // Read while the transaction's shared lock keeps every writer out: the key of the
    // rows just read.
    guard let key = key(of: store) else { return nil }
    var file = magic
    file.append(UInt32(key.count))
    file += key
    file.append(UInt32(schema.utf8.count))
    file += schema.utf8
    // The store's absolute path, by which a later copy finds that this one's store is gone.
    let absolute = store.hasPrefix("/") ? store : currentFolder() + "/" + store
    file.append(UInt32(absolute.utf8.count))
    file += absolute.utf8
    for (section, count) in zip(cells, counts) {
      file.append(count.rows)
      file.append(count.columns)
      file += section
    }
    file.append(UInt64(heap.count))
    file += heap
    let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: file.count, alignment: 8)
    bytes.copyBytes(from: file)
    return make(UnsafeRawBufferPointer(bytes), isMapped: false, key: nil, schema: schema)
  }

  /// Writes the copy to `path` (mode 0600), through a temporary file renamed over it, and
  /// makes its folder (0700) when missing; gives up without a word when it cannot: the
  /// next call reads the store again.
  package func write(to path: String) {
    guard let slash = path.lastIndex(of: "/") else { return }
    let folder = String(path[..<slash])
    if !folder.isEmpty && access(folder, F_OK) != 0 { makeFolders(folder) }
    let temporary = "\(folder)/.\(path[path.index(after: slash)...]).\(getpid())"
    let fd = open(temporary, O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard fd >= 0 else { return }
    var offset = 0
    while offset < bytes.count {
      let written = writeBytes(fd, base + offset, bytes.count - offset)
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { break }
      offset += written
    }
    close(fd)
    if offset < bytes.count || rename(temporary, path) != 0 {
      unlink(temporary)
      return
    }
    StoreCopy.removeCopiesOfMissingStores(
      in: folder, keeping: String(path[path.index(after: slash)...]))
  }

  /// Removes the copies in `folder`, other than `kept`, whose store is gone: written once
  /// a store changes, so that the copies of stores read once (`--db /tmp/…`) do not pile
  /// up in the cache.
  static func removeCopiesOfMissingStores(in folder: String, keeping kept: String) {
    guard let directory = opendir(folder.isEmpty ? "/" : folder) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasPrefix("store-"), name.hasSuffix(".copy"), name != kept else { continue }
      let path = folder + "/" + name
      guard let store = storePath(ofCopyAt: path) else { continue }
      if access(store, F_OK) != 0 && errno == ENOENT { unlink(path) }
    }
  }

  /// The store path a copy records, read from its first bytes; nil when the file is not
  /// a copy of this layout.
  package static func storePath(ofCopyAt path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var head = [UInt8](repeating: 0, count: 1 << 13)
    let count = head.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    return head.withUnsafeBytes { bytes -> String? in
      var reader = Reader(bytes: UnsafeRawBufferPointer(rebasing: bytes[..<count]))
      return reader.header().map { String(decoding: $0.store, as: UTF8.self) }
    }
  }

  /// The key of the store file at `path`: its first 28 bytes, device, inode, size and
  /// modification time; nil when it cannot be read, or is not a file in rollback-journal
  /// mode.
  static func key(of path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var status = stat()
    var key = [UInt8](repeating: 0, count: headerCount)
    guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      key.withUnsafeMutableBytes({ pread(fd, $0.baseAddress, headerCount, 0) }) == headerCount,
      key[18] == 1, key[19] == 1
    else { return nil }
    key.append(UInt64(status.st_dev))
    key.append(UInt64(status.st_ino))
    key.append(UInt64(status.st_size))
    #if canImport(Darwin)
    let modified = status.st_mtimespec
    #else
    let modified = status.st_mtim
    #endif
    key.append(UInt64(bitPattern: Int64(modified.tv_sec)))
    key.append(UInt64(bitPattern: Int64(modified.tv_nsec)))
    return key
  }

  /// Makes `folder` and the folders above it that are missing, owner-only.
  private func makeFolders(_ folder: String) {
    if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
      let parent = String(folder[..<slash])
      if access(parent, F_OK) != 0 { makeFolders(parent) }
    }
    mkdir(folder, 0o700)
  }

  /// Reads the file's fields in order, never past its end.
  private struct Reader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    var remaining: Int { bytes.count - offset }

    /// The next `count` bytes, or nil when fewer are left.
    mutating func take(_ count: Int) -> UnsafeRawBufferPointer.SubSequence? {
      guard count >= 0, count <= remaining else { return nil }
      defer { offset += count }
      return bytes[offset..<offset + count]
    }

    /// The fields before the rows, as ``StoreCopy/record(_:store:schema:)`` writes them:
    /// the key, the schema's last migration and the store's absolute path; nil when the
    /// bytes do not start as a copy of this layout.
    mutating func header() -> (
      key: UnsafeRawBufferPointer.SubSequence, schema: UnsafeRawBufferPointer.SubSequence,
      store: UnsafeRawBufferPointer.SubSequence
    )? {
      guard let start = take(magic.count), start.elementsEqual(magic),
        let keyCount = integer(UInt32.self), let key = take(Int(keyCount)),
        let schemaCount = integer(UInt32.self), let schema = take(Int(schemaCount)),
        let storeCount = integer(UInt32.self), let store = take(Int(storeCount))
      else { return nil }
      return (key, schema, store)
    }

    /// The next integer of type `T`, little-endian, or nil.
    mutating func integer<T: FixedWidthInteger>(_: T.Type) -> T? {
      guard remaining >= MemoryLayout<T>.size else { return nil }
      defer { offset += MemoryLayout<T>.size }
      return T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))
    }
  }
}

/// The current folder, or "." when it cannot be read.
private func currentFolder() -> String {
  var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
  guard getcwd(&buffer, buffer.count) != nil else { return "." }
  return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// The C library's `read` and `write`, out of the reach of the copy's own `write(to:)`.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

private func writeBytes(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}

/// The rows of one of a copy's queries, in order.
package final class CopiedRows: RowStream {
  // A class, as ``RowCursor`` is: two are stepped side by side from an enum's payload.
  private let copy: StoreCopy
  private let base: UnsafeRawPointer
  private let heap: UnsafeRawBufferPointer
  private let rows: Int
  private let columns: Int
  private var index = 0

  fileprivate init(copy: StoreCopy, offset: Int, rows: Int, columns: Int) {
    self.copy = copy
    (base, heap) = copy.pointers(offset)
    self.rows = rows
    self.columns = columns
  }

  package func next() throws(Never) -> CopiedRow? {
    guard index < rows else { return nil }
    defer { index += 1 }
    return CopiedRow(
      cells: base + index * columns * StoreCopy.cellSize, columns: columns, heap: heap)
  }
}

extension StoreCopy {
  /// The address of the byte at `offset`, and the heap.
  fileprivate func pointers(_ offset: Int) -> (UnsafeRawPointer, UnsafeRawBufferPointer) {
    (base + offset, UnsafeRawBufferPointer(rebasing: bytes[heap...]))
  }
}

/// One copied row, read as SQLite's C API read it when it was copied; valid while its
/// copy is.
package struct CopiedRow: StoredRow {
  fileprivate let cells: UnsafeRawPointer
  fileprivate let columns: Int
  fileprivate let heap: UnsafeRawBufferPointer

  /// Column `index` as an integer, and its text; a column the row does not have, or whose
  /// text is not in the heap (a damaged copy), reads as NULL.
  private func cell(_ index: Int32) -> (integer: Int64, text: UnsafeBufferPointer<UInt8>?) {
    guard index >= 0, Int(index) < columns else { return (0, nil) }
    let cell = cells + Int(index) * StoreCopy.cellSize
    let integer = Int64(littleEndian: cell.loadUnaligned(as: Int64.self))
    let start = Int(UInt32(littleEndian: cell.loadUnaligned(fromByteOffset: 8, as: UInt32.self)))
    let count = Int(Int32(littleEndian: cell.loadUnaligned(fromByteOffset: 12, as: Int32.self)))
    guard count >= 0, start <= heap.count, count <= heap.count - start else {
      return (count == -1 ? integer : 0, nil)
    }
    let text = UnsafeRawBufferPointer(rebasing: heap[start..<start + count])
    return (integer, text.bindMemory(to: UInt8.self))
  }

  package func text(_ index: Int32) -> String? {
    cell(index).text.map { String(decoding: $0, as: UTF8.self) }
  }

  package func withText<T>(_ index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> T?) -> T? {
    cell(index).text.flatMap(body)
  }

  package func integer(_ index: Int32) -> Int64? {
    let cell = cell(index)
    return cell.text == nil ? nil : cell.integer
  }

  package func bool(_ index: Int32) -> Bool {
    cell(index).integer != 0
  }
}

extension RawColumns {
  /// Appends the row's cells to `cells` and their texts to `heap`: each column as an
  /// integer and as text up to its first NUL, as ``text(_:)`` and ``integer(_:)`` read it.
  func copy(into cells: inout [UInt8], heap: inout [UInt8]) {
    for index in 0..<sqlite3_column_count(statement) {
      // The type first: SQLite's answer is undefined once a value was converted.
      let isNull = sqlite3_column_type(statement, index) == SQLITE_NULL
      cells.append(UInt64(bitPattern: sqlite3_column_int64(statement, index)))
      guard !isNull, let text = sqlite3_column_text(statement, index) else {
        cells.append(UInt32(0))
        cells.append(UInt32(bitPattern: -1))
        continue
      }
      let count = Int(sqlite3_column_bytes(statement, index))
      var length = 0
      while length < count && text[length] != 0 { length += 1 }
      cells.append(UInt32(heap.count))
      cells.append(UInt32(length))
      heap.append(contentsOf: UnsafeBufferPointer(start: text, count: length))
    }
  }
}

extension [UInt8] {
  /// Appends `value`'s bytes, little-endian.
  fileprivate mutating func append<T: FixedWidthInteger>(_ value: T) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}

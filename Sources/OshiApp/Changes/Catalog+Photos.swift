import Foundation
import OshiCommandWords
import OshiCore
import OshiRuntime
import OshiStore
import OshiStoreCore
import OshiWords

extension Catalog {
  /// The largest photo stored, in bytes, after it is cut to a square of at most 512
  /// pixels and written as PNG.
  public static let largestPhoto = 1 << 20

  /// `oshi image set SLUG FILE`: the oshi's photo, decoded by `oshi-card`, cut to a
  /// square around its centre, scaled to at most 512 pixels and stored as PNG.
  ///
  /// - Returns: the stored photo's size in bytes.
  @discardableResult
  public func setPhoto(slug: String, file: String) throws(OshiError) -> Int {
    guard let id = try store.contents().oshi(slug: slug)?.id else {
      throw Lookup.unknownOshi(slug)
    }
    if let reason = Catalog.unreadable(file) {
      throw OshiError(Words.Photos.cannotRead(file, reason, slug: slug), exitCode: 66)
    }
    let png = try Catalog.preparePhoto(file)
    try store.change { store in try store.setPhoto(oshi: id, png) }
    return png.count
  }

  /// Why `file` cannot be read as a picture, in English and in Japanese (the system's
  /// words quoted in both); nil when it can be opened for reading.
  static func unreadable(_ file: String) -> (en: String, ja: String)? {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue {
      let folder = Words.Photos.isAFolder
      return (folder.en, folder.ja)
    }
    let descriptor = open(file, O_RDONLY)
    guard descriptor < 0 else {
      close(descriptor)
      return nil
    }
    let code = errno
    let system = String(cString: strerror(code))
    let meaning =
      switch code {
      case ENOENT: Words.Photos.noSuchFile
      case EACCES, EPERM: Words.Photos.noReadPermission
      default: Words.Photos.cannotOpen
      }
    return (system, "\(meaning.ja): \(system)")
  }

  /// `oshi image remove SLUG`.
  public func removePhoto(slug: String) throws(OshiError) {
    guard let id = try store.contents().oshi(slug: slug)?.id else {
      throw Lookup.unknownOshi(slug)
    }
    guard try store.reading({ try $0.photo(oshi: id) }) != nil else {
      throw .usage(
        Words.Photos.noPhoto(slug))
    }
    try store.change { store in try store.setPhoto(oshi: id, nil) }
  }

  /// The photo as `oshi-card photo` writes it, checked to be a PNG within the limit.
  static func preparePhoto(_ file: String) throws(OshiError) -> [UInt8] {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let output = folder.path + "/photo.png"
    let outcome = try Companion.card.run(["photo", file, output])
    guard outcome.status == 0 else {
      throw outcome.failure(exitCode: Companion.exitCode(outcome.status))
    }
    guard let data = FileManager.default.contents(atPath: output) else {
      throw OshiError(Words.Photos.cardWroteNoPhoto, exitCode: 70)
    }
    let png = Array(data)
    guard png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw OshiError(
        Words.Photos.cardPhotoNotPNG,
        exitCode: 70)
    }
    guard png.count <= Catalog.largestPhoto else {
      throw .usage(
        Words.Photos.tooLarge(file, kib: png.count / 1024, most: Catalog.largestPhoto / 1024))
    }
    return png
  }
}

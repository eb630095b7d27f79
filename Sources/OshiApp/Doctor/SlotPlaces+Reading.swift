import Foundation
import OshiCore
import OshiRuntime
import OshiStoreCore

#if canImport(Glibc)
import Glibc

/// read(2), which ``SlotPlaces/read(_:as:)`` hides by its name.
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin

/// read(2), which ``SlotPlaces/read(_:as:)`` hides by its name.
private let systemRead = Darwin.read
#endif

// The thin part of ``SlotPlaces``: the configuration files read from their usual places,
// and the programs found on PATH. Nothing here fails: what cannot be read is skipped.
extension SlotPlaces {
  /// Where the slots of `context`'s store are shown, read from the places `environment`
  /// names.
  ///
  /// Slot names that are not slugs (only a hand edit makes one) are left out, as doctor
  /// names them on their own.
  public static func look(in context: Context, environment: [String: String])
    throws(OshiError) -> SlotPlaces
  {
    let slots = try context.store.contents().slots.map(\.name).filter(Input.isSlug)
    return look(for: slots, environment: environment)
  }

  /// Where `slots` are shown, from the files in the usual places under `HOME` and
  /// `XDG_CONFIG_HOME` (and `STARSHIP_CONFIG`), and the programs on `PATH`, all read
  /// from `environment`.
  public static func look(for slots: [String], environment: [String: String]) -> SlotPlaces {
    SlotPlaces(
      slots: slots, files: configurations(environment: environment),
      installed: installed(path: environment["PATH"] ?? ""))
  }

  /// The targets of `oshi integrate` whose program is an executable file in one of the
  /// folders of `path`.
  static func installed(path: String) -> [IntegrationTarget] {
    let folders = path.split(separator: ":").map(String.init)
    return programs.filter { entry in
      folders.contains { folder in
        var info = stat()
        let file = folder + "/" + entry.program
        return stat(file, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
          && access(file, X_OK) == 0
      }
    }.map(\.target)
  }

  /// Every configuration file in the usual places that exists, each once, read or skipped.
  static func configurations(environment: [String: String]) -> [ConfigFile] {
    guard var home = environment["HOME"], home.hasPrefix("/") else { return [] }
    while home.count > 1 && home.hasSuffix("/") { home.removeLast() }
    let config =
      environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
    let starship = environment["STARSHIP_CONFIG"].flatMap { $0.isEmpty ? nil : $0 }
    var seen: Set<String> = []
    var files: [ConfigFile] = []
    for consumer in SlotConsumer.allCases {
      for place in consumer.places(home: home, config: config, starshipConfig: starship) {
        switch place {
        case .file(let path):
          guard seen.insert(path).inserted, let file = read(path, as: consumer) else { continue }
          files.append(file)
        case .folder(let folder, let suffix):
          for path in listing(folder, suffix: suffix, as: consumer, into: &files)
          where seen.insert(path).inserted {
            // A folder inside is not what the pattern means: `*.ini` names files.
            if let file = read(path, as: consumer), file.skipped != .folder { files.append(file) }
          }
        }
      }
    }
    return files
  }

  /// The paths of the files in `folder` whose names end with `suffix`.
  ///
  /// Sorted, hidden ones left out, at most ``mostFilesInFolder``; a folder that cannot
  /// be read, or has more, is added to `files` as skipped. A missing folder has none.
  static func listing(
    _ folder: String, suffix: String, as consumer: SlotConsumer, into files: inout [ConfigFile]
  ) -> [String] {
    guard let directory = opendir(folder) else {
      if errno != ENOENT && errno != ENOTDIR {
        files.append(ConfigFile(consumer, folder, skipped: .unreadable(errno)))
      }
      return []
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix("."), name.hasSuffix(suffix) { names.append(name) }
    }
    names.sort()
    if names.count > mostFilesInFolder {
      files.append(ConfigFile(consumer, folder, skipped: .tooManyFiles))
    }
    return names.prefix(mostFilesInFolder).map { folder + "/" + $0 }
  }

  /// The file at `path`, read, or skipped with why; nil when there is none.
  ///
  /// Its type is looked at before it is opened, and again once open, so that a FIFO is
  /// never read (a read would wait for a writer); at most ``largestFile`` bytes are read.
  static func read(_ path: String, as consumer: SlotConsumer) -> ConfigFile? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      return ConfigFile(consumer, path, skipped: .unreadable(errno))
    }
    if let reason = SlotPlaces.skipReason(info) {
      return ConfigFile(consumer, path, skipped: reason)
    }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return ConfigFile(consumer, path, skipped: .unreadable(errno)) }
    defer { close(descriptor) }
    // Replaced between the two looks: the one opened is the one that counts.
    guard fstat(descriptor, &info) == 0 else {
      return ConfigFile(consumer, path, skipped: .unreadable(errno))
    }
    if let reason = SlotPlaces.skipReason(info) {
      return ConfigFile(consumer, path, skipped: reason)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= largestFile {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { return ConfigFile(consumer, path, skipped: .unreadable(errno)) }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    if bytes.count > largestFile { return ConfigFile(consumer, path, skipped: .tooLarge) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return ConfigFile(consumer, path, skipped: .notUTF8)
    }
    return ConfigFile(consumer, path, text: text)
  }

  /// Why a file of this type and size is not read, or nil when it is a regular file
  /// small enough.
  static func skipReason(_ info: stat) -> SkipReason? {
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .folder
    case S_IFREG: return info.st_size > largestFile ? .tooLarge : nil
    default: return .notRegular
    }
  }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Store {
  /// What opening a missing store made: its file and the folders above it, so that a
  /// command refused after opening it can take them away again and leave the machine as
  /// it found it (a refused command creates nothing).
  ///
  /// Validation needs the store's contents (a slug taken, a group to join) and its
  /// settings (the zone that says what today is), so a command opens the store before it
  /// knows whether it will write. The store is made then, and taken away when the
  /// command is refused without having written to it.
  public struct Creation: Sendable, Equatable {
    /// The store file.
    public let path: String
    /// The folders made for it, outermost first.
    public let folders: [String]
    /// The file's device and inode when it was made: another file at the same path is
    /// not this one.
    let device: UInt64
    let inode: UInt64
    /// SQLite's change counter once the new store was migrated.
    let changeCounter: UInt32?

    /// Removes the file and then the folders made for it, each only if still empty, when
    /// nothing has been written to the store since it was made (by this process or
    /// another); returns whether the file went.
    ///
    /// A store that holds anything, or that a writer is using (a journal beside it), is
    /// left as it is.
    @discardableResult
    public func undo() -> Bool {
      var status = stat()
      guard stat(path, &status) == 0, UInt64(status.st_dev) == device,
        UInt64(status.st_ino) == inode,
        access(path + "-journal", F_OK) != 0,
        let counter = changeCounter, Store.changeCounter(path: path) == counter
      else { return false }
      guard unlink(path) == 0 else { return false }
      Creation.removeFolders(folders)
      return true
    }

    /// Removes `folders`, innermost first, each only if empty.
    static func removeFolders(_ folders: [String]) {
      for folder in folders.reversed() where rmdir(folder) != 0 { return }
    }
  }
}

import OshiStoreCore

/// The store this process made because it was missing, until the command ends:
/// ``Context/command(_:use:environment:clock:)`` records it, and the command line's
/// entry point calls ``undo()`` when the command is refused.
///
/// A command opens its store before it knows whether its input is good (validating
/// needs the store's contents and settings), so a refused command on a new machine would
/// leave an empty store behind, and `oshi render` would then print nothing instead of
/// the hint to add an oshi. The refusal takes it away again: a refused command creates
/// nothing.
public enum CreatedStore {
  // Written when a command's context is made and read at its end, both on the main
  // thread; the lock keeps it sound if a command ever makes a context elsewhere.
  private static let lock = Lock()
  nonisolated(unsafe) private static var creation: Store.Creation?

  /// Remembers what opening the command's store made, if anything.
  static func record(_ made: Store.Creation?) {
    guard let made else { return }
    lock.withLock { creation = made }
  }

  /// Takes the store away again, with the folders made for it, unless something was
  /// written to it (``OshiStoreCore/Store/Creation/undo()``).
  public static func undo() {
    let made = lock.withLock {
      defer { creation = nil }
      return creation
    }
    made?.undo()
  }
}

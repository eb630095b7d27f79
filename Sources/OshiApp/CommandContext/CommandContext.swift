import OshiRuntime
import OshiStore
import OshiStoreCore

/// What a command does with the store.
public enum StoreUse: Sendable {
  /// It changes it, and creates it when missing.
  case writes
  /// It only reads; a missing store is an error.
  case reads
  /// It only reads; a missing store reads as an empty one, so that a new user gets the
  /// hint of an empty list.
  case readsOrEmpty
  /// It reads the demo's store, made in memory.
  case demo
}

extension Context {
  /// Migrates a store made by an older oshi, with GRDB: every command but the status
  /// bar's render has it.
  public static let migrating: Store.Upgrade = Store.migrate

  /// The context of a command other than the status bar's render: its store, zone,
  /// language and today.
  ///
  /// Only a command that changes the store creates it (and its folder) when it is
  /// missing, and a refusal takes it away again (``CreatedStore``). One that reads
  /// reports the missing path (exit 66), or, with ``StoreUse/readsOrEmpty``, reads an
  /// empty store.
  public static func command(
    _ input: GlobalInput, use: StoreUse, environment: [String: String], clock: () -> Int64
  ) throws(OshiError) -> Context {
    var input = input
    input.createsStore = use == .writes
    let store = use == .demo ? try Demo.store() : nil
    do {
      let context = try resolve(
        input, environment: environment, clock: clock, store: store, upgrade: migrating)
      CreatedStore.record(context.store.creation)
      return context
    } catch  where error.missingStore && use == .readsOrEmpty {
      let empty: Store
      do {
        empty = try Store.inMemory()
      } catch {
        throw OshiError(error)
      }
      return try resolve(
        input, environment: environment, clock: clock, store: empty, upgrade: migrating)
    }
  }
}

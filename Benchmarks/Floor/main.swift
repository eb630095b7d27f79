// The start-up floor for benchmarks: open the same store with GRDB and read one row,
// and nothing else. `oshi render ID` is measured against this.
import Foundation
import GRDB

guard CommandLine.arguments.count == 2 else {
  print("usage: oshi-floor STORE")
  exit(64)
}
do {
  let queue = try DatabaseQueue(path: CommandLine.arguments[1])
  let name = try queue.read { db in try String.fetchOne(db, sql: "SELECT name FROM oshi LIMIT 1") }
  print(name ?? "")
} catch {
  print("error: \(error)")
  exit(1)
}

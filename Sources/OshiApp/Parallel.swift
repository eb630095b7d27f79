import Dispatch
import Foundation

/// Work split into consecutive ranges and run on the machine's cores.
///
/// Rendering every widget is the same small job thousands of times over, and each
/// widget's text depends on nothing but its own rows. A status bar that renders one
/// widget never pays for threads: small counts run on the calling thread.
enum Parallel {
  /// The results of `body` over consecutive ranges that cover `0..<count`, in order.
  ///
  /// - Parameter minimumChunk: the fewest items worth handing to another core.
  static func chunks<T: Sendable>(
    of count: Int, minimumChunk: Int, _ body: @Sendable (Range<Int>) -> T
  ) -> [T] {
    let most = count / max(1, minimumChunk)
    guard most > 1, coreCount > 1 else { return [body(0..<count)] }
    // A few pieces per core, so that a core whose thread starts late takes fewer.
    let pieces = min(coreCount * 4, most)
    nonisolated(unsafe) let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: pieces)
    results.initialize(repeating: nil)
    defer {
      results.deinitialize()
      results.deallocate()
    }
    // Each piece writes only its own slot, and concurrentPerform returns after all.
    DispatchQueue.concurrentPerform(iterations: pieces) { piece in
      results[piece] = body(count * piece / pieces..<count * (piece + 1) / pieces)
    }
    return results.map { $0! }
  }

  /// The cores this process may run on, read once.
  static let coreCount = max(1, ProcessInfo.processInfo.activeProcessorCount)
}

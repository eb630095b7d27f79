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

/// Jobs handed in one by one while their input is still being produced, such as runs of
/// widgets while the store is read, and run on the other cores as they come. Their
/// results are kept in the order the jobs came.
///
/// Each job goes to one of `cores - 1` serial queues, leaving a core to the thread that
/// produces them; once it has produced them all, ``results()`` runs the jobs that no queue
/// has started yet on that thread too. The latest job is held back until the next one
/// comes, so that a single job (a store with few widgets) never starts a thread.
final class OrderedJobs<Result: Sendable>: @unchecked Sendable {
  /// A job's state. Guarded by `lock`, as is everything below it.
  private enum Slot {
    case waiting(@Sendable () -> Result)
    case started
    case finished(Result)
  }

  private let lock = NSLock()
  private var slots: [Slot] = []
  /// The index of the job held back, not yet handed to a queue.
  private var held: Int?
  /// The cores to use, or nil for the machine's.
  private let cores: Int?
  /// The queues, made when the first job is handed to one.
  private var queues: [DispatchQueue] = []
  private let group = DispatchGroup()

  init(cores: Int? = nil) {
    self.cores = cores
  }

  /// Adds a job; it runs on another core unless it is the last one.
  func add(_ job: @escaping @Sendable () -> Result) {
    let previous: (index: Int, queue: DispatchQueue)? = lock.withLock {
      slots.append(.waiting(job))
      defer { held = slots.count - 1 }
      guard let held else { return nil }
      if queues.isEmpty {
        let count = max(1, (cores ?? Parallel.coreCount) - 1)
        queues = (0..<count).map { DispatchQueue(label: "oshi.jobs.\($0)") }
      }
      return (held, queues[held % queues.count])
    }
    if let previous {
      previous.queue.async(group: group) { self.run(previous.index) }
    }
  }

  /// Every job's result, in order, once all have run; jobs not started yet run here.
  func results() -> [Result] {
    let count = lock.withLock {
      held = nil
      return slots.count
    }
    // From the end: the queues start from the front.
    for index in (0..<count).reversed() { run(index) }
    group.wait()
    return lock.withLock {
      slots.map { slot in
        guard case .finished(let result) = slot else { preconditionFailure("a job did not run") }
        return result
      }
    }
  }

  /// Runs job `index` unless it has started elsewhere.
  private func run(_ index: Int) {
    let job: (@Sendable () -> Result)? = lock.withLock {
      guard case .waiting(let job) = slots[index] else { return nil }
      slots[index] = .started
      return job
    }
    guard let job else { return }
    let result = job()
    lock.withLock { slots[index] = .finished(result) }
  }
}

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
/// `cores - 1` worker threads take the jobs from the front, leaving a core to the thread
/// that produces them; once it has produced them all, ``results()`` takes the jobs that
/// no worker has started yet from the back. The latest job is held back until the next
/// one comes, so that a single job (a store with few widgets) never starts a thread.
///
/// The workers are threads of their own, not Dispatch queues: on Linux a queue's first
/// job often waited milliseconds for Dispatch to start a thread, past the whole read of
/// a thousand oshis.
final class OrderedJobs<Result: Sendable>: @unchecked Sendable {
  /// A job's state. Guarded by `condition`, as is everything below it.
  private enum Slot {
    case waiting(@Sendable () -> Result)
    case started
    case finished(Result)
  }

  private let condition = NSCondition()
  private var slots: [Slot] = []
  /// How many jobs, from the first, the workers may take: all but the one held back.
  private var offered = 0
  /// The next job a worker looks at.
  private var front = 0
  /// Whether every job has come.
  private var closed = false
  /// Whether the workers were started.
  private var started = false
  /// The cores to use, or nil for the machine's.
  private let cores: Int?

  init(cores: Int? = nil) {
    self.cores = cores
  }

  /// Adds a job; it runs on another core unless it is the last one.
  func add(_ job: @escaping @Sendable () -> Result) {
    condition.withLock {
      slots.append(.waiting(job))
      guard slots.count > 1 else { return }
      offered = slots.count - 1
      startWorkers()
      condition.broadcast()
    }
  }

  /// Starts the workers ahead of the next job, when more jobs are likely to come: a
  /// thread takes a while to start, which the caller may spend producing that job.
  func prepare() {
    condition.withLock { startWorkers() }
  }

  /// Every job's result, in order, once all have run; jobs not started yet run here.
  func results() -> [Result] {
    let count = condition.withLock {
      closed = true
      offered = slots.count
      condition.broadcast()
      return slots.count
    }
    // From the back: the workers take them from the front.
    for index in (0..<count).reversed() {
      guard let job = take(index) else { continue }
      finish(index, job())
    }
    return condition.withLock {
      var results: [Result] = []
      results.reserveCapacity(count)
      var index = 0
      while index < count {
        if case .finished(let result) = slots[index] {
          results.append(result)
          index += 1
        } else {
          condition.wait()
        }
      }
      return results
    }
  }

  /// Lets the workers go without running the jobs they have not started, when the
  /// results are no longer wanted (the input failed).
  func abandon() {
    condition.withLock {
      closed = true
      offered = front
      condition.broadcast()
    }
  }

  /// Starts the workers, once. Call it holding `condition`.
  private func startWorkers() {
    guard !started else { return }
    started = true
    for _ in 1..<max(2, cores ?? Parallel.coreCount) {
      let worker = Thread { self.work() }
      worker.name = "oshi.jobs"
      worker.start()
    }
  }

  /// A worker's loop: the offered jobs from the front, until every job has come and been
  /// taken.
  private func work() {
    while let (index, job) = nextOffered() {
      finish(index, job())
    }
  }

  /// The next offered job not started yet, marked started; nil once there will be none.
  private func nextOffered() -> (Int, @Sendable () -> Result)? {
    condition.withLock {
      while true {
        while front < offered {
          let index = front
          front += 1
          if case .waiting(let job) = slots[index] {
            slots[index] = .started
            return (index, job)
          }
        }
        if closed { return nil }
        condition.wait()
      }
    }
  }

  /// Job `index`, marked started, unless it has started elsewhere.
  private func take(_ index: Int) -> (@Sendable () -> Result)? {
    condition.withLock {
      guard case .waiting(let job) = slots[index] else { return nil }
      slots[index] = .started
      return job
    }
  }

  private func finish(_ index: Int, _ result: Result) {
    condition.withLock {
      slots[index] = .finished(result)
      condition.broadcast()
    }
  }
}

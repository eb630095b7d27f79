import Foundation
import OshiThreads

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
    of count: Int, minimumChunk: Int, _ body: @escaping @Sendable (Range<Int>) -> T
  ) -> [T] {
    let most = count / max(1, minimumChunk)
    guard most > 1, coreCount > 1 else { return [body(0..<count)] }
    // A few pieces per core, so that a core whose thread starts late takes fewer.
    let pieces = min(coreCount * 4, most)
    let jobs = OrderedJobs<T>()
    jobs.prepare()
    for piece in 0..<pieces {
      jobs.add { body(count * piece / pieces..<count * (piece + 1) / pieces) }
    }
    return jobs.results()
  }

  /// The machine's online cores, read once: from `sysconf`, as `ProcessInfo` costs half a
  /// million instructions to set up and `render --all` asks before opening the store.
  static let coreCount = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}

/// The threads that run jobs on the machine's other cores, one fewer than it has, started
/// once and kept for the rest of the process.
///
/// They are threads of their own, not Dispatch queues: on Linux a queue's first job often
/// waited milliseconds for Dispatch to start a thread, past the whole read of a thousand
/// oshis. Each starts on a core other than its creator's (`oshi_spawn_elsewhere`), and
/// a command that will have jobs starts them first, with ``start()``, so that their start
/// overlaps its own.
public final class Workers: @unchecked Sendable {
  /// The process's workers.
  public static let shared = Workers(count: Parallel.coreCount - 1)

  private let count: Int
  /// Guards everything below.
  private let condition = NSCondition()
  private var jobs: [@Sendable () -> Void] = []
  /// The next job to take.
  private var next = 0
  private var started = false
  private var stopping = false

  /// Workers of their own, for tests.
  init(count: Int) {
    self.count = max(0, count)
  }

  /// Starts the threads now, when jobs are likely to come: their start then overlaps the
  /// caller's own work.
  public func start() {
    condition.withLock { startThreads() }
  }

  /// Runs `job` on a worker; nothing, when there are none (one core).
  func submit(_ job: @escaping @Sendable () -> Void) {
    guard count > 0 else { return }
    condition.withLock {
      startThreads()
      jobs.append(job)
      condition.signal()
    }
  }

  /// Lets the threads end once the jobs submitted have run.
  func stop() {
    condition.withLock {
      stopping = true
      condition.broadcast()
    }
  }

  /// Call it holding `condition`.
  private func startThreads() {
    guard !started else { return }
    started = true
    for _ in 0..<count {
      let context = Unmanaged.passRetained(self).toOpaque()
      let status = oshi_spawn_elsewhere(
        { context in
          guard let context else { return }
          Unmanaged<Workers>.fromOpaque(context).takeRetainedValue().work()
        }, context)
      // Without its threads the caller runs every job itself (OrderedJobs.results()).
      if status != 0 { Unmanaged<Workers>.fromOpaque(context).release() }
    }
  }

  private func work() {
    while let job = take() { job() }
  }

  /// The next job, once there is one; nil when stopping with none left.
  ///
  /// A worker looks again and again for a while before it sleeps: on a virtual machine,
  /// a sleeping thread's idle core took up to 3 ms to wake for the next job, about as
  /// long as reading a thousand oshis takes.
  private func take() -> (@Sendable () -> Void)? {
    let deadline = Workers.now() + Workers.lookingNanoseconds
    repeat {
      let (job, done) = condition.withLock { (nextJob(), stopping && next == jobs.count) }
      if let job { return job }
      if done { return nil }
    } while Workers.now() < deadline
    return condition.withLock {
      while next == jobs.count {
        if stopping { return nil }
        condition.wait()
      }
      return nextJob()
    }
  }

  /// How long a worker looks for jobs before it sleeps.
  static let lookingNanoseconds: UInt64 = 3_000_000

  /// The next job, taken; nil when there is none. Call it holding `condition`.
  private func nextJob() -> (@Sendable () -> Void)? {
    guard next < jobs.count else { return nil }
    let job = jobs[next]
    next += 1
    if next == jobs.count {
      jobs.removeAll(keepingCapacity: true)
      next = 0
    }
    return job
  }

  /// The monotonic clock, in nanoseconds.
  private static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}

/// Jobs handed in one by one while their input is still being produced, such as runs of
/// widgets while the store is read, and run on the other cores as they come. Their
/// results are kept in the order the jobs came.
///
/// The ``Workers`` take the jobs from the front, leaving a core to the thread that
/// produces them; once it has produced them all, ``results()`` takes the jobs that no
/// worker has started yet from the back. The latest job is held back until the next one
/// comes, so that a single job (a store with few widgets) never starts a thread.
final class OrderedJobs<Result: Sendable>: @unchecked Sendable {
  /// A job's state. Guarded by `condition`, as is `abandoned`.
  private enum Slot {
    case waiting(@Sendable () -> Result)
    case started
    case finished(Result)
  }

  private let condition = NSCondition()
  private var slots: [Slot] = []
  /// Whether the results are no longer wanted.
  private var abandoned = false
  private let workers: Workers
  /// Whether the workers are this object's own, to stop when it is done.
  private let ownWorkers: Bool

  /// Jobs run by the process's workers, or by `cores - 1` workers of their own.
  init(cores: Int? = nil) {
    workers = cores.map { Workers(count: $0 - 1) } ?? .shared
    ownWorkers = cores != nil
  }

  /// Adds a job; it runs on another core unless it is the last one.
  func add(_ job: @escaping @Sendable () -> Result) {
    let previous: Int? = condition.withLock {
      slots.append(.waiting(job))
      return slots.count > 1 ? slots.count - 2 : nil
    }
    if let previous {
      workers.submit { self.run(previous) }
    }
  }

  /// Starts the workers ahead of the next job, when more jobs are likely to come.
  func prepare() {
    workers.start()
  }

  /// Lets the jobs no worker has started go unrun, when the results are no longer
  /// wanted (the input failed).
  func abandon() {
    condition.withLock { abandoned = true }
    if ownWorkers { workers.stop() }
  }

  /// Every job's result, in order, once all have run; jobs not started yet run here.
  func results() -> [Result] {
    let count = condition.withLock { slots.count }
    // From the back: the workers take them from the front.
    for index in (0..<count).reversed() { run(index) }
    defer { if ownWorkers { workers.stop() } }
    return condition.withLock {
      var results: [Result] = []
      results.reserveCapacity(count)
      while results.count < count {
        if case .finished(let result) = slots[results.count] {
          results.append(result)
        } else {
          condition.wait()
        }
      }
      return results
    }
  }

  /// Runs job `index` unless it has started elsewhere or was abandoned.
  private func run(_ index: Int) {
    let job: (@Sendable () -> Result)? = condition.withLock {
      guard !abandoned, case .waiting(let job) = slots[index] else { return nil }
      slots[index] = .started
      return job
    }
    guard let job else { return }
    let result = job()
    condition.withLock {
      slots[index] = .finished(result)
      condition.broadcast()
    }
  }
}

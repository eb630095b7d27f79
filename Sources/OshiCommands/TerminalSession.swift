import Foundation
import OshiApp

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal as `oshi customize` takes it over: raw mode (keys one by one, no echo,
/// Ctrl-C a key), the alternate screen and the cursor hidden, all given back on every
/// way out: a return, a thrown error, SIGTERM, SIGHUP, SIGINT or SIGQUIT from outside.
///
/// Only termios and the escape sequences every terminal since xterm reads: no terminal
/// library is needed for one screen of lines.
final class TerminalSession {
  /// The mode to give back, and whether it is taken: read by the signal handlers, which
  /// may touch nothing else.
  ///
  /// On the heap, a whole `termios` long: the address sanitizer took a Swift variable of
  /// the type for 57 bytes, where `tcgetattr` writes 60.
  nonisolated(unsafe) private static let saved = termiosBuffer()
  nonisolated(unsafe) private static var isTaken: sig_atomic_t = 0
  /// The pipe a resize (SIGWINCH) writes a byte to, to wake the wait for keys.
  nonisolated(unsafe) private static var wake: (read: Int32, write: Int32) = (-1, -1)

  private static let enter = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J".utf8)
  private static let leave = Array("\u{1B}[?25h\u{1B}[?1049l".utf8)
  private static let ended: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

  private var decoder = KeyDecoder()

  /// Whether standard input and output are a terminal that draws (not `TERM=dumb`).
  static var isUsable: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
      && ProcessInfo.processInfo.environment["TERM"] != "dumb"
  }

  /// A `termios` of its own on the heap, never freed (one or two a run).
  private static func termiosBuffer() -> UnsafeMutablePointer<termios> {
    let buffer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    buffer.initialize(to: termios())
    return buffer
  }

  /// Takes the terminal over; nil when its mode cannot be read.
  init?() {
    guard tcgetattr(STDIN_FILENO, Self.saved) == 0 else { return nil }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    Self.wake = (ends[0], ends[1])
    let raw = Self.termiosBuffer()
    defer { raw.deallocate() }
    _ = tcgetattr(STDIN_FILENO, raw)
    raw.pointee.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.pointee.c_oflag &= ~tcflag_t(OPOST)
    raw.pointee.c_cflag |= tcflag_t(CS8)
    raw.pointee.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.pointee.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    for number in Self.ended { Self.handle(number, with: Self.end) }
    Self.handle(SIGWINCH, with: Self.resized)
    // A parent that blocked them (a test runner, a service manager) passes the mask on:
    // these signals must arrive.
    var signals = sigset_t()
    sigemptyset(&signals)
    for number in Self.ended + [SIGWINCH] { sigaddset(&signals, number) }
    sigprocmask(SIG_UNBLOCK, &signals, nil)
    Self.isTaken = 1
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, raw)
    Self.send(Self.enter)
  }

  /// Gives the terminal back as it was.
  func giveBack() {
    Self.restore()
    for number in Self.ended + [SIGWINCH] { signal(number, SIG_DFL) }
    for end in [Self.wake.read, Self.wake.write] { close(end) }
  }

  /// The terminal's size in cells: columns and rows.
  var size: (width: Int, height: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return (80, 24) }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Draws `lines` from the top left corner, each cleared to its end, in one write.
  func draw(_ lines: [String]) {
    var output = "\u{1B}[H"
    for (index, line) in lines.enumerated() {
      output += line + "\u{1B}[K"
      if index < lines.count - 1 { output += "\r\n" }
    }
    output += "\u{1B}[J"
    Self.send(Array(output.utf8))
  }

  /// What happened while waiting.
  enum Event {
    case keys([Key])
    case resized
    /// The terminal is gone (its end of the line hung up).
    case closed
  }

  /// Waits for keys or a resize.
  func next() -> Event {
    while true {
      var fds = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: Self.wake.read, events: Int16(POLLIN), revents: 0),
      ]
      // A lone ESC is the Escape key when nothing follows within 30 ms.
      let ready = poll(&fds, 2, decoder.isWaiting ? 30 : -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return .closed
      }
      if ready == 0 { return .keys(decoder.flush()) }
      if fds[1].revents != 0 {
        var drained = [UInt8](repeating: 0, count: 64)
        while read(Self.wake.read, &drained, drained.count) > 0 {}
        return .resized
      }
      var bytes = [UInt8](repeating: 0, count: 4096)
      let count = read(STDIN_FILENO, &bytes, bytes.count)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { return .closed }
      let keys = decoder.feed(bytes[0..<count])
      if !keys.isEmpty { return .keys(keys) }
    }
  }

  // MARK: - What a signal handler may do

  private static func handle(_ number: Int32, with handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = handler
    #else
    action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    sigaction(number, &action, nil)
  }

  /// Gives the terminal back and ends as the signal would have: write and tcsetattr
  /// are safe in a handler.
  private static let end: @convention(c) (Int32) -> Void = { number in
    TerminalSession.restore()
    signal(number, SIG_DFL)
    raise(number)
  }

  private static let resized: @convention(c) (Int32) -> Void = { _ in
    var byte: UInt8 = 1
    _ = write(TerminalSession.wake.write, &byte, 1)
  }

  private static func restore() {
    guard isTaken == 1 else { return }
    isTaken = 0
    send(leave)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, saved)
  }

  /// Writes all of `bytes` to standard output.
  private static func send(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      guard let start = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = write(STDOUT_FILENO, start + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }
}

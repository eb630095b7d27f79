// oshi-card notify-send (installed as oshi-notify-send too, a link to oshi-card, which
// reads its own name): sends one desktop notification through the session bus, with sd-bus
// (libsystemd), and prints the id the notification server gave it.
//
//   oshi-notify-send --summary S [--body B] [--category C] [--icon I] [--app-name oshi]
//   oshi-card notify-send --summary S …     the same
//
// `oshi notify` runs it for each notification, so that neither libsystemd nor a bus
// connection is ever part of `oshi` itself, which status bars start every few seconds.
// It was a binary of its own until issue 60: 99.8% of it was a second copy of Swift's
// runtime and standard library, 6.7 MB of the package (docs/perf-history.md#one-helper).
// Exit 69 (EX_UNAVAILABLE) with one `error:` line when no notification can be sent: no
// session bus (cron), or no notification server on it.

import OshiCommandWords

#if os(Linux)
import CSDBus
import Glibc
import OshiWords

/// One notification sent, as `oshi-notify-send`.
enum NotifySend {
  /// Writes `text` to standard error.
  static func standardError(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
  }

  /// Stops with exit 69: one `error:` line in English, then the same in Japanese on an
  /// `error-ja:` line, which `oshi` prints under `--lang ja`.
  static func fail(_ said: Said) -> Never {
    standardError("error: \(said.en)\nerror-ja: \(said.ja)\n")
    exit(69)
  }

  static func usage(_ said: Said) -> Never {
    standardError(
      "error: \(said.en)\nerror-ja: \(said.ja)\nusage: oshi-notify-send --summary S [--body B] [--category C] [--icon I] [--app-name NAME]\n"
    )
    exit(64)
  }

  /// Stops with exit 69 when an sd-bus call returned an error (a negative errno); `what`
  /// says what was being done.
  static func check(_ result: Int32, _ what: Said) {
    guard result < 0 else { return }
    fail(Words.NotifySend.failed(what, reason: String(cString: strerror(-result))))
  }

  /// The options given: the summary, and the others by name.
  static func readOptions(_ arguments: [String]) -> (summary: String, options: [String: String]) {
    var options = ["--app-name": "oshi", "--body": "", "--category": "", "--icon": ""]
    var summary: String?
    var arguments = arguments[...]
    while let name = arguments.popFirst() {
      guard let value = arguments.popFirst() else {
        usage(Words.NotifySend.noValue(name))
      }
      if name == "--summary" {
        summary = value
      } else if options[name] != nil {
        options[name] = value
      } else {
        usage(Words.NotifySend.unknownOption(name))
      }
    }
    guard let summary else { usage(Words.NotifySend.noSummary) }
    return (summary, options)
  }

  /// A method call being written, value by value, in sd-bus's signature letters.
  struct Call {
    let message: OpaquePointer?

    func append(_ text: String) {
      check(
        text.withCString { sd_bus_message_append_basic(message, CChar(UInt8(ascii: "s")), $0) },
        Words.NotifySend.cannotWriteCall)
    }

    func append<Value: BitwiseCopyable>(_ type: Character, _ value: Value) {
      var value = value
      check(
        sd_bus_message_append_basic(message, CChar(type.asciiValue ?? 0), &value),
        Words.NotifySend.cannotWriteCall)
    }

    func open(_ type: Character, _ contents: String) {
      check(
        contents.withCString {
          sd_bus_message_open_container(message, CChar(type.asciiValue ?? 0), $0)
        }, Words.NotifySend.cannotWriteCall)
    }

    func close() {
      check(sd_bus_message_close_container(message), Words.NotifySend.cannotWriteCall)
    }

    /// A hint of the call's `a{sv}`: its name, and its value of type `type`.
    func hint(_ name: String, _ type: String, _ value: () -> Void) {
      open("e", "sv")
      append(name)
      open("v", type)
      value()
      close()
      close()
    }
  }

  /// Writes the notification into `message`: Notify(app_name s, replaces_id u, app_icon s,
  /// summary s, body s, actions as, hints a{sv}, expire_timeout i), as the Desktop
  /// Notifications Specification 1.2 has it.
  static func writeNotify(_ call: Call, summary: String, options: [String: String]) {
    call.append(options["--app-name"] ?? "oshi")
    call.append("u", UInt32(0))
    call.append(options["--icon"] ?? "")
    call.append(summary)
    call.append(options["--body"] ?? "")
    call.open("a", "s")
    call.close()
    call.open("a", "{sv}")
    if let category = options["--category"], !category.isEmpty {
      call.hint("category", "s") { call.append(category) }
    }
    // Urgency 1, normal.
    call.hint("urgency", "y") { call.append("y", UInt8(1)) }
    call.close()
    call.append("i", Int32(-1))
  }

  /// Reads the options in `arguments`, sends the notification, prints its id and ends
  /// the process.
  static func send(_ arguments: [String]) -> Never {
    let (summary, options) = readOptions(arguments)
    var bus: OpaquePointer?
    let opened = sd_bus_open_user(&bus)
    if opened < 0 {
      let reason = String(cString: strerror(-opened))
      fail(Words.NotifySend.noSessionBus(reason, user: getuid()))
    }

    var message: OpaquePointer?
    check(
      sd_bus_message_new_method_call(
        bus, &message, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
        "org.freedesktop.Notifications", "Notify"), Words.NotifySend.cannotMakeCall)
    writeNotify(Call(message: message), summary: summary, options: options)

    var error = sd_bus_error(name: nil, message: nil, _need_free: 0)
    var reply: OpaquePointer?
    // Ten seconds for the server to answer.
    let called = sd_bus_call(bus, message, 10_000_000, &error, &reply)
    sd_bus_message_unref(message)
    if called < 0 {
      let reason = error.message.map { String(cString: $0) } ?? String(cString: strerror(-called))
      sd_bus_error_free(&error)
      fail(Words.NotifySend.noServer(reason))
    }
    var id: UInt32 = 0
    check(
      sd_bus_message_read_basic(reply, CChar(UInt8(ascii: "u")), &id),
      Words.NotifySend.cannotReadAnswer)
    sd_bus_message_unref(reply)
    sd_bus_flush_close_unref(bus)
    print(id)
    exit(0)
  }
}
#else
/// macOS: oshi notify delivers through osascript and never runs this.
enum NotifySend {
  static func send(_ arguments: [String]) -> Never {
    print(
      "error: oshi-notify-send is for Linux's session bus; on macOS, oshi notify uses osascript")
    exit(69)
  }
}
#endif

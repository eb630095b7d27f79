import OshiCommandWords

// oshi-notify-send: sends one desktop notification through the session bus, with
// sd-bus (libsystemd), and prints the id the notification server gave it.
//
//   oshi-notify-send --summary S [--body B] [--category C] [--icon I] [--app-name oshi]
//
// `oshi notify` runs it for each notification, so that neither libsystemd nor a bus
// connection is ever part of `oshi` itself, which status bars start every few seconds.
// Exit 69 (EX_UNAVAILABLE) with one `error:` line when no notification can be sent: no
// session bus (cron), or no notification server on it.

#if os(Linux)
import CSDBus
import Glibc
import OshiWords

/// Writes `text` to standard error.
func standardError(_ text: String) {
  var text = text
  text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// Stops with exit 69: one `error:` line in English, then the same in Japanese on an
/// `error-ja:` line, which `oshi` prints under `--lang ja`.
func fail(_ said: Said) -> Never {
  standardError("error: \(said.en)\nerror-ja: \(said.ja)\n")
  exit(69)
}

func usage(_ said: Said) -> Never {
  standardError(
    "error: \(said.en)\nerror-ja: \(said.ja)\nusage: oshi-notify-send --summary S [--body B] [--category C] [--icon I] [--app-name NAME]\n"
  )
  exit(64)
}

/// Stops with exit 69 when an sd-bus call returned an error (a negative errno); `what`
/// says what was being done.
func check(_ result: Int32, _ what: Said) {
  guard result < 0 else { return }
  fail(Words.NotifySend.failed(what, reason: String(cString: strerror(-result))))
}

/// Reads the options, sends the notification, and prints its id.
func send() {
  var options = ["--app-name": "oshi", "--body": "", "--category": "", "--icon": ""]
  var summary: String?
  var arguments = CommandLine.arguments.dropFirst()
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

  var bus: OpaquePointer?
  let opened = sd_bus_open_user(&bus)
  if opened < 0 {
    let reason = String(cString: strerror(-opened))
    fail(Words.NotifySend.noSessionBus(reason, user: getuid()))
  }
  defer { sd_bus_flush_close_unref(bus) }

  var message: OpaquePointer?
  check(
    sd_bus_message_new_method_call(
      bus, &message, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
      "org.freedesktop.Notifications", "Notify"), Words.NotifySend.cannotMakeCall)

  func appendString(_ text: String) {
    check(
      text.withCString { sd_bus_message_append_basic(message, CChar(UInt8(ascii: "s")), $0) },
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

  // Notify(app_name s, replaces_id u, app_icon s, summary s, body s, actions as,
  // hints a{sv}, expire_timeout i), as the Desktop Notifications Specification 1.2 has it.
  appendString(options["--app-name"] ?? "oshi")
  var replaces: UInt32 = 0
  check(
    sd_bus_message_append_basic(message, CChar(UInt8(ascii: "u")), &replaces),
    Words.NotifySend.cannotWriteCall)
  appendString(options["--icon"] ?? "")
  appendString(summary)
  appendString(options["--body"] ?? "")
  open("a", "s")
  close()
  open("a", "{sv}")
  if let category = options["--category"], !category.isEmpty {
    open("e", "sv")
    appendString("category")
    open("v", "s")
    appendString(category)
    close()
    close()
  }
  // Urgency 1, normal.
  open("e", "sv")
  appendString("urgency")
  open("v", "y")
  var urgency: UInt8 = 1
  check(
    sd_bus_message_append_basic(message, CChar(UInt8(ascii: "y")), &urgency),
    Words.NotifySend.cannotWriteCall)
  close()
  close()
  close()
  var timeout: Int32 = -1
  check(
    sd_bus_message_append_basic(message, CChar(UInt8(ascii: "i")), &timeout),
    Words.NotifySend.cannotWriteCall)

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
  print(id)
}

send()
#else
// macOS: oshi notify delivers through osascript and never runs this.
print("error: oshi-notify-send is for Linux's session bus; on macOS, oshi notify uses osascript")
exit(69)
#endif

import Foundation

/// The outside programs some tests read oshi's output with, and whether a test that needs
/// one runs here.
///
/// A test that needs a program is gated with `.enabled(if: Programs.runs(…))`, so that
/// Swift Testing reports it as skipped where the program is missing. CI sets
/// OSHI_REQUIRE_CONSUMERS=1 and installs every program: there a gated test always runs,
/// and a missing program fails it.
enum Programs {
  /// Whether CI requires every program, so that none is skipped.
  static let required = ProcessInfo.processInfo.environment["OSHI_REQUIRE_CONSUMERS"] == "1"

  /// Whether a test that needs `available` runs: where it is, and always in CI.
  static func runs(_ available: Bool) -> Bool { available || required }

  /// Whether `program` is in /usr/bin or /bin, the PATH the harness gives.
  static func has(_ program: String) -> Bool {
    ["/usr/bin", "/bin"].contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(program)")
    }
  }

  /// Whether Debian's python3 has Pango's markup parser (python3-gi, gir1.2-pango-1.0),
  /// which hyprlock and GNOME's Executor use.
  static let pango = python(
    "import gi; gi.require_version('Pango', '1.0'); from gi.repository import Pango",
    interpreter: "/usr/bin/python3")

  /// Whether Debian's python3 has Qt's rich-text guess (python3-pyqt5), which KDE's
  /// Command Output follows.
  static let qt = python("import PyQt5.QtGui", interpreter: "/usr/bin/python3")

  /// Whether Debian's python3 imports Pillow (python3-pil), which reads the cards.
  static let pillow = python("import PIL", interpreter: "/usr/bin/python3")

  /// Whether `interpreter` (the first python3 on the tests' own PATH unless named) runs
  /// `code` without an error: the interpreter the test then runs.
  static func python(_ code: String, interpreter: String = "python3") -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [interpreter, "-c", code]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}

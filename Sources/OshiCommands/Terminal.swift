import Foundation
import OshiRuntime

/// What the terminal on standard output can take.
enum Terminal {
  /// Colour only on a terminal, never when NO_COLOR is set or TERM is dumb.
  static var wantsColour: Bool {
    let environment = processEnvironment()
    if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
    if environment["TERM"] == "dumb" { return false }
    return isatty(STDOUT_FILENO) == 1
  }
}

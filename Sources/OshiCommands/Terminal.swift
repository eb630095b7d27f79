import Foundation
import OshiRender
import OshiRuntime

/// What the terminal on standard output can take.
enum Terminal {
  /// Whether `choice` colours what is printed: `auto` only on a terminal, never when
  /// NO_COLOR is set or TERM is dumb.
  static func colours(_ choice: ColorChoice) -> Bool {
    choice.colours(environment: processEnvironment()) { isatty(STDOUT_FILENO) == 1 }
  }
}

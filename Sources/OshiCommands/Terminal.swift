import Foundation
import OshiRender
import OshiRuntime
import OshiWidgets

/// What the terminal on standard output can take.
enum Terminal {
  /// Whether `choice` colours what is printed: `auto` only on a terminal, never when
  /// NO_COLOR is set or TERM is dumb.
  static func colours(_ choice: ColorChoice) -> Bool {
    choice.colours(environment: processEnvironment()) { isatty(STDOUT_FILENO) == 1 }
  }

  /// The colours it takes: 24-bit where COLORTERM says so, else the nearest of 256.
  static var depth: ColorDepth { ColorDepth(colorTerm: processEnvironment()["COLORTERM"]) }
}

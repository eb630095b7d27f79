import OshiCore

/// The colours a terminal takes: 24-bit when `COLORTERM` says so (truecolor, 24bit), else
/// the 256 that every colour terminal of today draws.
public enum ColorDepth: Sendable, Equatable {
  /// `38;2;R;G;B`.
  case trueColor
  /// `38;5;N`, the nearest of xterm's 256.
  case palette256

  /// The depth `COLORTERM` names.
  public init(colorTerm: String?) {
    self = colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256
  }

  /// The escape that sets the foreground to `color`.
  public func foreground(_ color: OshiColor) -> String {
    switch self {
    case .trueColor: "\u{1B}[38;2;\(color.red);\(color.green);\(color.blue)m"
    case .palette256: "\u{1B}[38;5;\(color.xterm256)m"
    }
  }

  /// The escape that sets the background to `color`.
  public func background(_ color: OshiColor) -> String {
    switch self {
    case .trueColor: "\u{1B}[48;2;\(color.red);\(color.green);\(color.blue)m"
    case .palette256: "\u{1B}[48;5;\(color.xterm256)m"
    }
  }
}

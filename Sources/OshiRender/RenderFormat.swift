import OshiCore
import OshiRuntime
import OshiWidgets
import OshiWords

/// The formats of `render --format`: plain text, JSON Lines, and every status-bar format.
public enum RenderFormat: Hashable, Sendable, CaseIterable, RawRepresentable {
  /// The lines of each widget.
  case text
  /// One JSON object per widget and family, one per line.
  case json
  /// A status bar's or menu bar's own format.
  case status(StatusFormat)

  /// Parses a format name.
  public init?(rawValue: String) {
    switch rawValue {
    case "text": self = .text
    case "json": self = .json
    default:
      guard let format = StatusFormat(rawValue: rawValue) else { return nil }
      self = .status(format)
    }
  }

  /// The format's name, as `--format` takes it.
  public var rawValue: String {
    switch self {
    case .text: "text"
    case .json: "json"
    case .status(let format): format.rawValue
    }
  }

  /// Every format, text and JSON first.
  public static var allCases: [RenderFormat] {
    [.text, .json] + StatusFormat.allCases.map(RenderFormat.status)
  }
}

/// What `render --family` takes: one family, or all three.
public enum FamilySelection: String, Hashable, Sendable, CaseIterable {
  /// Only circular.
  case circular
  /// Only rectangular.
  case rectangular
  /// Only inline.
  case inline
  /// All three, in that order.
  case all

  /// The families selected, in order.
  public var families: [Family] {
    switch self {
    case .circular: [.circular]
    case .rectangular: [.rectangular]
    case .inline: [.inline]
    case .all: Family.allCases
    }
  }
}

/// `--color`: whether text for a terminal carries each oshi's colour.
public enum ColorChoice: String, Hashable, Sendable, CaseIterable {
  /// Only when standard output is a terminal, `NO_COLOR` is unset or empty, and `TERM`
  /// is not `dumb` (the default).
  case auto
  /// Always, even through a pipe and with `NO_COLOR` set: no-color.org lets a
  /// command-line option override it.
  case always
  /// Never.
  case never

  /// Whether to colour, in `environment`, with standard output as `isTerminal` says.
  public func colours(environment: [String: String], isTerminal: () -> Bool) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto:
      (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb" && isTerminal()
    }
  }
}

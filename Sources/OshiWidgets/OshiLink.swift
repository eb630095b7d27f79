import OshiCore

/// An `oshi://` link: what a click on a bar, a menu line or a desktop widget asks for.
///
/// A link names slots, oshis and widgets by their ids alone (lowercase ASCII letters,
/// digits and `-`), so no name, label or symbol ever reaches a command line or a URL.
/// `oshi open` reads a link; `integrate`, the menus and `render --format json` write them.
///
/// ```
/// oshi://slot/NAME/next            the slot's next widget
/// oshi://slot/NAME/previous        the slot's previous widget
/// oshi://slot/NAME/show/WIDGET     the slot shows WIDGET
/// oshi://slot/NAME/occasion        the next occasion of the widget the slot shows
/// oshi://oshi/SLUG/timeline        the oshi's timeline
/// oshi://widget/ID/occasion        the widget's next occasion
/// ```
public enum OshiLink: Hashable, Sendable {
  /// Something done to a slot.
  case slot(String, SlotAction)
  /// An oshi's timeline.
  case timeline(oshi: String)
  /// A widget's next occasion.
  case occasion(widget: String)

  /// What a slot link does.
  public enum SlotAction: Hashable, Sendable {
    /// One widget on, as `slot next`.
    case next
    /// One widget back, as `slot next --previous`.
    case previous
    /// The slot shows the widget.
    case show(String)
    /// The next occasion of the widget the slot shows now.
    case occasion
  }

  /// The link's text.
  public var url: String {
    switch self {
    case .slot(let name, .next): "oshi://slot/\(name)/next"
    case .slot(let name, .previous): "oshi://slot/\(name)/previous"
    case .slot(let name, .show(let widget)): "oshi://slot/\(name)/show/\(widget)"
    case .slot(let name, .occasion): "oshi://slot/\(name)/occasion"
    case .timeline(let oshi): "oshi://oshi/\(oshi)/timeline"
    case .occasion(let widget): "oshi://widget/\(widget)/occasion"
    }
  }

  /// The link `text` spells, or nil when it is not one of oshi's.
  ///
  /// The scheme is read in any case, as RFC 3986 says; `oshi:/slot/…` and a trailing `/`
  /// are taken too (a desktop may hand either over). Each id may be percent-encoded, and
  /// must then be an id: a query, a fragment, a user or port, an empty or extra piece, or
  /// any other character is refused.
  public init?(url text: String) {
    guard let colon = text.firstIndex(of: ":"),
      text[..<colon].utf8.map({ $0 | 0x20 }) == Array("oshi".utf8)
    else { return nil }
    var rest = text[text.index(after: colon)...]
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
    } else if rest.hasPrefix("/") {
      rest = rest.dropFirst()
    }
    if rest.hasSuffix("/") { rest = rest.dropLast() }
    var pieces: [String] = []
    for piece in rest.split(separator: "/", omittingEmptySubsequences: false) {
      guard let decoded = OshiLink.percentDecoded(piece) else { return nil }
      pieces.append(decoded)
    }
    guard pieces.count >= 3, OshiLink.isID(pieces[1]) else { return nil }
    let id = pieces[1]
    switch (pieces[0], pieces[2], pieces.count) {
    case ("slot", "next", 3): self = .slot(id, .next)
    case ("slot", "previous", 3): self = .slot(id, .previous)
    case ("slot", "occasion", 3): self = .slot(id, .occasion)
    case ("slot", "show", 4) where OshiLink.isID(pieces[3]): self = .slot(id, .show(pieces[3]))
    case ("oshi", "timeline", 3): self = .timeline(oshi: id)
    case ("widget", "occasion", 3): self = .occasion(widget: id)
    default: return nil
    }
  }

  /// Whether `text` can be an id in a link: 1 to 48 lowercase ASCII letters, digits and
  /// `-`, not at either end, as oshi's slugs, widget ids and slot names are.
  public static func isID(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { isID($0) }
  }

  /// ``isID(_:)`` of UTF-8 bytes, for a writer that has them at hand.
  public static func isID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard (1...48).contains(bytes.count), bytes[0] != UInt8(ascii: "-"),
      bytes[bytes.count - 1] != UInt8(ascii: "-")
    else { return false }
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"):
        continue
      default:
        return false
      }
    }
    return true
  }

  /// `piece` with its `%XX` escapes decoded; nil for a malformed escape or a byte
  /// outside ASCII, which no id holds.
  static func percentDecoded(_ piece: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = piece.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(OshiColor.hexValue),
        let low = iterator.next().flatMap(OshiColor.hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}

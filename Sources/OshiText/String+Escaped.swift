extension String {
  /// The text with each character for which `escape` gives a replacement replaced by it,
  /// and the others kept: the one loop of every format's escaping (Pango markup, RFC
  /// 5545 TEXT, …), whose own part is the table of replacements.
  public func escaped(_ escape: (Character) -> String?) -> String {
    var output = ""
    for character in self {
      if let replacement = escape(character) {
        output += replacement
      } else {
        output.append(character)
      }
    }
    return output
  }
}

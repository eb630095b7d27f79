extension String {
  /// The text without the spaces around it, as settings and typed lists are read.
  package var trimmingSpaces: String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    return String(text)
  }
}

extension StringProtocol {
  /// Terminal cells this text occupies.
  public var cellWidth: Int { CellWidth.of(self) }
}

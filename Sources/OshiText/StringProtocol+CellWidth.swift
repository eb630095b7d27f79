extension StringProtocol {
  /// Terminal cells this text occupies.
  public var cellWidth: Int { CellWidth.of(self) }
}

extension String {
  /// Terminal cells this text occupies.
  public var cellWidth: Int { CellWidth.of(self) }
}

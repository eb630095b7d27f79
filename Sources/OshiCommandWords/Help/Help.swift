import OshiWords

extension Words {
  /// The help of every command, option and argument, by command (`Words.Help.Card`), and
  /// of the options several commands share (`Words.Help.DisplayOptions`).
  ///
  /// A command's area has its `abstract`, its `discussion` where it has one, and one key
  /// per option, flag or argument, named as the command's property is.
  public enum Help {}
}

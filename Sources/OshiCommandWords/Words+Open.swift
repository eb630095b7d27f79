import OshiWords

extension Words {
  /// `oshi open`: the clicks of bars and menus, and `oshi://` links.
  public enum Open {
    /// A link that is not one of oshi's.
    public static func notALink(_ text: String) -> Said {
      Said(
        "'\(text)' is not an oshi link; oshi open takes oshi://slot/NAME/next, oshi://slot/NAME/previous, oshi://slot/NAME/show/WIDGET, oshi://slot/NAME/occasion, oshi://oshi/SLUG/timeline and oshi://widget/ID/occasion",
        ja:
          "'\(text)' は oshi のリンクではありません。oshi open に渡せるのは oshi://slot/NAME/next、oshi://slot/NAME/previous、oshi://slot/NAME/show/WIDGET、oshi://slot/NAME/occasion、oshi://oshi/SLUG/timeline、oshi://widget/ID/occasion です"
      )
    }
    /// The notification of a widget whose days are all behind it.
    public static func noOccasion(_ name: String) -> Said {
      Said("\(name): no day ahead", ja: "\(name)にこの先の記念日はありません")
    }
    /// The title of a timeline shown as a notification.
    public static func timeline(_ name: String) -> Said {
      Said("\(name)'s timeline", ja: "\(name)の推し年表")
    }
    /// The terminal of the `terminal` setting is not there.
    public static func noTerminal(_ program: String) -> Said {
      Said(
        "cannot start the terminal '\(program)' (the terminal setting); install it, or change the setting with oshi config set terminal",
        ja:
          "端末 '\(program)'(設定 terminal)を起動できません。インストールするか、oshi config set terminal で設定を変えてください"
      )
    }
  }
}

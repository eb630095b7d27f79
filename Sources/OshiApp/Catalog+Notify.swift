import OshiCore
import OshiRender
import OshiStore
import OshiStoreCore

extension Catalog {
  /// `--notify on|off` on an oshi: whether `oshi notify` sends its occasions.
  public func setNotify(oshi slug: String, _ on: Bool) throws(OshiError) {
    guard let id = try store.contents().oshi(slug: slug)?.id else {
      throw Lookup.unknownOshi(slug)
    }
    try store.change { store in try store.setQuiet(oshi: id, !on) }
  }

  /// `--notify on|off` on a widget.
  public func setNotify(widget id: String, _ on: Bool) throws(OshiError) {
    guard try store.contents().widget(id: id) != nil else { throw Lookup.unknownWidget(id) }
    try store.change { store in try store.setQuiet(widget: id, !on) }
  }
}

import OshiCore
import OshiRender
import OshiRuntime
import OshiStoreCore
import OshiWidgets
import OshiWords

/// A use case that draws the store's widgets through a ``Renderer`` (`show`, cards, the
/// calendar), reading its store, day, language and 和暦 from it.
protocol DrawsWidgets {
  /// What draws the widgets: the store, the day, the language.
  var renderer: Renderer { get }
}

extension DrawsWidgets {
  var store: Store { renderer.store }
  var today: LocalDate { renderer.today }
  var language: Language { renderer.language }
  var era: Bool { renderer.era }

  func render(_ request: RenderRequest) throws(OshiError) -> [RenderedWidget] {
    try renderer.render(request)
  }
}

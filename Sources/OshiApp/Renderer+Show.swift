import OshiCore
import OshiStore
import OshiText
import OshiWidgets

extension Renderer {
  /// `oshi show`: every widget in every family, framed.
  public func show(redact: Bool = false, colour: Bool = false) throws(OshiError) -> String {
    let rendered = try render(RenderRequest(families: Family.allCases, redact: redact))
    if rendered.isEmpty {
      return language == .ja
        ? "ウィジェットはまだありません。oshi add 名前 --birthday 1999-03-15 で追加できます。\n"
        : "No widgets yet. Add an oshi with: oshi add NAME --birthday 1999-03-15\n"
    }
    var output = ""
    var index = 0
    while index + 2 < rendered.count {
      let face = rendered[index].face
      let who = face.name ?? (language == .ja ? "(非公開)" : "(private)")
      // A graduation's or a hiatus's own widget says so already.
      let status =
        face.kind == .graduation || face.kind == .hiatus
        ? "" : face.status.word(isGroup: face.isGroup, in: language).map { " · \($0)" } ?? ""
      let heading =
        "\(face.id)  \(who) · \(face.kind.name(in: language)) · \(Context.display(face.occasion.date, era: era, language: language))\(status)"
      if !output.isEmpty { output += "\n" }
      output += Preview.card(
        heading: heading, circular: rendered[index].lines, rectangular: rendered[index + 1].lines,
        inline: rendered[index + 2].lines, colour: colour)
      index += 3
    }
    return output
  }
}

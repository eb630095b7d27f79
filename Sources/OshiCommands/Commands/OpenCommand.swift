import ArgumentParser
import Foundation
import OshiApp
import OshiCommandWords
import OshiRuntime
import OshiText
import OshiWidgets
import OshiWords

/// `oshi open`.
struct OpenCommand: ParsableCommand {
  static let configuration = CommandConfiguration.oshi(
    "open", Words.Help.Open.abstract, Words.Help.Open.discussion)

  @Argument(help: .localized(Words.Help.Open.url))
  var url: String

  @Flag(help: .localized(Words.Help.Open.print))
  var print = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    // Refused before the store is opened: a link from a web page changes nothing.
    guard let link = OshiLink(url: url) else {
      throw OshiError.usage(Words.Open.notALink(Sanitizer.clean(url)))
    }
    let context = try global.context(use: .reads)
    let opener = LinkOpener(context, binary: oshiBinaryPath())
    emit(try opener.open(link, shown: print || isatty(STDOUT_FILENO) == 1 ? .print : .desktop))
  }
}

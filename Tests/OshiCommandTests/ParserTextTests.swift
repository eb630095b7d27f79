import ArgumentParser
import Testing

@testable import OshiCommands

/// Each of swift-argument-parser's texts that oshi reads (``ParserText``), as the version
/// the package pins writes it: a new version that words a refusal otherwise fails here,
/// not in a fan's terminal.
@Suite("swift-argument-parser's texts, as the pinned version writes them")
struct ParserTextTests {
  /// What the parser threw for `arguments`, which it must refuse.
  static func refused(_ arguments: [String]) throws -> any Error {
    do {
      _ = try OshiCommand.parseAsRoot(arguments)
    } catch {
      return error
    }
    throw Parsed(arguments: arguments)
  }

  /// Arguments that were to be refused and parsed.
  struct Parsed: Error {
    let arguments: [String]
  }

  /// The parser's refusal of `arguments`, as `parserMessage(for:)` makes it one line.
  static func refusal(_ arguments: [String]) throws -> String {
    OshiCommand.parserMessage(for: try refused(arguments))
  }

  @Test("Each refusal oshi words again matches its pattern")
  func refusals() throws {
    let unknown = try Self.refusal(["add", "Aki", "--bday", "1999-03-15"])
    #expect(unknown.hasPrefix(ParserText.unknownOption), "\(unknown)")
    #expect(unknown.firstMatch(of: ParserText.unknownOptionNamed)?.option == "--bday")

    let missingValue = try Self.refusal(["upcoming", "--days"])
    #expect(missingValue.hasPrefix(ParserText.missingValue), "\(missingValue)")
    #expect(missingValue.firstMatch(of: ParserText.missingValueFor)?.option == "--days")

    let missingArgument = try Self.refusal(["add"])
    #expect(missingArgument.hasPrefix(ParserText.missingArgument), "\(missingArgument)")
    #expect(missingArgument.wholeMatch(of: ParserText.missingArgumentNamed)?.name == "<name>")

    let unexpected = try Self.refusal(["list", "extra"])
    #expect(unexpected == ParserText.unexpectedArgument("extra"))
    #expect(unexpected.wholeMatch(of: ParserText.unexpectedArgumentNamed)?.word == "extra")
    let two = try Self.refusal(["list", "one", "two"])
    #expect(two.wholeMatch(of: ParserText.unexpectedArguments) != nil, "\(two)")

    let notANumber = try Self.refusal(["upcoming", "--days", "abc"])
    let invalid = try #require(notANumber.wholeMatch(of: ParserText.invalidFor), "\(notANumber)")
    #expect((invalid.value, invalid.option) == ("abc", "--days"))

    // Three dashes or more, which no option has.
    let invalidOption = try Self.refusal(["add", "---Aki"])
    #expect(invalidOption.hasPrefix(ParserText.invalidOption), "\(invalidOption)")
  }

  @Test("A value outside an option's cases, with the cases, as the parser lists them")
  func outsideCases() throws {
    let error = try Self.refused(["render", "--family", "square"])
    let written = OshiCommand.fullMessage(for: error)
    #expect(written.hasPrefix(ParserText.errorPrefix), "\(written)")
    let full = OshiCommand.message(for: error)
    let match = try #require(full.firstMatch(of: ParserText.outsideCases), "\(full)")
    #expect(match.value == "square")
    #expect(match.option == "--family")
    for family in ["circular", "rectangular", "inline"] {
      #expect(match.cases.contains(family), "\(match.cases)")
    }
  }

  @Test("Help lists an option's values in its pattern, and starts its help at its column")
  func help() throws {
    let help = OshiCommand.helpMessage(for: RenderCommand.self, columns: 10_000)
    let lines = help.split(separator: "\n")
    let family = try #require(lines.first { $0.contains("--family <family>") })
    let values = try #require(family.firstMatch(of: ParserText.optionValues))
    #expect(values.option == "--family")
    #expect(values.values.contains("circular"))
    // A short option line: its help starts at the column the layout wraps to.
    let lang = try #require(lines.first { $0.hasPrefix("  --lang <lang>") })
    #expect(lang.prefix(ParserText.helpColumn).hasSuffix("  "), "\(lang)")
    #expect(lang.dropFirst(ParserText.helpColumn).first?.isWhitespace == false, "\(lang)")
  }
}

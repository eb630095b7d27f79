import Testing

@testable import OshiImport

@Suite("remind: the idioms of real birthday files")
struct RemindFileTests {
  @Test(
    "Advance warnings, expressions and substitutions leave the REM's date and the name",
    arguments: [
      ("REM 21 Jan ++12 MSG Aki's birthday", "Aki", "--01-21"),
      ("REM 21 Jan +12 MSG Aki's birthday", "Aki", "--01-21"),
      ("REM 5 Jan +5 MSG Rin's [$Uy - 1961]. Birthday %b", "Rin", "--01-05"),
      ("REM 1 Nov +12 MSG Dean's [since(1984)] birthday is %b.", "Dean", "--11-01"),
      ("REM 6 Jan MSG %\"Dianne's birthday%\" is %b", "Dianne", "--01-06"),
      ("REM 6 Feb MSG %\"Mio%\" turns [since(2001)] %a", "Mio", "--02-06"),
      ("REM 7 Feb MSG Aoi's birthday %*c", "Aoi", "--02-07"),
      ("REM 8 Feb MSG [\"]\"] Rei's birthday", "Rei", "--02-08"),
      ("REM 1 Apr 2001 ++3 MSG %\"Mio's birthday%\" [since(2001)] %b", "Mio", "2001-04-01"),
    ])
  func idioms(line: String, name: String, date: String) {
    let file = RemindFile.read(line + "\n")
    #expect(file.skipped == 0, "\(file.notes)")
    #expect(file.oshis.map(\.name.text) == [name])
    #expect(file.oshis.first?.birthday?.text == date)
  }

  @Test(
    "The name is taken out of the ways people write birthday, in six languages",
    arguments: [
      ("Mai's Bday", "Mai"), ("Lucas Bday", "Lucas"), ("Lucas' b-day", "Lucas"),
      ("Aki\u{2019}s Birthday!", "Aki"), ("Birthday: Aki", "Aki"), ("Birthday of Aki", "Aki"),
      ("Happy birthday, Kobo!", "Kobo"), ("星野ルナの誕生日", "星野ルナ"), ("星野ルナ誕生日", "星野ルナ"),
      ("誕生日: 兎田ぺこら", "兎田ぺこら"), ("兎田ぺこらのお誕生日", "兎田ぺこら"),
      ("Aniversário de Ana", "Ana"), ("Aniversário da Ana", "Ana"), ("Niver do João", "João"),
      ("Cumpleaños de Sofía", "Sofía"), ("Feliz cumpleaños Sofía", "Sofía"),
      ("Cumple de Sofía", "Sofía"), ("Geburtstag von Anna", "Anna"),
      ("Anna hat Geburtstag", "Anna"),
      ("Anniversaire de Marie", "Marie"), ("Anniversaire d'Amélie", "Amélie"),
      ("Joyeux anniversaire Marie", "Marie"),
    ])
  func wordings(message: String, name: String) {
    let file = RemindFile.read("REM 15 Mar MSG \(message)\n")
    #expect(file.oshis.map(\.name.text) == [name], "\(message)")
    #expect(file.oshis.first?.birthday?.text == "--03-15")
  }

  @Test("A message that is not a birthday keeps its words; an anniversary is a labelled day")
  func notBirthdays() throws {
    let file = RemindFile.read(
      """
      REM Mar 15 MSG Aki Hoshino
      REM Nov 30 +7 MSG Stella Project's [since(2019)] anniversary is %b.
      REM 1 May MSG 星野ルナ デビュー記念日
      REM 2 Jun MSG Birthdays of the month
      """)
    #expect(
      file.oshis.map(\.name.text) == [
        "Aki Hoshino", "Stella Project", "星野ルナ デビュー記念日", "Birthdays of the month",
      ])
    #expect(file.oshis.map(\.birthday?.text) == ["--03-15", nil, nil, "--06-02"])
    #expect(file.oshis[1].days.map(\.label) == ["Stella Project's anniversary"])
    #expect(file.oshis[1].days.map(\.date.text) == ["--11-30"])
    #expect(file.oshis[2].days.map(\.label) == ["星野ルナ デビュー記念日"])
    #expect(file.notes.isEmpty)
  }

  @Test("A line skipped says, with its number, why")
  func skippedSayWhy() throws {
    let file = RemindFile.read(
      """
      REM Mon AT 20:00 MSG Luna's weekly stream
      REM 13 SATISFY [$Tw == 5]
      REM Mar MSG a whole month
      REM 2 MSG the second of each month
      REM 5 Jan MSG Rin's [$Uy - 1961 birthday
      REM 6 Jan MSG [since(1990)] %b
      SET x 1
      """)
    #expect(file.oshis.isEmpty)
    #expect(file.notes.map(\.line) == [1, 2, 3, 4, 5, 6, 7])
    let says = file.notes.map(\.text)
    #expect(says[0].contains("'Mon' is not read"), "\(says[0])")
    #expect(says[1].contains("no MSG"), "\(says[1])")
    #expect(says[2].contains("no day"), "\(says[2])")
    #expect(says[3].contains("no month"), "\(says[3])")
    #expect(says[4].contains("'[' with no ']'"), "\(says[4])")
    #expect(says[5].contains("leaves no name"), "\(says[5])")
    #expect(says[6].contains("'SET' is not read"), "\(says[6])")
    #expect(file.notes.allSatisfy { !$0.ja.isEmpty && $0.cause != nil })
  }
}

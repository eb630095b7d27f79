import Testing

@testable import OshiWidgets

/// `oshi://` links: what `oshi open` takes, and what it refuses.
@Suite("oshi:// links")
struct OshiLinkTests {
  @Test(
    "Each link reads back as written, and writes as it read",
    arguments: [
      ("oshi://slot/bar/next", OshiLink.slot("bar", .next)),
      ("oshi://slot/bar/previous", .slot("bar", .previous)),
      ("oshi://slot/lock-2/show/aki-birthday", .slot("lock-2", .show("aki-birthday"))),
      ("oshi://slot/bar/occasion", .slot("bar", .occasion)),
      ("oshi://oshi/aki/timeline", .timeline(oshi: "aki")),
      ("oshi://widget/aki-debut/occasion", .occasion(widget: "aki-debut")),
    ])
  func roundTrip(text: String, link: OshiLink) {
    #expect(OshiLink(url: text) == link)
    #expect(link.url == text)
  }

  @Test(
    "What a desktop may hand over is read: the scheme in any case, one slash, a trailing slash, percent escapes",
    arguments: [
      ("OSHI://slot/bar/next", OshiLink.slot("bar", .next)),
      ("oshi:/slot/bar/next", .slot("bar", .next)),
      ("oshi://slot/bar/next/", .slot("bar", .next)),
      ("oshi://slot/b%61r/show/aki%2Dbirthday", .slot("bar", .show("aki-birthday"))),
    ])
  func lenient(text: String, link: OshiLink) {
    #expect(OshiLink(url: text) == link)
  }

  @Test(
    "Anything else is no link",
    arguments: [
      "", "oshi", "oshi:", "oshi://", "https://slot/bar/next", "oshix://slot/bar/next",
      "oshi://slot/bar", "oshi://slot/bar/next/more", "oshi://slot//next", "oshi://slot/Bar/next",
      "oshi://slot/-bar/next", "oshi://slot/bar-/next", "oshi://slot/bar/show",
      "oshi://slot/bar/show/", "oshi://slot/bar/show/a/b", "oshi://slot/bar/next?x=1",
      "oshi://slot/bar/next#top", "oshi://user@slot/bar/next", "oshi://slot:80/bar/next",
      "oshi://slot/ba%2Fr/next", "oshi://slot/%2E%2E/next", "oshi://slot/bar%/next",
      "oshi://slot/bar%zz/next", "oshi://slot/b%C3%A4r/next", "oshi://slot/b%FFr/next",
      "oshi://oshi/aki/occasion", "oshi://widget/aki/timeline", "oshi://widget/aki-debut/next",
      "oshi://slot/" + String(repeating: "a", count: 49) + "/next",
      "oshi://slot/$(touch PWNED)/next", "oshi://slot/bar;rm -rf ~/next",
      "oshi://slot/bar\n/next", "oshi://slot/ｂａｒ/next", "oshi://slot/bar /next",
    ])
  func refused(text: String) {
    #expect(OshiLink(url: text) == nil)
  }

  @Test("An id is what slugs, widget ids and slot names are")
  func ids() {
    #expect(OshiLink.isID("a"))
    #expect(OshiLink.isID("aki-2nd-live"))
    #expect(OshiLink.isID(String(repeating: "9", count: 48)))
    for text in ["", "-a", "a-", "A", "a_b", "a b", "あ", String(repeating: "a", count: 49)] {
      #expect(!OshiLink.isID(text), "\(text)")
    }
  }
}

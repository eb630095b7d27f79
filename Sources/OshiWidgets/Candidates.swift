import OshiCore
import OshiText

/// Whose a line is: the names and marks that tell one oshi's widget from another's.
///
/// A fan of a five-member group sees five birthday lines at once, so every line of a
/// widget whose name is shown says whose it is: the name, the short name, the name cut
/// with "…", or its first grapheme cluster, tried in that order as the space runs out.
/// The oshi's own symbol says it too, except on a birthday, whose symbol is always 🎂.
/// The kind's default symbol (♡, ★, ◆) says what, not whose.
struct Identity {
  /// The whole names, longest first: the name and the short name.
  let names: Two<String>
  /// The widths of ``names``.
  let nameCells: Two<Int>
  /// The name cut with "…" when no whole name fits: the short name if set, else the name.
  let cuttable: String?
  /// The name, for its first grapheme cluster.
  private let name: String?
  /// Whether the symbol before a line is the oshi's own, which says whose it is.
  let symbolIdentifies: Bool

  /// A cut keeps at least this many cells of the name, or it is not offered: a single
  /// letter with "…" says less than the initial alone.
  static let shortestCut = 3

  init(_ face: WidgetFace) {
    var names = Two<String>()
    if let name = face.name { names.append(name) }
    if let short = face.shortName, short != face.name { names.append(short) }
    self.names = names
    nameCells = names.map(\.cellWidth)
    cuttable = names.last
    name = face.name
    symbolIdentifies = face.symbol != nil && !face.kind.words.symbolIsTheDay
  }

  /// The name's first grapheme cluster, when it is not the whole name.
  ///
  /// Worked out only when no cut fits, so that the usual line pays nothing for it.
  var initial: String? {
    guard let name, let first = name.first else { return nil }
    let initial = String(first)
    return initial == name ? nil : initial
  }

  /// Whether a line must say whose it is: unless the name is hidden.
  var isRequired: Bool { !names.isEmpty }

  /// The passes to try, in order.
  var passes: [Candidates.Pass] { isRequired ? Self.allPasses : Self.wholePass }

  /// Whether `pass` can keep anything within `budget`: the whole-name pass cannot when
  /// every name is wider than a line and the symbol is not the oshi's own, as a name in
  /// the circular family often is, and the wording need not be built for it.
  func mayFit(_ pass: Candidates.Pass, in budget: Budget) -> Bool {
    guard pass == .whole, isRequired, !symbolIdentifies else { return true }
    return nameCells.contains { $0 <= budget.cells }
  }

  private static let allPasses: [Candidates.Pass] = [.whole, .cut, .initial, .anonymous]
  private static let wholePass: [Candidates.Pass] = [.whole]
}

/// The candidate layouts of one family, as the wording offers them, richest first.
///
/// The wording offers its candidates once per pass (``Pass``), and each pass keeps
/// only the candidates that say whose the line is in its way, so that a line drops its
/// words before it drops its oshi. When fitting, the first candidate that fits its
/// budget ends the search, and the ones offered after that are never built: the
/// wording passes each as an autoclosure. A one-line candidate offered as a ``Line`` is
/// measured from its parts and built only when it is kept. Listing keeps every
/// candidate, for tests and previews. Empty lines are dropped either way.
struct Candidates {
  /// What a candidate must show to be kept, tried in this order.
  enum Pass {
    /// A whole name, or the oshi's own symbol. With the name hidden, anything.
    case whole
    /// The name cut between grapheme clusters with "…", as long as it fits.
    case cut
    /// The name's first grapheme cluster.
    case initial
    /// Anything: the barest candidates, which show the main number alone.
    case anonymous
  }

  /// The budget to fit; when listing, the budget the cut names are cut to, or nil for
  /// every cut.
  let budget: Budget?
  /// Whether every candidate is kept rather than the first that fits.
  let listing: Bool
  let pass: Pass
  let identity: Identity
  /// The names a named candidate is made with in this pass, measured once for the lines
  /// made with them.
  private var measuredNames: Two<Line.Measured>?
  /// Where the name may be cut, worked out once for every candidate of the cut pass.
  private var cuts: NameCuts?
  /// The first candidate that fits the budget.
  private(set) var fitted: [String]?
  /// Every candidate, when listing.
  private(set) var all: [[String]] = []

  /// Candidates that fit `budget`, or, when `listing`, every candidate; a listing's
  /// cut names are cut to `budget` when it is given.
  init(budget: Budget?, listing: Bool = false, pass: Pass, identity: Identity) {
    self.budget = budget
    self.listing = listing
    self.pass = pass
    self.identity = identity
  }

  private var isDone: Bool { !listing && fitted != nil }

  /// The whole names of this pass.
  private var names: Two<String> {
    switch pass {
    case .whole: identity.names
    case .initial: Two(identity.initial)
    case .cut, .anonymous: Two()
    }
  }

  /// Whether candidates without a name are kept in this pass.
  private var keepsAnonymous: Bool {
    pass == .anonymous || (pass == .whole && !identity.isRequired)
  }

  /// Whether candidates that show the symbol and no name are kept in this pass.
  private var keepsSigned: Bool {
    keepsAnonymous || (pass == .whole && identity.symbolIdentifies)
  }

  /// Offers one candidate that says nothing of whose it is.
  mutating func add(_ make: @autoclosure () -> [String]) { offer(keepsAnonymous, make) }

  /// Offers a one-line candidate that says nothing of whose it is.
  mutating func add(_ make: @autoclosure () -> Line) { offer(keepsAnonymous, make) }

  /// Offers a candidate whose only mark of whose it is is the symbol before it.
  mutating func signed(_ make: @autoclosure () -> [String]) { offer(keepsSigned, make) }

  /// Offers a one-line candidate whose only mark of whose it is is its symbol.
  mutating func signed(_ make: @autoclosure () -> Line) { offer(keepsSigned, make) }

  /// Makes and keeps a candidate when this pass keeps its kind and nothing fitted yet.
  private mutating func offer(_ kept: Bool, _ make: () -> [String]) {
    if kept && !isDone { keep(make()) }
  }

  /// ``offer(_:_:)`` for a one-line candidate.
  private mutating func offer(_ kept: Bool, _ make: () -> Line) {
    if kept && !isDone { keep(make()) }
  }

  /// Offers the candidate made with each name of this pass in turn.
  mutating func named(_ make: (String) -> [String]) {
    if pass == .cut {
      guard !isDone, let name = identity.cuttable else { return }
      if cuts == nil { cuts = NameCuts(name) }
      guard let budget else {
        // A listing without a budget offers every cut, longest first, for a fitting
        // that measures in pixels (cards).
        for cut in cuts?.every ?? [] { keep(make(cut)) }
        return
      }
      let cut = cuts?.longest(within: budget.cells) { budget.fits(make($0)) }
      if let cut { keep(make(cut)) }
      return
    }
    let names = self.names
    for (index, name) in names.enumerated() {
      guard !isDone else { return }
      // A line that holds a name wider than the budget cannot fit: skip building it.
      if !listing, pass == .whole, let budget, identity.nameCells[index] > budget.cells {
        continue
      }
      keep(make(name))
    }
  }

  /// Offers the one-line candidate made with each name of this pass in turn.
  mutating func named(_ make: (Line.Measured) -> Line) {
    if pass == .cut {
      guard !isDone, let name = identity.cuttable else { return }
      if cuts == nil { cuts = NameCuts(name) }
      guard let budget else {
        for cut in cuts?.every ?? [] { keep(make(Line.Measured(cut))) }
        return
      }
      // Measured parts add up, so the room for the name is what the line leaves.
      var room = budget.cells
      if let rest = make(Line.Measured("")).cells { room -= rest }
      let cut = cuts?.longest(within: room) { budget.fits(make(Line.Measured($0))) }
      if let cut { keep(make(Line.Measured(cut))) }
      return
    }
    if measuredNames == nil { measuredNames = names.map(Line.Measured.init) }
    for name in measuredNames ?? Two() {
      guard !isDone else { return }
      if !listing, let budget, let cells = name.cells, cells > budget.cells { continue }
      keep(make(name))
    }
  }

  private mutating func keep(_ lines: [String]) {
    let kept = lines.contains(where: \.isEmpty) ? lines.filter { !$0.isEmpty } : lines
    guard !kept.isEmpty else { return }
    if listing {
      all.append(kept)
    } else if let budget, budget.fits(kept) {
      fitted = kept
    }
  }

  private mutating func keep(_ line: Line) {
    guard !line.isEmpty else { return }
    if listing { return keep([line.text]) }
    if let budget, budget.fits(line) { fitted = [line.text] }
  }
}

extension Budget {
  /// Whether a one-line candidate fits, measured from its parts when it can be.
  func fits(_ line: Line) -> Bool {
    guard lines >= 1 else { return false }
    return (line.cells ?? line.text.cellWidth) <= cells
  }
}

/// Where a name may be cut: after each grapheme cluster, with the cells before it, so
/// that the cut pass tries each candidate's longest cut without walking the name again.
struct NameCuts {
  let name: String
  /// Where each cut ends, and its cells, shortest first: after each cluster but the
  /// last, without the spaces before it, keeping at least ``Identity/shortestCut`` cells.
  private var ends: [(cells: Int, end: String.Index)] = []

  init(_ name: String) {
    self.name = name
    let utf8 = name.utf8
    if utf8.allSatisfy({ $0 &- 0x20 < 0x5F }) {
      // Printable ASCII, as most names are: a cluster per byte, a cell per cluster.
      var index = utf8.startIndex
      var cells = 0
      var kept = 0
      while index < utf8.endIndex {
        let byte = utf8[index]
        index = utf8.index(after: index)
        cells += 1
        if byte != UInt8(ascii: " ") { kept = cells }
        if index < utf8.endIndex, kept >= Identity.shortestCut, kept == cells {
          ends.append((cells, index))
        }
      }
      return
    }
    var cells = 0
    var index = name.startIndex
    var kept = (cells: 0, end: name.startIndex)
    while index < name.endIndex {
      let character = name[index]
      let next = name.index(after: index)
      cells += CellWidth.of(character)
      if !character.isWhitespace { kept = (cells, next) }
      if next < name.endIndex, kept.cells >= Identity.shortestCut,
        ends.last?.end != kept.end
      {
        ends.append(kept)
      }
      index = next
    }
  }

  /// Every cut with its "…", longest first.
  var every: [String] {
    ends.reversed().map { String(name[..<$0.end]) + "…" }
  }

  /// The longest cut, "…" included, at most `room` cells wide, for which `fits` holds;
  /// nil if none.
  ///
  /// A longer cut never makes a line narrower, so the longest is found by halving.
  func longest(within room: Int, where fits: (String) -> Bool) -> String? {
    var low = 0
    var high = ends.count - 1
    // Leave out the cuts that are wider than the room.
    while high >= 0 && ends[high].cells + 1 > room { high -= 1 }
    var best: String?
    while low <= high {
      let middle = (low + high) / 2
      let cut = String(name[..<ends[middle].end]) + "…"
      if fits(cut) {
        best = cut
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    return best
  }
}

/// At most two values, kept in place: the name and the short name, and what is worked out
/// from them.
///
/// A widget's names are read for every widget drawn, and an array would allocate each
/// time.
struct Two<Element>: RandomAccessCollection {
  private var first: Element?
  private var second: Element?

  /// None.
  init() {}

  /// One value, or none.
  init(_ only: Element?) {
    first = only
  }

  var startIndex: Int { 0 }
  var endIndex: Int { first == nil ? 0 : second == nil ? 1 : 2 }

  subscript(position: Int) -> Element {
    guard let element = position == 0 ? first : position == 1 ? second : nil else {
      preconditionFailure("index \(position) of \(count)")
    }
    return element
  }

  /// Adds a value after the others; there is room for two.
  mutating func append(_ element: Element) {
    if first == nil {
      first = element
    } else {
      precondition(second == nil, "room for two")
      second = element
    }
  }

  /// The values transformed, in place as these are.
  func map<T>(_ transform: (Element) -> T) -> Two<T> {
    var result = Two<T>()
    for element in self { result.append(transform(element)) }
    return result
  }
}

import CMeCab
import OshiNames
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Reads the kanji of names with MeCab and a dictionary from Debian (docs/names.md).
///
/// MeCab is linked into oshi-cli; its dictionary is read when the first name needs one,
/// from `OSHI_MECAB_DIC` when set, else from the first of ``dictionaries`` that is
/// installed. Without one, ``pieces(of:)`` returns nil and the slug keeps only the name's
/// kana, digits and Latin letters.
public final class MeCabReader: KanjiReader {
  /// Debian's dictionaries, best first: UniDic read the most real names right.
  public static let dictionaries = ["/var/lib/mecab/dic/unidic", "/var/lib/mecab/dic/ipadic-utf8"]

  /// The reader every command shares.
  public static let shared = MeCabReader(
    dictionaries: getenv("OSHI_MECAB_DIC").map { [String(cString: $0)] } ?? dictionaries)

  /// The tagger, made when first asked for; a tagger reads one text at a time.
  private let tagger: Mutex<Tagger>
  private let dictionaryFolders: [String]

  /// A reader that uses the first of `dictionaries` that is installed.
  public init(dictionaries: [String]) {
    dictionaryFolders = dictionaries
    tagger = Mutex(.notOpened)
  }

  /// Destroys the tagger, if one was opened: a reader let go frees its dictionary (the
  /// shared one lasts as long as the process).
  deinit {
    tagger.withLock { tagger in
      if case .opened(let handle) = tagger { mecab_destroy(handle.pointer) }
    }
  }

  /// Whether a dictionary is installed where this reader looks.
  public var hasDictionary: Bool {
    tagger.withLock { tagger in open(&tagger) != nil }
  }

  /// The pieces of `text`, or nil when there is no dictionary.
  public func pieces(of text: String) -> [NamePiece]? {
    tagger.withLock { tagger -> [NamePiece]? in
      guard let mecab = open(&tagger) else { return nil }
      var pieces: [NamePiece] = []
      var bytes = Array(text.utf8CString)
      return bytes.withUnsafeMutableBufferPointer { buffer -> [NamePiece]? in
        guard let base = buffer.baseAddress,
          var node = mecab_sparse_tonode2(mecab, base, buffer.count - 1)
        else { return nil }
        while true {
          // A word the dictionary knows (MECAB_NOR_NODE) or guessed (MECAB_UNK_NODE);
          // not the sentence's start or end.
          if node.pointee.stat == 0 || node.pointee.stat == 1,
            let surfacePointer = node.pointee.surface
          {
            let length = Int(node.pointee.length)
            let surface = surfacePointer.withMemoryRebound(to: UInt8.self, capacity: length) {
              String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
            }
            let features = node.pointee.feature.map { String(cString: $0) } ?? ""
            pieces.append(MeCabReader.piece(surface: surface, features: features))
          }
          guard let next = node.pointee.next else { break }
          node = UnsafePointer(next)
        }
        return pieces
      }
    }
  }

  /// A piece from MeCab's features: IPAdic's (reading 8th) or UniDic's (kana 21st).
  static func piece(surface: String, features: String) -> NamePiece {
    let fields = csvFields(features)
    func field(_ index: Int) -> String { index < fields.count ? fields[index] : "" }
    let readingIndex = fields.count >= 21 ? 20 : 7
    let reading = field(readingIndex)
    let role: NamePiece.Role
    if field(2) == "人名" && field(3) == "姓" {
      role = .familyName
    } else if field(2) == "人名" && field(3) == "名" {
      role = .givenName
    } else if field(0).hasPrefix("接尾") || field(1) == "接尾" {
      role = .suffix
    } else if field(0).hasPrefix("接頭") {
      role = .prefix
    } else if field(0) == "助動詞" || field(1) == "非自立" {
      role = .inflection
    } else {
      role = .word
    }
    let usable = !reading.isEmpty && reading != "*" && Slug.isYomi(reading)
    return NamePiece(surface: surface, reading: usable ? reading : nil, role: role)
  }

  /// MeCab's comma-separated features; UniDic quotes a field that has a comma in it.
  static func csvFields(_ line: String) -> [String] {
    var fields: [String] = []
    var current = ""
    var quoted = false
    for character in line {
      switch character {
      case "\"": quoted.toggle()
      case "," where !quoted:
        fields.append(current)
        current = ""
      default: current.append(character)
      }
    }
    fields.append(current)
    return fields
  }

  /// The tagger, opened on the first installed dictionary; nil when there is none.
  private func open(_ tagger: inout Tagger) -> OpaquePointer? {
    switch tagger {
    case .opened(let pointer): return pointer.pointer
    case .missing: return nil
    case .notOpened:
      for folder in dictionaryFolders
      where !folder.isEmpty && access(folder + "/sys.dic", R_OK) == 0 {
        // No mecabrc: Debian's names a dictionary that may not be there.
        var arguments: [UnsafeMutablePointer<CChar>?] = ["mecab", "-r", "/dev/null", "-d", folder]
          .map { (text: String) in strdup(text) }
        defer { for argument in arguments { free(argument) } }
        if let mecab = mecab_new(Int32(arguments.count), &arguments) {
          tagger = .opened(Handle(pointer: mecab))
          return mecab
        }
      }
      tagger = .missing
      return nil
    }
  }
}

/// The state of the shared tagger.
enum Tagger {
  case notOpened, missing
  case opened(Handle)
}

/// MeCab's tagger, used only under the reader's lock.
struct Handle: @unchecked Sendable {
  let pointer: OpaquePointer
}
